import App
import Browser
import Screen
import Terminal
import XCTest

final class ScriptParsingTests: XCTestCase {
  func testEveryCommandParses() throws {
    let script = try Script(
      parsing: """
        size 80x24
        key j 5            # move down five
        key ctrl-d
        type blade runner  # literal text
        type "a # b"
        wait idle
        wait text "Dune"
        expect phase fetchingPage
        expect text "Dune \\"Part\\" Two"
        expect no-text "Error"
        snap
        quit
        """)
    XCTAssertEqual(
      script.lines.map(\.command),
      [
        .size(Size(width: 80, height: 24)), .key(.character("j"), count: 5),
        .key(.ctrl("d"), count: 1), .type("blade runner"), .type("a # b"), .waitIdle,
        .waitText("Dune"), .expectPhase(.fetchingPage), .expectText("Dune \"Part\" Two"),
        .expectNoText("Error"), .snap, .quit,
      ])
    XCTAssertEqual(script.lines.map(\.number), Array(1...12))
  }

  func testAByteOrderMarkBeforeTheFirstCommandIsNoPartOfIt() throws {
    let script = try Script(parsing: "\u{FEFF}size 80x24\r\nquit\r\n")
    XCTAssertEqual(script.lines.map(\.source), ["size 80x24", "quit"])
  }

  func testBadLinesNameTheLineAndTheProblem() {
    let cases: [(String, String)] = [
      ("jump 3", "script line 1: unknown command \"jump\""),
      ("key hyper-x", "script line 1: unknown key \"hyper-x\""),
      ("key j 0", "script line 1: key repeat count must be a whole number from 1 to 10000"),
      (
        "key j 1000000",
        "script line 1: key repeat count must be a whole number from 1 to 10000"
      ),
      ("size huge", "script line 1: size wants WxH, each from 1 to 1000, e.g. 100x30"),
      (
        "\n\nexpect phase busy",
        "script line 3: unknown phase \"busy\"; phases: idle, loadingConfig, searching, fetchingPage, configFailure"
      ),
      ("wait text \"open", "script line 1: a quoted text is missing its closing quote"),
      // An empty text is on no screen as Foundation reads it: the wait ran out after 10 s,
      // blaming "nothing is loading", and `expect no-text ""` held whatever the screen showed.
      (
        "wait text \"\"",
        "script line 1: wait text needs some text to look for, e.g. wait text \"Dune\""
      ),
      (
        "wait text", "script line 1: wait text needs some text to look for, e.g. wait text \"Dune\""
      ),
      (
        "expect no-text \"\"",
        "script line 1: expect no-text needs some text to look for, e.g. expect no-text \"Dune\""
      ),
      (
        "expect text \"\"",
        "script line 1: expect text needs some text to look for, e.g. expect text \"Dune\""
      ),
      (
        "wait no-text \"\"",
        "script line 1: wait no-text needs some text to look for, e.g. wait no-text \"Dune\""
      ),
    ]
    for (text, message) in cases {
      XCTAssertThrowsError(try Script(parsing: text), text) { error in
        XCTAssertEqual((error as? ReelError)?.message, message)
      }
    }
  }
}
