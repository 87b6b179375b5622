import Browser
import Foundation
import Library
import Screen
import TMDB
import XCTest

@testable import App

/// A failure of the watchlist's database on a Japanese, Persian or Arabic screen was said by its
/// kind only ("ディスクまたはデータベースでエラーが起きました。"): which file, and that the disk is
/// full or the file read-only, was in the English detail alone. Now the whole of it is worded.
final class LocalisedLibraryFailureTests: XCTestCase {
  private func screen(_ error: LibraryError, in code: String) throws -> String {
    var state = BrowserState()
    state.status = .loadFailed(App.failure(for: error))
    var context = RenderContext()
    context.language = try XCTUnwrap(ScreenLanguage(code: code))
    return Screen.render(state, size: Size(width: 160, height: 10), context: context)
      .buffer.lines().joined(separator: "\n")
  }

  func testADiskFullFailureNamesTheFileInJapanese() throws {
    let screen = try screen(LibraryError(.diskFull(path: "/home/a/library.sqlite")), in: "ja-JP")
    XCTAssertTrue(screen.contains("/home/a/library.sqlite"), screen)
    XCTAssertTrue(screen.contains("ディスク"), screen)
    XCTAssertFalse(screen.contains("is full"), screen)
  }

  func testAReadOnlyDatabaseIsNamedInPersianAndArabic() throws {
    for code in ["fa-IR", "ar-EG"] {
      let screen = try screen(LibraryError(.readOnly(path: "/srv/w.sqlite")), in: code)
      XCTAssertTrue(screen.contains("/srv/w.sqlite"), "\(code)\n\(screen)")
      XCTAssertFalse(screen.contains("read-only"), "\(code)\n\(screen)")
    }
  }

  func testEnglishIsTheSentenceItAlwaysWas() throws {
    let screen = try screen(LibraryError(.diskFull(path: "/home/a/library.sqlite")), in: "en-US")
    XCTAssertTrue(
      screen.contains("the disk holding /home/a/library.sqlite is full; nothing was saved"), screen)
  }

  /// `w` on a full disk: the toggle's own sentence, then the reason once (not "could not save
  /// the watchlist: cannot save the watchlist: …" in other words).
  func testTheToggleSaysWhyNotSavedOnceInJapanese() throws {
    let failure = App.failure(
      for: LibraryError(.cannotSaveWatchlist(.sqlite(code: 13, words: "database or disk is full"))))
    var state = BrowserState()
    state.status = .watchlistNotSaved(failure)
    var context = RenderContext()
    context.language = try XCTUnwrap(ScreenLanguage(code: "ja-JP"))
    let screen = Screen.render(state, size: Size(width: 160, height: 10), context: context)
      .buffer.lines().joined(separator: "\n")
    XCTAssertTrue(screen.contains("ウォッチリストを保存できませんでした：ディスクがいっぱいです"), screen)
    XCTAssertFalse(screen.contains("保存できません："), screen)
  }
}
