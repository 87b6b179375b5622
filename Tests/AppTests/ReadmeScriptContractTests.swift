import Foundation
import ReelTestSupport
import XCTest

@testable import App

/// README's "Scripts" section read by a stranger who then hands `reel --script` what it
/// invites: text after a quoted argument, a `type` line of a megabyte, a key name of a
/// thousand letters, bytes that are not UTF-8. Each is a plain error naming its line, short
/// enough to read.
final class ReadmeScriptContractTests: XCTestCase {
  /// `expect text "Dune" "Part Two"` checked "Dune" alone and passed: what followed the
  /// closing quote was dropped without a word.
  func testTextAfterTheClosingQuoteIsAnError() {
    for line in [
      "expect text \"Dune\" \"Part Two\"", "wait text \"Dune\" extra", "type \"du\" ne",
      "expect no-text \"x\"y",
    ] {
      XCTAssertThrowsError(try Script(parsing: line), line) { error in
        let message = (error as? ReelError)?.message ?? ""
        XCTAssertTrue(message.hasPrefix("script line 1: \""), message)
        XCTAssertTrue(message.contains("follows the closing quote"), message)
      }
    }
    // A comment after the closing quote is still a comment.
    XCTAssertEqual(
      try Script(parsing: "expect text \"Dune\"   # the film\n").lines.map(\.command),
      [.expectText("Dune")])
  }

  /// A `type` line of a megabyte kept the script typing for eleven minutes (each key taken
  /// from the front of a megabyte-long queue); it is refused at once, as a `key` repeat past
  /// 10,000 is.
  func testATypeLineLongerThanTheRepeatLimitIsRefused() throws {
    let long = String(repeating: "a", count: 10_001)
    XCTAssertThrowsError(try Script(parsing: "wait idle\ntype \(long)\n")) { error in
      XCTAssertEqual(
        (error as? ReelError)?.message,
        "script line 2: type takes at most 10000 characters (this line has 10001); use paste "
          + "for longer text")
    }
    let most = String(repeating: "a", count: 10_000)
    XCTAssertEqual(try Script(parsing: "type \(most)").lines.map(\.command), [.type(most)])
  }

  /// The keys of a long `type` line arrive in order (they are taken from the end of a
  /// reversed queue now).
  func testATypedLineArrivesInOrder() throws {
    let run = try ScriptSupport.run(
      """
      wait idle
      key /
      type blade runner
      wait idle
      expect text "/ blade runner"
      expect text "Blade Runner 2049"
      """)
    XCTAssertNil(run.failure.map { "line \($0.line.number): \($0.reason)" })
  }

  /// An unknown key or command of a thousand letters was quoted whole (a megabyte-long line on
  /// stderr for a megabyte-long word).
  func testAHugeUnknownWordIsQuotedCut() {
    let word = String(repeating: "x", count: 1000)
    for (line, start) in [
      ("key \(word)", "script line 1: unknown key \"xxxx"),
      (word, "script line 1: unknown command \"xxxx"),
      ("expect phase \(word)", "script line 1: unknown phase \"xxxx"),
    ] {
      XCTAssertThrowsError(try Script(parsing: line)) { error in
        let message = (error as? ReelError)?.message ?? ""
        XCTAssertTrue(message.hasPrefix(start), message)
        XCTAssertLessThan(message.count, 200, message)
        XCTAssertTrue(message.contains("…"), message)
      }
    }
  }

  /// A script with a Latin-1 byte: it was read with U+FFFD in place of the byte, and `type`
  /// typed that; now the line holding it is named.
  func testAScriptThatIsNotUTF8NamesTheLine() throws {
    var data = Data("size 80x24\nkey /\n".utf8)
    data += Data([0x74, 0x79, 0x70, 0x65, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A])  // "type caf\xE9"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-latin1-\(UUID().uuidString).reel")
    try data.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let services = try ScriptSupport.replayServices()
    XCTAssertThrowsError(
      try BrowseCommand.runScript(at: file.path, size: nil, services: services, start: .home)
    ) { error in
      XCTAssertEqual(
        (error as? ReelError)?.message,
        "script line 3 is not UTF-8 text; save the script as UTF-8")
    }
  }

  /// A failing `expect text` of 100,000 letters: the report quoted the line and the text
  /// whole, twice, on its first line.
  func testAFailureReportCutsAHugeLineAndText() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-readme-script-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("long.reel")
    try Data(("expect text \"" + String(repeating: "a", count: 100_000) + "\"\n").utf8).write(
      to: script)
    var environment: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"] {
      environment[name] = folder.appendingPathComponent(name).path
    }
    let run = try runProcess(
      try builtProduct("reel"), ["--script", script.path], environment: environment)
    XCTAssertEqual(run.status, 1)
    let first = String(run.stderr.split(separator: "\n").first ?? "")
    XCTAssertTrue(first.hasPrefix("reel: script line 1 (expect text \"aaaa"), first)
    XCTAssertTrue(first.hasSuffix("…\" is not on the screen"), String(first.suffix(80)))
    XCTAssertLessThan(first.count, 300)
  }

  /// A script that is not there was "cannot read x.reel: …", with no word of what x.reel was
  /// meant to be; a folder given as one already said "the script".
  func testAMissingScriptIsNamedAsTheScript() throws {
    let services = try ScriptSupport.replayServices()
    XCTAssertThrowsError(
      try BrowseCommand.runScript(
        at: "/nonexistent/dune.reel", size: nil, services: services, start: .home)
    ) { error in
      XCTAssertEqual(
        (error as? ReelError)?.message,
        "cannot read the script /nonexistent/dune.reel: no such file or directory")
    }
  }

  /// `expect text "   "` passed on every screen (its blank cells hold spaces) and `expect
  /// no-text "  "` failed on every one: a check of blanks says nothing, as an empty one.
  func testABlankScreenTextIsAnError() {
    for line in ["expect text \"   \"", "wait text \" \"", "expect no-text \"  \""] {
      XCTAssertThrowsError(try Script(parsing: line), line) { error in
        let message = (error as? ReelError)?.message ?? ""
        XCTAssertTrue(message.contains("needs some text to look for"), message)
      }
    }
    XCTAssertEqual(
      try Script(parsing: "expect text \" Dune \"").lines.map(\.command), [.expectText(" Dune ")])
  }

  /// `wait idle 5` (a timeout, the writer thought) and `snap now` ran as if the rest were not
  /// there; the inspector's commands already said "takes nothing after it".
  func testCommandsWithoutArgumentsRefuseTrailingText() {
    for (line, message) in [
      ("wait idle 5", "script line 1: wait idle takes nothing after it, not \"5\""),
      ("snap now", "script line 1: snap takes nothing after it, not \"now\""),
      ("quit please", "script line 1: quit takes nothing after it, not \"please\""),
      ("wait paused 3", "script line 1: wait paused takes nothing after it, not \"3\""),
    ] {
      XCTAssertThrowsError(try Script(parsing: line), line) { error in
        XCTAssertEqual((error as? ReelError)?.message, message)
      }
    }
    XCTAssertEqual(
      try Script(parsing: "wait idle   # settle\nsnap\nquit\n").lines.map(\.command),
      [.waitIdle, .snap, .quit])
  }
}
