import Foundation
import XCTest

@testable import App

/// Programs Reel starts never get the TMDB key or token in their environment: the browser
/// (`o`) and `$EDITOR` (the inspector's edit) do not need them, and everything they start in
/// turn would inherit them. Both passed Reel's whole environment on.
final class ChildEnvironmentTests: XCTestCase {
  private var folder: URL!
  private let secrets = [
    "TMDB_API_KEY": "SECRETv3KEY0123456789abcdef", "TMDB_ACCESS_TOKEN": "SECRETv4TOKENeyJhbGciOi",
  ]

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-child-env-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A program that writes its environment to `env.txt` and then runs `then`.
  private func program(then: String = "") throws -> URL {
    let script = folder.appendingPathComponent("program.sh")
    try Data("#!/bin/sh\nenv > \(folder.path)/env.txt\n\(then)\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)
    return script
  }

  private func environment(_ extra: [String: String]) -> [String: String] {
    var environment = secrets.merging(extra) { $1 }
    environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    environment["REEL_TEST_MARK"] = "kept"
    return environment
  }

  private func childEnvironment(waiting: Bool) throws -> String {
    let file = folder.appendingPathComponent("env.txt")
    let deadline = Date().addingTimeInterval(waiting ? 10 : 0)
    while !FileManager.default.fileExists(atPath: file.path), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    Thread.sleep(forTimeInterval: 0.05)  // the write may still be under way
    return try String(contentsOf: file, encoding: .utf8)
  }

  func testTheBrowserGetsNoKeyOrToken() throws {
    let opener = LinkOpener(environment: environment(["BROWSER": try program().path]))
    let url = try XCTUnwrap(URL(string: "https://www.themoviedb.org/movie/550"))
    XCTAssertEqual(opener.open(url), .openedInBrowser)
    let seen = try childEnvironment(waiting: true)
    XCTAssertTrue(seen.contains("REEL_TEST_MARK=kept"), seen)
    for (name, value) in secrets {
      XCTAssertFalse(seen.contains(name), "\(name) reached the browser")
      XCTAssertFalse(seen.contains(value), "the secret reached the browser")
    }
  }

  func testTheEditorGetsNoKeyOrToken() throws {
    let editor = InspectorEditor(
      environment: environment(["VISUAL": "sh \(try program(then: "echo '{}' > \"$1\"").path)"]))
    _ = editor.edit(Data(#"{"page": 1}"#.utf8), name: "answer-1")
    let seen = try childEnvironment(waiting: false)
    XCTAssertTrue(seen.contains("REEL_TEST_MARK=kept"), seen)
    for (name, value) in secrets {
      XCTAssertFalse(seen.contains(name), "\(name) reached the editor")
      XCTAssertFalse(seen.contains(value), "the secret reached the editor")
    }
  }
}
