import Foundation
import ReelTestSupport
import XCTest

/// The discovery commands write as every printing command does: a full disk is an error, a
/// reader that has gone is a quiet 141, and a warning never hides the write's own failure.
final class DiscoveryOutputSafetyTests: XCTestCase {
  private var home: URL!
  private var server: StandInServer!

  /// Every discovery command, in text and JSON.
  private let commands: [[String]] = [
    ["discover", "--genre", "Drama"], ["discover", "--json"], ["show", "550"],
    ["show", "550", "--json"], ["show", "550", "--similar"], ["person", "287"],
    ["person", "287", "--json"], ["search", "--person", "brad"], ["collection", "119"],
    ["collection", "119", "--json"],
  ]

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
    server = try StandInServer { DiscoveryStandIn.reply($0) }
  }

  override func tearDown() {
    server.stop()
  }

  /// Runs `reel` live against the stand-in with stdout on `output`; with `ignoringSIGPIPE`
  /// through `bash -c "trap '' PIPE; exec …"`, as `(trap '' PIPE; reel …)` does.
  private func run(_ arguments: [String], stdout output: FileHandle, ignoringSIGPIPE: Bool = false)
    throws -> (status: Int32, reason: Process.TerminationReason, stderr: String)
  {
    let process = Process()
    let reel = try builtProduct("reel")
    let all = ["--api-base-url", server.baseURL.absoluteString] + arguments
    if ignoringSIGPIPE {
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", "trap '' PIPE; exec \"$0\" \"$@\"", reel.path] + all
    } else {
      process.executableURL = reel
      process.arguments = all
    }
    var environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "TMDB_API_KEY": testKey]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = home.appendingPathComponent(name).path
    }
    process.environment = environment
    process.standardOutput = output
    let errors = Pipe()
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason, text)
  }

  func testAFullDiskIsAnErrorForEveryDiscoveryCommand() throws {
    guard let full = FileHandle(forWritingAtPath: "/dev/full") else {
      throw XCTSkip("no /dev/full here")
    }
    for arguments in commands {
      let result = try run(arguments, stdout: full)
      XCTAssertEqual(result.status, 1, "\(arguments)")
      XCTAssertEqual(
        result.stderr, "reel: cannot write the output: no space left on device\n", "\(arguments)")
    }
  }

  func testABrokenPipeEndsEveryDiscoveryCommandQuietly() throws {
    for arguments in commands {
      let pipe = Pipe()
      try pipe.fileHandleForReading.close()  // the reader has gone before Reel writes
      let result = try run(arguments, stdout: pipe.fileHandleForWriting, ignoringSIGPIPE: true)
      XCTAssertEqual(result.reason, .exit, "\(arguments)")
      XCTAssertEqual(result.status, 141, "\(arguments)")
      XCTAssertEqual(result.stderr, "", "\(arguments)")
    }
  }

  /// Where to watch failing is a warning after the JSON; when the JSON itself cannot be
  /// written, that failure is all that is said.
  func testTheProvidersWarningNeverHidesAFailedWrite() throws {
    server.stop()
    server = try StandInServer { request in
      request.path.hasSuffix("/watch/providers")
        ? .json(404, #"{"status_code": 34, "status_message": "gone"}"#)
        : DiscoveryStandIn.reply(request)
    }
    guard let full = FileHandle(forWritingAtPath: "/dev/full") else {
      throw XCTSkip("no /dev/full here")
    }
    let result = try run(["show", "550", "--json"], stdout: full)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "reel: cannot write the output: no space left on device\n")
  }
}
