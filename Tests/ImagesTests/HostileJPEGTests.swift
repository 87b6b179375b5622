import Foundation
import XCTest

@testable import Images

/// JPEGs that are legal but odd, and ones that only look legal, as an image host could serve
/// them: each decodes, or is refused in plain words (the card keeps its placeholder); none
/// crashes, hangs or allocates what its header claims. Every one that decodes draws inside
/// its rectangle in symbols, kitty and sixel.
final class HostileJPEGTests: XCTestCase {
  private let base = JPEGSamples.baseline  // 64x48

  private enum Outcome: Equatable {
    case decodes(width: Int, height: Int)
    case fails(ImageFailure)
    case corrupt  // refused as damaged, whatever libjpeg's words
  }

  private func cases() throws -> [(String, Data, Outcome)] {
    [
      ("arithmetic-coded", OddJPEGSamples.arithmetic, .decodes(width: 24, height: 36)),
      ("a restart marker every MCU", OddJPEGSamples.restart, .decodes(width: 24, height: 36)),
      ("luma sampled 4x1", OddJPEGSamples.subsampled411, .decodes(width: 24, height: 36)),
      ("300x1", OddJPEGSamples.wide, .decodes(width: 300, height: 1)),
      ("1x300", OddJPEGSamples.tall, .decodes(width: 1, height: 300)),
      (
        "YCCK", OddJPEGSamples.ycck,
        .fails(.corrupt("Unsupported color conversion request"))
      ),
      (
        "1x10000 in the header", try Fixtures.withDimensions(base, width: 1, height: 10000),
        .fails(.tooLarge(width: 1, height: 10000))
      ),
      (
        "10000x1 in the header", try Fixtures.withDimensions(base, width: 10000, height: 1),
        .fails(.tooLarge(width: 10000, height: 1))
      ),
      (
        "65535 a side (past libjpeg's 65500)",
        try Fixtures.withDimensions(base, width: 65535, height: 65535), .corrupt
      ),
      ("0 wide", try Fixtures.withDimensions(base, width: 0, height: 48), .corrupt),
      ("0 high", try Fixtures.withDimensions(base, width: 64, height: 0), .corrupt),
      ("12-bit", try patchedFrame(base) { $0[4] = 12 }, .corrupt),
      ("lossless (SOF3)", try patchedFrame(base) { $0[1] = 0xC3 }, .corrupt),
      ("arithmetic lossless (SOF11)", try patchedFrame(base) { $0[1] = 0xCB }, .corrupt),
      (
        "EXIF and ICC segments of 64 KB each", withSegments(base, markers: [0xE1, 0xE2]),
        .decodes(width: 64, height: 48)
      ),
      (
        "a hundred comment segments",
        withSegments(base, markers: Array(repeating: 0xFE, count: 100)),
        .decodes(width: 64, height: 48)
      ),
      ("ending mid-scan", try cutInScan(base), .fails(.truncated)),
      ("ending before its scan", try cutBeforeScan(base), .fails(.truncated)),
      (
        "bytes after EOI", base + Data("<html>trailing</html>".utf8) + Data([0xFF, 0xD9, 0xFF]),
        .decodes(width: 64, height: 48)
      ),
      ("only a SOI", Data([0xFF, 0xD8, 0xFF]), .fails(.truncated)),
    ]
  }

  func testEachDecodesOrIsRefusedInPlainWords() throws {
    for (name, data, expected) in try cases() {
      let outcome: Outcome
      do {
        let image = try JPEGDecoder().decode(data)
        outcome = .decodes(width: image.width, height: image.height)
      } catch {
        if case .corrupt = error, expected == .corrupt {
          outcome = .corrupt
        } else {
          outcome = .fails(error)
        }
      }
      XCTAssertEqual(outcome, expected, name)
    }
  }

  /// Decoded or not, scaled in the decoder for a card: the same answer.
  func testScaledForACardTheAnswerIsTheSame() throws {
    for (name, data, expected) in try cases() {
      switch expected {
      case .decodes:
        XCTAssertNoThrow(try JPEGDecoder().decode(data, minimumWidth: 40, minimumHeight: 28), name)
      case .fails(let failure):
        XCTAssertThrowsError(try JPEGDecoder().decode(data, minimumWidth: 40, minimumHeight: 28)) {
          XCTAssertEqual($0 as? ImageFailure, failure, name)
        }
      case .corrupt:
        XCTAssertThrowsError(try JPEGDecoder().decode(data, minimumWidth: 40, minimumHeight: 28)) {
          guard case .corrupt = $0 as? ImageFailure else { return XCTFail("\(name): \($0)") }
        }
      }
    }
  }

  /// What decodes, however thin, draws inside its rectangle every way.
  func testWhatDecodesDrawsInsideItsRectangle() throws {
    for (name, data, expected) in try cases() {
      guard case .decodes = expected else { continue }
      let image = try JPEGDecoder().decode(data)
      for (columns, rows) in [(10, 7), (1, 1), (24, 18)] {
        let art = SymbolRenderer(colors: .trueColor).render(
          image, columns: columns, rows: rows, cell: .fallback)
        XCTAssertEqual([art.width, art.height], [columns, rows], name)
        for imageProtocol in [ImageProtocol.kitty, .sixel] {
          let made = try XCTUnwrap(
            TerminalImage.make(
              image, jpeg: data,
              choice: ImageChoice(imageProtocol, colors: .trueColor, reason: "test"),
              columns: columns, rows: rows, cell: .fallback, kittyID: 1),
            "\(name) \(imageProtocol)")
          XCTAssertTrue(
            (1...columns).contains(made.columns) && (1...rows).contains(made.rows),
            "\(name) \(imageProtocol) \(made.columns)x\(made.rows) in \(columns)x\(rows)")
        }
      }
    }
  }

  // MARK: making them

  /// `jpeg` with its frame header (from the marker on) changed by `change`.
  private func patchedFrame(_ jpeg: Data, _ change: (inout [UInt8]) -> Void) throws
    -> Data
  {
    var bytes = [UInt8](jpeg)
    let index = try XCTUnwrap(
      (0..<(bytes.count - 9)).first { bytes[$0] == 0xFF && (0xC0...0xC2).contains(bytes[$0 + 1]) })
    var frame = Array(bytes[index..<(index + 10)])  // from the marker's 0xFF
    change(&frame)
    bytes.replaceSubrange(index..<(index + 10), with: frame)
    return Data(bytes)
  }

  /// `jpeg` with a segment of the largest size (65,533 bytes) for each of `markers` after SOI.
  private func withSegments(_ jpeg: Data, markers: [UInt8]) -> Data {
    var segments: [UInt8] = []
    for marker in markers {
      segments += [0xFF, marker, 0xFF, 0xFF]
      segments += [UInt8](repeating: 0x41, count: 65533)
    }
    return jpeg.prefix(2) + Data(segments) + jpeg.dropFirst(2)
  }

  private func startOfScan(_ jpeg: Data) throws -> Int {
    let bytes = [UInt8](jpeg)
    return try XCTUnwrap(
      (0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
  }

  private func cutInScan(_ jpeg: Data) throws -> Data {
    let scan = try startOfScan(jpeg)
    return jpeg.prefix(scan + (jpeg.count - scan) / 3)
  }

  private func cutBeforeScan(_ jpeg: Data) throws -> Data {
    jpeg.prefix(try startOfScan(jpeg))
  }
}
