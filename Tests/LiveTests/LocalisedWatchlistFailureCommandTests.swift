import Foundation
import ReelTestSupport
import XCTest

/// `reel watchlist …` under `--language ja|fa|ar` says what is wrong with the watchlist's file
/// in that language (it printed the English sentence whatever the language); English reads as
/// before.
final class LocalisedWatchlistFailureCommandTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(database: URL, _ arguments: String...) throws -> (status: Int32, stderr: String)
  {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments,
      environment: ["HOME": home.path, "LANG": "C.UTF-8", "REEL_WATCHLIST_DB": database.path])
    return (run.status, run.stderr)
  }

  func testAFileThatIsNotADatabaseIsSaidInJapanesePersianAndArabic() throws {
    let file = home.appendingPathComponent("library.sqlite")
    try Data(String(repeating: "not a database ", count: 100).utf8).write(to: file)
    let japanese = try reel(database: file, "watchlist", "list", "--language", "ja-JP")
    XCTAssertNotEqual(japanese.status, 0)
    XCTAssertTrue(japanese.stderr.contains("\(file.path) は SQLite データベースではない"), japanese.stderr)
    XCTAssertTrue(japanese.stderr.contains("mv \(file.path) \(file.path).old"), japanese.stderr)
    for code in ["fa-IR", "ar-EG"] {
      let run = try reel(database: file, "watchlist", "remove", "550", "--language", code)
      XCTAssertTrue(run.stderr.contains(file.path), run.stderr)
      XCTAssertFalse(run.stderr.contains("is not an SQLite database"), "\(code): \(run.stderr)")
    }
    let english = try reel(database: file, "watchlist", "export")
    XCTAssertTrue(
      english.stderr.contains(
        "\(file.path) is not an SQLite database (file is not a database), so Reel left it as it "
          + "is; if it is an old or damaged watchlist, move it away"), english.stderr)
  }

  func testAMissingFolderIsSaidInJapaneseOnExportToo() throws {
    let file = home.appendingPathComponent("gone/library.sqlite")
    let run = try reel(database: file, "watchlist", "export", "--language", "ja-JP")
    XCTAssertNotEqual(run.status, 0)
    XCTAssertTrue(
      run.stderr.contains(
        "ウォッチリストのデータベースのフォルダ \(home.appendingPathComponent("gone").path) がありません"),
      run.stderr)
  }
}
