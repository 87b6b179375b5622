import Foundation
import Screen
import TMDB
import XCTest

@testable import App

/// A notice about opening the watchlist sent where no screen words it (a key script's stderr):
/// it was English in every language, and a U+202E in its path was dropped by the line's own
/// cleaning, naming a file that is not there. Now in the relay's language, the path written
/// out (`\u202E`) as every other line on stderr writes it.
final class NoticeRelayPlainWordsTests: XCTestCase {
  private final class Said: @unchecked Sendable {
    let lock = NSLock()
    var lines: [String] = []
  }

  private func said(_ notice: LibraryNotice, language: String) -> [String] {
    let relay = NoticeRelay(language: ScreenLanguage(code: language)!)
    let said = Said()
    relay.forward { line in said.lock.withLock { said.lines.append(line) } }
    relay.post(notice)
    return said.lock.withLock { said.lines }
  }

  func testAReadOnlyWatchlistIsSaidInJapaneseWithItsPathWrittenOut() {
    let lines = said(.readOnly(.watchlist, path: "/tmp/a\u{202E}b.sqlite"), language: "ja-JP")
    XCTAssertEqual(lines.count, 1)
    XCTAssertTrue(lines[0].contains("/tmp/a\\u202Eb.sqlite"), lines[0])
    XCTAssertFalse(lines[0].contains("read-only"), lines[0])
  }

  func testEnglishWritesThePathOut() {
    XCTAssertEqual(
      said(.movedAside(.watchlist, to: "/tmp/a\u{202E}b.old"), language: "en-US"),
      [
        "The watchlist database was damaged; it was moved to /tmp/a\\u202Eb.old and a new one "
          + "started."
      ])
  }
}
