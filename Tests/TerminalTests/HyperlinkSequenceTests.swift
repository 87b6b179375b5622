import Screen
import XCTest

@testable import Terminal

/// The bytes that make the detail pane's addresses clickable (helper "detail").
final class HyperlinkSequenceTests: XCTestCase {
  private func buffer(_ text: String, at x: Int, style: Style = .plain) -> Buffer {
    var buffer = Buffer(width: 60, height: 3)
    buffer.put(text, x: x, y: 1, style: style)
    return buffer
  }

  func testTheCellsAreWrittenAgainInsideTheLinkWithTheCursorSavedAndRestored() {
    let url = "https://www.themoviedb.org/movie/603"
    let buffer = buffer(url, at: 7, style: Style(fg: .cyan))
    let link = Hyperlink(row: 1, column: 7, width: url.count, url: url)
    let bytes = String(
      decoding: HyperlinkSequence.bytes(for: [link], in: buffer, colors: .extended), as: UTF8.self)
    XCTAssertEqual(
      bytes,
      "\u{1b}7\u{1b}[2;8H\u{1b}]8;;\(url)\u{1b}\\\u{1b}[0;36m\(url)\u{1b}]8;;\u{1b}\\\u{1b}8")
  }

  func testAnAddressThatCouldBreakOutOfTheSequenceIsNeverWritten() {
    for hostile in [
      "https://a.example/\u{1b}]2;title\u{7}", "javascript:alert(1)", "https://a.example/\u{9c}",
      "https://a.example/ä", "file:///etc/passwd",
    ] {
      let buffer = buffer("https://a.example/xxxxxxxx", at: 0)
      let link = Hyperlink(row: 1, column: 0, width: 20, url: hostile)
      XCTAssertEqual(HyperlinkSequence.bytes(for: [link], in: buffer, colors: .basic), [], hostile)
    }
    XCTAssertEqual(
      HyperlinkSequence.safeAddress("https://a.example/x;y=1"), "https://a.example/x%3By=1")
  }

  func testALinkOutsideTheFrameOrOverOtherCellsIsLeftOut() {
    let buffer = buffer("plain words, not an address", at: 0)
    XCTAssertEqual(
      HyperlinkSequence.bytes(
        for: [Hyperlink(row: 5, column: 0, width: 4, url: "https://a.example")], in: buffer,
        colors: .basic), [])
    XCTAssertEqual(
      HyperlinkSequence.bytes(
        for: [Hyperlink(row: 1, column: 50, width: 20, url: "https://a.example")], in: buffer,
        colors: .basic), [])
  }

  func testOnlyTerminalsKnownToUnderstandOSC8GetLinks() {
    XCTAssertTrue(HyperlinkSequence.isSupported(environment: ["TERM": "xterm-kitty"]))
    XCTAssertTrue(HyperlinkSequence.isSupported(environment: ["VTE_VERSION": "7600"]))
    XCTAssertTrue(HyperlinkSequence.isSupported(environment: ["TERM_PROGRAM": "WezTerm"]))
    XCTAssertFalse(HyperlinkSequence.isSupported(environment: ["TERM": "xterm-256color"]))
    XCTAssertFalse(HyperlinkSequence.isSupported(environment: ["TERM": "linux"]))
    XCTAssertFalse(
      HyperlinkSequence.isSupported(environment: ["TERM": "tmux-256color", "VTE_VERSION": "7600"]))
    XCTAssertTrue(
      HyperlinkSequence.isSupported(environment: ["TERM": "tmux-256color", "REEL_HYPERLINKS": "1"]))
    XCTAssertFalse(
      HyperlinkSequence.isSupported(environment: ["TERM": "xterm-kitty", "REEL_HYPERLINKS": "0"]))
  }
}
