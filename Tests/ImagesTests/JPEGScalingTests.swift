import Foundation
import Images
import XCTest

/// Decoding at a scale: the decoder's DCT scaling gives the smallest size still large enough,
/// and the picture keeps its colours at every scale; odd but valid JPEGs decode, unsupported
/// ones fail with a plain error.
final class JPEGScalingTests: XCTestCase {
  /// Minimum size asked → the size decoded (64x48 in eighths, rounded up).
  private let scales: [(minimum: (Int, Int), decoded: (Int, Int))] = [
    ((1, 1), (8, 6)),  // 1/8
    ((8, 6), (8, 6)),
    ((9, 1), (16, 12)),  // 2/8
    ((17, 12), (24, 18)),  // 3/8
    ((32, 24), (32, 24)),  // 4/8
    ((33, 1), (40, 30)),  // 5/8
    ((1, 43), (64, 48)),  // 8/8
    ((200, 200), (64, 48)),  // never scaled up
  ]

  func testEachScaleGivesTheSmallestSizeStillLargeEnough() throws {
    for (minimum, decoded) in scales {
      let image = try JPEGDecoder().decode(
        JPEGSamples.baseline, minimumWidth: minimum.0, minimumHeight: minimum.1)
      XCTAssertEqual([image.width, image.height], [decoded.0, decoded.1], "asked \(minimum)")
      XCTAssertEqual(image.pixels.count, decoded.0 * decoded.1 * 3)
    }
  }

  /// Red top left, blue top right, yellow bottom left, cyan bottom right, at every scale, in
  /// baseline and progressive files alike.
  func testTheGradientKeepsItsColoursAtEveryScale() throws {
    for sample in [JPEGSamples.baseline, JPEGSamples.progressive] {
      for (minimum, _) in scales {
        let image = try JPEGDecoder().decode(
          sample, minimumWidth: minimum.0, minimumHeight: minimum.1)
        let corners = [
          pixel(image, 0, 0), pixel(image, image.width - 1, 0), pixel(image, 0, image.height - 1),
          pixel(image, image.width - 1, image.height - 1),
        ]
        let expected: [[Int]] = [[255, 0, 0], [0, 0, 255], [255, 255, 0], [0, 255, 255]]
        for (corner, want) in zip(corners, expected) {
          XCTAssertTrue(
            zip(corner, want).allSatisfy { abs($0 - $1) <= 24 },
            "\(corner) for \(want) at \(image.width)x\(image.height)")
        }
      }
    }
  }

  func testGreyJPEGsDecodeToGreyRGB() throws {
    let image = try JPEGDecoder().decode(JPEGSamples.grayscale, minimumWidth: 16, minimumHeight: 12)
    XCTAssertEqual([image.width, image.height], [16, 12])
    for index in stride(from: 0, to: image.pixels.count, by: 3) {
      XCTAssertEqual(image.pixels[index], image.pixels[index + 1])
      XCTAssertEqual(image.pixels[index], image.pixels[index + 2])
    }
    // Darker at the top (red and blue's grey) than at the bottom.
    XCTAssertLessThan(pixel(image, 0, 0)[0] + 60, pixel(image, 0, 11)[0])
  }

  func testCMYKIsRefusedInPlainWordsAtAnyScale() {
    for minimum in [(0, 0), (8, 6)] {
      XCTAssertThrowsError(
        try JPEGDecoder().decode(
          JPEGSamples.cmyk, minimumWidth: minimum.0, minimumHeight: minimum.1)
      ) {
        XCTAssertEqual($0 as? ImageFailure, .corrupt("Unsupported color conversion request"))
      }
    }
  }

  /// Scaling never lets a header's absurd size through, and a cut-off file stays truncated.
  func testHostileFilesFailTheSameWayWhenScaled() throws {
    let huge = try Fixtures.withDimensions(Fixtures.poster().data, width: 60000, height: 60000)
    XCTAssertThrowsError(try JPEGDecoder().decode(huge, minimumWidth: 8, minimumHeight: 8)) {
      XCTAssertEqual($0 as? ImageFailure, .tooLarge(width: 60000, height: 60000))
    }
    let data = try Fixtures.poster().data
    for minimum in [(24, 35), (40, 28), (120, 88)] {
      XCTAssertThrowsError(
        try JPEGDecoder().decode(
          data.prefix(data.count / 2), minimumWidth: minimum.0, minimumHeight: minimum.1)
      ) {
        XCTAssertEqual($0 as? ImageFailure, .truncated)
      }
    }
  }

  private func pixel(_ image: RGBImage, _ x: Int, _ y: Int) -> [Int] {
    let index = (y * image.width + x) * 3
    return image.pixels[index..<index + 3].map(Int.init)
  }
}
