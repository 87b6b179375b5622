import Screen
import TMDB
import XCTest

/// The English table says every library failure and notice exactly as `english` does (what
/// the screen and the printing commands print in English), so a change to one is seen in both.
final class LibraryFaultEnglishParityTests: XCTestCase {
  static let reasons: [LibraryFault.Reason] = [
    .said("disk I/O error"), .sqlite(code: 10, words: "disk I/O error"),
    .sqlite(code: 26, words: "file is not a database"), .system(EACCES),
    .diskFull(.sqlite(code: 10, words: "disk I/O error")),
  ]

  static var faults: [LibraryFault] {
    let p = "/a/b.sqlite"
    return [
      .homeMissing(path: p), .fileNotFolder(path: p), .folderMissing(path: p, .watchlist),
      .folderMissing(path: p, .responseCache), .folderNotDatabase(path: p),
      .notOrdinaryFile(path: p, .fifo, .watchlist),
      .notOrdinaryFile(path: p, .other, .responseCache),
      .lockTimedOut(seconds: 10, .watchlist, path: p, folder: "/a"), .unreadable(path: p),
      .notReadyToRead(.watchlist, path: p), .newerVersion(.responseCache, path: p),
      .foreign(path: p, .watchlist), .notAMovieID(-3), .readOnly(path: p), .busy,
      .diskFull(path: p),
    ]
      + reasons.flatMap { reason -> [LibraryFault] in
        [
          .cannotCreateFolder(path: p, reason), .cannotMoveAside(path: p, reason),
          .cannotOpenFolder(path: p, reason), .cannotLockFolder(path: p, reason),
          .cannotReadFile(path: p, reason), .damagedReadOnly(.watchlist, path: p, reason),
          .cannotOpen(.responseCache, path: p, reason), .notADatabase(path: p, reason),
          .cannotReadWatchlist(reason), .cannotSaveWatchlist(reason),
        ]
      }
  }

  func testTheEnglishTableSaysWhatEnglishSays() {
    for fault in Self.faults {
      XCTAssertEqual(ScreenLanguage.english.text(Message(libraryFault: fault)), fault.english)
    }
    for notice in [
      LibraryNotice.readOnly(.watchlist, path: "/a/b"), .movedAside(.watchlist, to: "/a/c"),
      .cleared(.responseCache),
    ] {
      let worded = ScreenLanguage.english.text(Message(libraryNotice: notice))
      XCTAssertEqual(worded.prefix(1).uppercased() + worded.dropFirst(), notice.english)
    }
  }

  func testEveryLanguageWordsEveryFaultWithoutEnglishSentences() throws {
    for code in ["ja", "fa", "ar"] {
      let language = try XCTUnwrap(ScreenLanguage(code: code))
      for fault in Self.faults {
        let worded = language.text(Message(libraryFault: fault))
        XCTAssertNotEqual(worded, fault.english, code)
        XCTAssertFalse(worded.contains("{"), "\(code): \(worded)")
        XCTAssertFalse(worded.contains("the watchlist"), "\(code): \(worded)")
      }
    }
  }
}
