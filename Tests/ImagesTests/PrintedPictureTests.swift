import XCTest

@testable import Images

/// gfx2: the bytes `reel show` prints for a poster with a picture protocol: rows reserved with
/// newlines, the picture at their top with the cursor saved and restored, the cursor below it.
final class PrintedPictureTests: XCTestCase {
  private func image(_ kind: ImageProtocol, tmux: Bool = false) -> TerminalImage {
    TerminalImage(
      imageProtocol: kind, columns: 3, rows: 2, payload: Array("PIC".utf8),
      kittyID: kind == .kitty ? 7 : nil, tmuxPassthrough: tmux)
  }

  func testKittyUploadsThenPlacesAtTheReservedRows() {
    let bytes = PrintedPicture.bytes(image(.kitty))
    XCTAssertEqual(
      bytes.map { String(decoding: $0, as: UTF8.self) },
      "\n\n\u{1B}[2A\r\u{1B}7PIC\u{1B}_Ga=p,i=7,c=3,r=2,C=1,q=2\u{1B}\\\u{1B}8\u{1B}[2B")
  }

  func testSixelAndITermDrawTheirPayloadInPlace() {
    for kind in [ImageProtocol.sixel, .iterm] {
      XCTAssertEqual(
        PrintedPicture.bytes(image(kind)).map { String(decoding: $0, as: UTF8.self) },
        "\n\n\u{1B}[2A\r\u{1B}7PIC\u{1B}8\u{1B}[2B", "\(kind)")
    }
  }

  func testTmuxPassthroughAndSymbolsPrintNoPicture() {
    XCTAssertNil(PrintedPicture.bytes(image(.kitty, tmux: true)))
    XCTAssertNil(PrintedPicture.bytes(image(.sixel, tmux: true)))
    XCTAssertNil(PrintedPicture.bytes(image(.symbols)))
  }

  func testThePosterIsNeverWiderThanTheTerminal() {
    XCTAssertEqual(PrintedPicture.size(terminalColumns: 200).columns, 24)
    XCTAssertEqual(PrintedPicture.size(terminalColumns: 80).columns, 24)
    XCTAssertEqual(PrintedPicture.size(terminalColumns: 16).columns, 16)
    XCTAssertEqual(PrintedPicture.size(terminalColumns: 0).columns, 1)
    XCTAssertEqual(PrintedPicture.size(terminalColumns: nil).columns, 24)
  }

  func testPrintedKittyIDsStayClearOfTheBrowsersSmallOnes() {
    let id = PrintedPicture.firstKittyID()
    XCTAssertGreaterThanOrEqual(id, 0x0100_0000)
  }
}
