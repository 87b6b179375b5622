import App
import Foundation
import Library
import ReelTestSupport
import Screen
import TMDB
import XCTest

/// The issue's "done means", run as scripts against the replay catalog: a breakpoint on
/// movie/popular, a refresh, the answer edited by an `$EDITOR` (a small shell script) or
/// aborted, and what the list shows afterwards.
final class InspectorScriptTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = try makeTemporaryFolder(self)
  }

  /// An `$EDITOR` that runs `sed` over the file it is given.
  private func editor(_ sedExpression: String) throws -> String {
    let path = folder.appendingPathComponent("editor.sh").path
    let script = "#!/bin/sh\nsed -i '\(sedExpression)' \"$1\"\n"
    try Data(script.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
  }

  /// One replay catalog for every test here: each new one builds its search index (the whole
  /// catalog read on the cooperative pool) at start-up, and a dozen short tests in a row would
  /// leave a dozen builds running for the tests after them.
  private static let catalog: (any Transport)? = {
    var options = ConnectionOptions()
    options.forceReplay = true
    let services = try? Services.make(options, environment: [:])
    return (services?.client.transport as? InspectingTransport)?.upstream
  }()

  /// Replay services as `Services.make` wires them (the inspector outermost), over the shared
  /// catalog, with a record and breakpoints of this test's own.
  static func services() throws -> Services {
    let catalog = try XCTUnwrap(Self.catalog, "the bundled replay catalog is missing")
    let inspection = Inspection()
    let transport = InspectingTransport(
      wrapping: catalog, record: inspection.record, breakpoints: inspection.breakpoints,
      source: .replay)
    return Services(client: TMDBClient(transport: transport), mode: .replay, inspection: inspection)
  }

  private func run(_ text: String, editor: String? = nil) throws -> (
    output: [String], failure: ScriptRunner.Failure?, runner: ScriptRunner
  ) {
    var output: [String] = []
    let runner = ScriptRunner(
      services: try Self.services(), size: Size(width: 100, height: 30),
      start: .category(.popular), output: { output.append($0) })
    runner.environment = editor.map { ["EDITOR": $0, "PATH": "/usr/bin:/bin"] } ?? [:]
    runner.harFolder = folder
    let script = try Script(parsing: text)
    do {
      try runner.run(script)
      return (output, nil, runner)
    } catch {
      return (output, error, runner)
    }
  }

  func testAnEditedAnswerReachesTheList() throws {
    // The first title in the pretty-printed answer is the first movie's.
    let editor = try editor("0,/\"title\" : \"[^\"]*\"/s//\"title\" : \"Edited By The Inspector\"/")
    let (_, failure, _) = try run(
      """
      wait idle
      expect text "Avengers: Doomsday"
      break movie/popular
      key r
      wait paused
      wait text "paused at a breakpoint: movie/popular"  # the status bar hears of it next
      expect phase searching
      edit
      continue
      wait text "Edited By The Inspector"
      expect no-text "paused at a breakpoint"
      """, editor: editor)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }

  /// `edit` with neither `$VISUAL` nor `$EDITOR` started `vi`, which waited for ever for keys
  /// a script never sends (`reel --script` in CI hung): it now says what to set, and the held
  /// answer goes on as it was.
  func testEditWithoutANamedEditorSaysWhatToSetAndHangsNothing() throws {
    let (_, failure, _) = try run(
      """
      wait idle
      break movie/popular
      key r
      wait paused
      inspect
      edit
      expect text "set $EDITOR (or $VISUAL)"
      continue
      inspect
      expect text "Avengers: Doomsday"
      """)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }

  func testAnAbortedAnswerShowsTheFailureAndKeepsTheOldResults() throws {
    let (_, failure, _) = try run(
      """
      wait idle
      break movie/popular
      key r
      wait paused
      abort 503
      wait text "503"
      expect text "Avengers: Doomsday"
      expect no-text "paused at a breakpoint"
      """)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }

  func testATimeoutAbortSaysSo() throws {
    let (_, failure, _) = try run(
      """
      wait idle
      break movie/popular
      key r
      wait paused
      abort timeout
      wait text "timed out"
      expect text "Avengers: Doomsday"
      """)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }

  func testAnAnswerEditedIntoNonsenseGoesThroughTheSameDecoding() throws {
    let editor = try editor("1s/.*/this is not json/")
    let (output, failure, _) = try run(
      """
      wait idle
      break movie/popular
      key r
      wait paused
      inspect
      edit
      expect text "not valid JSON"
      continue
      inspect
      wait idle
      expect text "Avengers: Doomsday"
      expect no-text "paused at a breakpoint"
      snap
      """, editor: editor)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
    // The edit was decoded as a real answer would be: the failure says so, the old list stays.
    XCTAssertTrue(
      output.last?.contains("Unreadable response for popular page 1: it is not JSON") == true,
      output.joined(separator: "\n"))
  }

  func testTheOverlayListsRequestsAndOpensOne() throws {
    let (output, failure, _) = try run(
      """
      wait idle
      inspect
      expect text "Network inspector"
      expect text "/3/movie/popular?page=1"
      expect text "replay"
      snap
      key enter
      expect text "GET https://api.themoviedb.org/3/"
      key /
      type results
      key enter
      expect text "\\"results\\" : ["
      key escape
      key escape
      expect no-text "Network inspector"
      """)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
    XCTAssertTrue(
      output.contains { $0.contains("/3/configuration") }, output.joined(separator: "\n"))
  }

  func testTheOverlayFiltersCopiesCurlAndWritesHAR() throws {
    let (_, failure, runner) = try run(
      """
      wait idle
      inspect
      key /
      type genre
      key enter
      expect text "/3/genre/movie/list"
      expect no-text "/3/movie/popular"
      key y
      expect text "Copied the curl command"
      key x
      expect text "HAR written to"
      """)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
    XCTAssertEqual(
      runner.copied,
      #"curl -H "Accept: application/json" "https://api.themoviedb.org/3/genre/movie/list""#)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    XCTAssertTrue(files.contains { $0.hasPrefix("reel-") && $0.hasSuffix(".har") }, "\(files)")
  }

  func testBreakpointsAreSetFromTheOverlayListedAndDeleted() throws {
    let (_, failure, _) = try run(
      """
      wait idle
      inspect
      key k 3
      key b
      expect text "Breakpoint set on"
      key P
      expect text "● "
      key d
      expect text "deleted"
      expect text "No breakpoints"
      """)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }

  func testTheRecordKnowsWhatTheBrowserTookAndWhyItAsked() throws {
    let services = try Self.services()
    let runner = ScriptRunner(
      services: services, size: Size(width: 100, height: 30), start: .category(.popular),
      output: { _ in })
    try runner.run(try Script(parsing: "wait idle\nkey 2\nwait idle\n"))
    let exchanges = services.inspection.record.exchanges()
    let popular = try XCTUnwrap(exchanges.first { $0.endpoint == "/3/movie/popular?page=1" })
    XCTAssertEqual(popular.use, .taken)
    XCTAssertEqual(popular.source, .replay)
    XCTAssertNotNil(popular.browserRequest)
    XCTAssertTrue(exchanges.contains { $0.path == "/3/movie/top_rated" && $0.use == .taken })
    XCTAssertEqual(Set(exchanges.map(\.id)).count, exchanges.count)
  }

  func testWaitPausedWithoutABreakpointFailsPlainly() throws {
    let (_, failure, _) = try run(
      """
      wait idle
      continue
      """)
    XCTAssertEqual(failure?.reason, "no answer is paused at a breakpoint")
  }

  func testBadInspectorLinesAreRejected() {
    XCTAssertThrowsError(try Script(parsing: "break")) { error in
      XCTAssertEqual(
        (error as? ReelError)?.message,
        "script line 1: break needs a pattern, e.g. break movie/popular")
    }
    XCTAssertThrowsError(try Script(parsing: "abort 404"))
  }
}
