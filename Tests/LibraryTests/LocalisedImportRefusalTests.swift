import Foundation
import ReelTestSupport
import XCTest

/// review47: README (Languages) says `watchlist import` speaks the language the command line,
/// config file or locale chose. Its summary does; a refused file does not: "nothing was
/// imported from …: entries[0]: "id" must be …", "cannot read …: no such file or directory"
/// and "… is larger than 64 MB" stayed English under --language ja-JP, fa-IR and ar (fix48:
/// worded from the tables; `ImportRefusalWordsTests` has the words).
final class LocalisedImportRefusalTests: XCTestCase {
  func testARefusedImportSpeaksTheChosenLanguage() throws {
    let reel = try builtProduct("reel")
    let folder = try makeTemporaryFolder(self)
    let file = folder.appendingPathComponent("bad.json")
    try Data(#"{"format":"reel-watchlist","version":1,"entries":[{"id":0,"title":"a"}]}"#.utf8)
      .write(to: file)
    let environment = [
      "REEL_WATCHLIST_DB": folder.appendingPathComponent("library.sqlite").path,
      "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
    ]
    for language in ["ja-JP", "fa-IR", "ar"] {
      let result = try runProcess(
        reel, ["watchlist", "import", "--language", language, file.path],
        environment: environment)
      XCTAssertEqual(result.status, 1)
      XCTAssertFalse(
        result.stderr.contains("nothing was imported"), "\(language): \(result.stderr)")
      XCTAssertFalse(result.stderr.contains("must be"), "\(language): \(result.stderr)")
    }
  }
}
