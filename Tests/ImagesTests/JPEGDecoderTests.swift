import Foundation
import Images
import XCTest

/// Broken images become typed failures (the screen draws the placeholder), never a crash, an
/// exit() from libjpeg, or an allocation the header talked Reel into.
final class JPEGDecoderTests: XCTestCase {
  func testDecodesACatalogPosterAtFullSize() throws {
    let image = try JPEGDecoder().decode(Fixtures.poster().data)
    XCTAssertEqual(image.width, 185)
    XCTAssertEqual(image.height, 278)
    XCTAssertEqual(image.pixels.count, 185 * 278 * 3)
    // Not a flat grey: the picture has colours.
    XCTAssertGreaterThan(
      Set(stride(from: 0, to: image.pixels.count, by: 3).map { image.pixels[$0] }).count, 20)
  }

  func testScalesInTheDecoderToTheSmallestSizeThatIsLargeEnough() throws {
    let data = try Fixtures.poster().data
    let quarter = try JPEGDecoder().decode(data, minimumWidth: 40, minimumHeight: 60)
    XCTAssertEqual(quarter.width, 47)  // 185 * 2/8, rounded up; 1/8 (24 px) would be too small
    XCTAssertEqual(quarter.height, 70)
    let full = try JPEGDecoder().decode(data, minimumWidth: 400, minimumHeight: 600)
    XCTAssertEqual(full.width, 185, "never scaled up")
  }

  func testTruncatedImage() throws {
    let data = try Fixtures.poster().data
    XCTAssertThrowsError(try JPEGDecoder().decode(data.prefix(data.count / 2))) {
      XCTAssertEqual($0 as? ImageFailure, .truncated)
    }
    XCTAssertThrowsError(try JPEGDecoder().decode(data.prefix(40))) {
      XCTAssertNotNil($0 as? ImageFailure)
    }
  }

  func testWrongFormatsAreNamed() throws {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    XCTAssertThrowsError(try JPEGDecoder().decode(png)) {
      XCTAssertEqual($0 as? ImageFailure, .notJPEG(what: "PNG"))
    }
    let html = Data("  <!DOCTYPE html><html><body>502 Bad Gateway</body></html>".utf8)
    XCTAssertThrowsError(try JPEGDecoder().decode(html)) {
      XCTAssertEqual($0 as? ImageFailure, .notJPEG(what: "an HTML page"))
    }
    XCTAssertThrowsError(try JPEGDecoder().decode(Data("{\"status_code\":34}".utf8))) {
      XCTAssertEqual($0 as? ImageFailure, .notJPEG(what: "JSON"))
    }
  }

  func testEmptyImage() {
    XCTAssertThrowsError(try JPEGDecoder().decode(Data())) {
      XCTAssertEqual($0 as? ImageFailure, .empty)
    }
  }

  func testGarbageBehindAJPEGSignatureIsRefusedNotACrash() throws {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
    var state: UInt32 = 7
    for _ in 0..<4000 {
      state = state &* 1_103_515_245 &+ 12345
      bytes.append(UInt8(truncatingIfNeeded: state >> 16))
    }
    XCTAssertThrowsError(try JPEGDecoder().decode(Data(bytes))) { error in
      switch error as? ImageFailure {
      case .corrupt(let detail): XCTAssertFalse(detail.isEmpty)
      case .truncated: break  // no image found before the data ran out
      default: XCTFail("expected corrupt or truncated, got \(error)")
      }
    }
    // A valid header with its scan data scrambled.
    var scrambled = [UInt8](try Fixtures.poster().data)
    for index in stride(from: scrambled.count / 2, to: scrambled.count - 2, by: 7) {
      scrambled[index] = 0xFF
    }
    XCTAssertThrowsError(try JPEGDecoder().decode(Data(scrambled)))
  }

  func testAbsurdDimensionsAreRefusedFromTheHeader() throws {
    let huge = try Fixtures.withDimensions(Fixtures.poster().data, width: 60000, height: 60000)
    XCTAssertThrowsError(try JPEGDecoder().decode(huge)) {
      XCTAssertEqual($0 as? ImageFailure, .tooLarge(width: 60000, height: 60000))
    }
    // Within each side's limit, but too many pixels all the same.
    let wide = try Fixtures.withDimensions(Fixtures.poster().data, width: 8000, height: 8000)
    XCTAssertThrowsError(try JPEGDecoder().decode(wide)) {
      XCTAssertEqual($0 as? ImageFailure, .tooLarge(width: 8000, height: 8000))
    }
  }

  func testEveryCatalogFilmHasAPosterThatDecodes() throws {
    let paths = try Fixtures.catalogPosterPaths()
    XCTAssertGreaterThan(paths.count, 100)
    for path in paths {
      let file = try Fixtures.posterFolder.appendingPathComponent(String(path.dropFirst()))
      let data = try XCTUnwrap(try? Data(contentsOf: file), "no replay poster for \(path)")
      let image = try JPEGDecoder().decode(data)
      XCTAssertEqual(image.width, 185, path)
    }
  }
}
