import App
import Foundation
import ReelTestSupport
import XCTest

/// Output that cannot fail silently, and text that cannot drive the user's terminal.
final class OutputSafetyTests: XCTestCase {
  private func environment() throws -> [String: String] {
    let scratch = try makeTemporaryFolder(self)
    return [
      "XDG_STATE_HOME": scratch.appendingPathComponent("state").path,
      "XDG_DATA_HOME": scratch.appendingPathComponent("data").path,
      "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path,
      "XDG_CONFIG_HOME": scratch.appendingPathComponent("config").path,
      "REEL_WATCHLIST_DB": scratch.appendingPathComponent("library.sqlite").path,
    ]
  }

  /// Runs `reel` with its stdout on `output` (a file handle the test chose), through
  /// `bash -c 'trap "" PIPE; exec …'` so that SIGPIPE is ignored as `(trap '' PIPE; …)` does.
  private func run(
    _ arguments: [String], stdout output: FileHandle, ignoringSIGPIPE: Bool = false
  ) throws -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
    let process = Process()
    let reel = try builtProduct("reel")
    if ignoringSIGPIPE {
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", "trap '' PIPE; exec \"$0\" \"$@\"", reel.path] + arguments
    } else {
      process.executableURL = reel
      process.arguments = arguments
    }
    process.environment = try environment().merging(["PATH": "/usr/bin:/bin"]) { $1 }
    process.standardOutput = output
    let errors = Pipe()
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason, text)
  }

  func testAFullDiskIsAnErrorNotASilentSuccess() throws {
    guard let full = FileHandle(forWritingAtPath: "/dev/full") else {
      throw XCTSkip("no /dev/full here")
    }
    for arguments in [
      ["show", "550", "--json"], ["list", "popular"], ["show", "550"], ["watchlist", "list"],
      ["watchlist", "export"], ["search", "blade", "--json"],
    ] {
      let result = try run(arguments, stdout: full)
      XCTAssertEqual(result.status, 1, "\(arguments)")
      XCTAssertEqual(
        result.stderr, "reel: cannot write the output: no space left on device\n", "\(arguments)")
    }
  }

  func testABrokenPipeEndsQuietlyWithStatus141() throws {
    for arguments in [["show", "550", "--json"], ["list", "popular"]] {
      let pipe = Pipe()
      try pipe.fileHandleForReading.close()  // the reader has gone before Reel writes
      let result = try run(arguments, stdout: pipe.fileHandleForWriting, ignoringSIGPIPE: true)
      XCTAssertEqual(result.reason, .exit, "\(arguments)")
      XCTAssertEqual(result.status, 141, "\(arguments)")
      XCTAssertEqual(result.stderr, "", "\(arguments)")
    }
  }

  func testJSONEscapesEverythingATerminalWouldActOn() throws {
    let hostile = "A\u{1B}]52;c;ZXZpbA==\u{07}B\u{9B}2J\u{202E}C\u{7F}D\u{2066}E"
    let data = try JSONOutput.encode(["t": hostile])
    let text = String(decoding: data, as: UTF8.self)
    XCTAssertFalse(
      text.unicodeScalars.contains {
        $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x202E
      })
    XCTAssertTrue(text.contains("\\u009b"), text)
    XCTAssertTrue(text.contains("\\u202e"), text)
    XCTAssertTrue(text.contains("\\u007f"), text)
    XCTAssertTrue(text.contains("\\u2066"), text)
    let decoded = try JSONSerialization.jsonObject(with: data) as? [String: String]
    XCTAssertEqual(decoded?["t"], hostile, "the same string to a parser")
  }

  /// `reel show` against a replay folder whose movie carries escape sequences in its release
  /// date and title: JSON escapes them, and nothing raw reaches stdout or stderr.
  func testHostileFieldsInShowAreNeverWrittenRaw() throws {
    let folder = try makeTemporaryFolder(self)
    let catalog = try XCTUnwrap(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Catalog"))
    let name = "3_movie_550__append_to_response-credits,videos,release_dates.json"
    var recording = try XCTUnwrap(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: catalog.appendingPathComponent(name))) as? [String: Any])
    var response = try XCTUnwrap(recording["response"] as? [String: Any])
    var body = try XCTUnwrap(response["body"] as? [String: Any])
    body["release_date"] = "1999\u{1B}]2;pwned\u{07}\u{1B}[2J\u{9D}52;c;eA==\u{9C}"
    body["title"] = "Fight\u{202E}Club\u{85}"
    response["body"] = body
    recording["response"] = response
    try JSONSerialization.data(withJSONObject: recording).write(
      to: folder.appendingPathComponent(name))
    for arguments in [["show", "550", "--json"], ["show", "550"]] {
      let result = try runProcess(
        try builtProduct("reel"), arguments + ["--replay-dir", folder.path],
        environment: try environment())
      XCTAssertEqual(result.status, 0, result.stderr)
      let raw = result.stdout.unicodeScalars.filter {
        $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value)
          || $0.value == 0x202E
      }
      if arguments.contains("--json") {
        XCTAssertTrue(raw.isEmpty, "\(arguments): \(raw.map { $0.value })")
        XCTAssertTrue(result.stdout.contains("\\u001b]2;pwned"), result.stdout)
      } else {
        // Not a terminal here, so the text table is the sanitised page itself.
        XCTAssertTrue(raw.isEmpty, "\(arguments): \(raw.map { $0.value })")
      }
    }
  }

  /// On a terminal, whatever a command writes is sanitised, whoever built the text.
  func testTextWrittenToATerminalIsSanitised() throws {
    var primary: Int32 = 0
    var secondary: Int32 = 0
    guard openpty(&primary, &secondary, nil, nil, nil) == 0 else {
      throw XCTSkip("no pty")
    }
    defer {
      close(primary)
      close(secondary)
    }
    let writer = OutputWriter(descriptor: secondary)
    XCTAssertTrue(writer.isTerminal)
    try writer.write("Released: 1999\u{1B}]2;pwned\u{07}\u{1B}[2J\u{202E}ok\n")
    try writer.finish()
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(primary, &buffer, buffer.count)
    let shown = String(decoding: buffer[0..<max(count, 0)], as: UTF8.self)
    XCTAssertFalse(shown.contains("\u{1B}"), shown.debugDescription)
    XCTAssertFalse(shown.contains("\u{202E}"), shown.debugDescription)
    XCTAssertTrue(shown.hasPrefix("Released: 1999ok"), shown.debugDescription)
  }

  func testLogLinesAreSanitisedAndTheLogNeverFollowsASymlink() throws {
    let folder = try makeTemporaryFolder(self)
    let target = folder.appendingPathComponent("victim.txt")
    try Data("precious\n".utf8).write(to: target)
    let link = folder.appendingPathComponent("reel.log")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    XCTAssertThrowsError(try LogFile(url: link)) { error in
      XCTAssertTrue("\(error)".contains("symbolic link"), "\(error)")
    }
    XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "precious\n")

    let url = folder.appendingPathComponent("real.log")
    let log = try LogFile(url: url)
    log.write("status_message: \u{1B}]0;title\u{07}bad\u{9B}31mred")
    XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "status_message: badred\n")
  }

  func testConfigWarningsDoNotEchoEscapes() throws {
    // Not TOML at all: the parser's complaint quotes the file, and is sanitised.
    XCTAssertThrowsError(
      try ConfigFile(
        parsing: "[\u{1B}]2;x\u{07}keys]\n\u{1B}[31mcolour = \"x\"\n", path: "/c.toml")
    ) {
      let message = ($0 as? ReelError)?.message ?? ""
      XCTAssertFalse(message.contains("\u{1B}"), message.debugDescription)
    }
    // Quoted keys may hold anything: warnings about them are sanitised too.
    let config = try ConfigFile(
      parsing: "\"\\u001B[31mcolour\" = \"x\"\n[\"\\u001B]2;x\\u0007\"]\nk = 1\n", path: "/c.toml")
    XCTAssertEqual(config.warnings.count, 2)
    for warning in config.warnings {
      XCTAssertFalse(warning.contains("\u{1B}"), warning.debugDescription)
      XCTAssertFalse(warning.contains("\u{07}"), warning.debugDescription)
    }
  }

  /// A FIFO where a file should be must never make Reel wait for a writer that never comes.
  func testFIFOsInPlaceOfTheConfigAndTheLogAreRefusedNotWaitedOn() throws {
    let folder = try makeTemporaryFolder(self)
    let config = folder.appendingPathComponent("config.toml")
    let log = folder.appendingPathComponent("reel.log")
    XCTAssertEqual(mkfifo(config.path, 0o600), 0)
    XCTAssertEqual(mkfifo(log.path, 0o600), 0)
    XCTAssertThrowsError(try ConfigFile.load(from: config)) { error in
      XCTAssertEqual(
        (error as? ReelError)?.message, "the config file \(config.path) is not a regular file")
    }
    XCTAssertThrowsError(try LogFile(url: log))
  }
}
