import ReelTestSupport
import XCTest

/// `reel --generate-completion-script SHELL` (what `make install` installs) gets past Reel's
/// own command-line checks and names every command.
final class CompletionScriptTests: XCTestCase {
  func testEveryShellGetsAScriptNamingTheCommands() throws {
    for (shell, opening) in [("zsh", "#compdef reel"), ("bash", "#!/bin/bash"), ("fish", "")] {
      let run = try runProcess(try builtProduct("reel"), ["--generate-completion-script", shell])
      XCTAssertEqual(run.status, 0, "\(shell): \(run.stderr)")
      XCTAssertTrue(run.stdout.hasPrefix(opening), "\(shell): \(run.stdout.prefix(80))")
      for command in ["search", "watchlist", "keys", "info"] {
        XCTAssertTrue(run.stdout.contains(command), "\(shell) script lacks \(command)")
      }
    }
  }
}
