import Foundation
import Images
import XCTest

/// A progressive JPEG is decoded scan by scan, and each scan walks every block of the image.
/// A scan can be a few bytes (one end-of-band run covers 32,767 blocks), so a poster-sized
/// file can hold tens of thousands of scans over a 16-megapixel image: minutes of CPU for one
/// poster. libjpeg leaves the limit to its caller (djpeg's -maxscans); Reel refuses such a file.
final class JPEGScanBombTests: XCTestCase {
  /// A grey progressive JPEG of `side` x `side` pixels: one DC scan, then `scans` AC scans that
  /// each end every block at once. Every value is 0 (a mid-grey picture).
  static func scanBomb(side: Int, scans: Int) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8]
    func segment(_ marker: UInt8, _ body: [UInt8]) {
      let length = body.count + 2
      bytes += [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }
    segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))  // quantisation: all ones
    // SOF2 (progressive): 8 bits, height, width, one component (id 1, 1x1, table 0).
    segment(
      0xC2,
      [
        8, UInt8(side >> 8), UInt8(side & 0xFF), UInt8(side >> 8), UInt8(side & 0xFF), 1, 1, 0x11,
        0,
      ])
    // Huffman: DC table 0 holds category 0 only; AC table 0 holds EOB14 only, both as the
    // one-bit code "0".
    segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
    segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0xE0])
    let blocks = ((side + 7) / 8) * ((side + 7) / 8)

    /// Entropy-coded bits as bytes: padded with ones, every 0xFF followed by a stuffed 0x00.
    func entropy(_ bits: [Bool]) -> [UInt8] {
      var out: [UInt8] = []
      var index = 0
      while index < bits.count {
        var byte: UInt8 = 0
        for bit in 0..<8 {
          let one = index + bit < bits.count ? bits[index + bit] : true
          if one { byte |= 0x80 >> UInt8(bit) }
        }
        out.append(byte)
        if byte == 0xFF { out.append(0x00) }
        index += 8
      }
      return out
    }

    // DC first scan: one "0" (a difference of 0) per block.
    segment(0xDA, [1, 1, 0x00, 0, 0, 0x00])
    bytes += entropy([Bool](repeating: false, count: blocks))
    // Each AC scan: EOB14 ("0") with 14 one bits (a run of 32,767 blocks), until every block is
    // covered.
    var run: [Bool] = []
    for _ in 0..<((blocks + 32_766) / 32_767) {
      run.append(false)
      run += [Bool](repeating: true, count: 14)
    }
    let acData = entropy(run)
    for _ in 0..<scans {
      segment(0xDA, [1, 1, 0x00, 1, 63, 0x00])
      bytes += acData
    }
    bytes += [0xFF, 0xD9]
    return Data(bytes)
  }

  func testAProgressiveFileWithThousandsOfScansIsRefused() {
    // 4000x4000 (within the pixel limit) and 20,000 scans: ~560 KB.
    let bomb = Self.scanBomb(side: 4000, scans: 20_000)
    XCTAssertLessThan(bomb.count, 1_000_000)
    XCTAssertThrowsError(try JPEGDecoder().decode(bomb, minimumWidth: 100, minimumHeight: 150)) {
      guard case .corrupt(let reason)? = $0 as? ImageFailure else {
        return XCTFail("\($0)")
      }
      XCTAssertTrue(reason.contains("scans"), reason)
    }
  }

  func testAProgressiveFileWithAFewScansStillDecodes() throws {
    let image = try JPEGDecoder().decode(Self.scanBomb(side: 64, scans: 5))
    XCTAssertEqual(image.width, 64)
    XCTAssertEqual(image.height, 64)
  }
}
