import Foundation
import ReelTestSupport
import XCTest

/// `reel keys` printed config.toml's warnings with an English "warning:" on a Japanese command
/// line (the printing commands say 「警告: 」 since fix47). `reel info`'s report stays English,
/// its labels included (README: it is what a bug report quotes).
final class LocalisedCLIWarningWordTests: XCTestCase {
  func testKeysAndInfoSayTheWarningWordInTheLanguage() throws {
    let home = try makeTemporaryFolder(self)
    let folder = home.appendingPathComponent("config/reel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("foo = 1\n".utf8).write(to: folder.appendingPathComponent("config.toml"))
    for command in [["keys"]] {
      let run = try runProcess(
        try builtProduct("reel"), command + ["--language", "ja-JP"],
        environment: [
          "HOME": home.path, "LANG": "C.UTF-8",
          "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ])
      let all = run.stdout + run.stderr
      XCTAssertTrue(all.contains("警告"), "\(command): \(all)")
      XCTAssertFalse(all.contains("warning:"), "\(command): \(all)")
    }
  }
}
