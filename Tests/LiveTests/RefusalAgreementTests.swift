import Foundation
import ReelTestSupport
import XCTest

/// The same kind of mistake is refused the same way by every command: a usage mistake exits
/// 64 (as an unknown option, a bad value or an unknown command word does), TMDB or the network
/// failing exits 1; and the word typed is quoted back as it was, in every language.
final class RefusalAgreementTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func run(_ arguments: String...) throws -> (status: Int32, stderr: String) {
    try run(arguments)
  }

  private func run(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments,
      environment: ["HOME": home.path, "LANG": "C.UTF-8"])
    return (run.status, run.stderr)
  }

  /// `reel watchlist remove 0` said "a movie id is a whole number from 1 to 2147483647, not 0"
  /// and exited 1, as TMDB failing does; `watchlist add 0`, `show 0` and `watchlist remove abc`
  /// say the same sentence and exit 64.
  func testAnIdOutOfRangeIsAUsageMistakeForRemoveToo() throws {
    for arguments in [["show", "0"], ["watchlist", "add", "0"], ["watchlist", "remove", "abc"]] {
      XCTAssertEqual(try run(arguments).status, 64, "\(arguments)")
    }
    for id in ["0", "-5", "99999999999"] {
      let refused = try run("watchlist", "remove", id)
      XCTAssertEqual(refused.status, 64, refused.stderr)
      XCTAssertEqual(
        refused.stderr, "reel: a movie id is a whole number from 1 to 2147483647, not \(id)\n")
    }
  }

  /// `reel discover --genre Dramedy` exited 1, as TMDB failing does, where `--sort foo`, an
  /// unknown category and an unknown order exit 64: a name not in TMDB's genre list is the
  /// user's mistake, found only once the list has come.
  func testAnUnknownGenreIsAUsageMistake() throws {
    XCTAssertEqual(try run("discover", "--sort", "foo").status, 64)
    XCTAssertEqual(try run("list", "foo").status, 64)
    let genre = try run("discover", "--genre", "Dramedy")
    XCTAssertEqual(genre.status, 64, genre.stderr)
    XCTAssertTrue(genre.stderr.hasPrefix("reel: unknown genre \"Dramedy\"; choose one of:"))
  }

  /// `reel discover --genre $'Dra\e[2Jmedy' --language ja-JP` was refused as 「Dramedy」, the
  /// escape sequence taken out by the message's cleaning (and U+202E with it: a name that
  /// looks like one TMDB has); the category and the sort orders write it out.
  func testAGenreTypedWithAnEscapeIsWrittenOutInEveryLanguage() throws {
    let japanese = try run("discover", "--genre", "Dra\u{1B}[2Jmedy", "--language", "ja-JP")
    XCTAssertTrue(
      japanese.stderr.hasPrefix("reel: 不明なジャンル「Dra\\u001B[2Jmedy」です。"), japanese.stderr)
    let persian = try run("discover", "--genre", "\u{202E}foo", "--language", "fa-IR")
    XCTAssertTrue(persian.stderr.hasPrefix("reel: ژانر ناشناختهٔ «\\u202Efoo»؛"), persian.stderr)
  }
}
