import CJpeg
import Foundation

/// JPEG to RGB through libjpeg-turbo, with the checks that keep hostile bytes harmless: the
/// format is recognised before libjpeg sees it, the header's dimensions are checked before
/// anything is allocated, a progressive file may have at most `REEL_JPEG_MAX_SCANS` scans (each
/// walks the whole image), and libjpeg's errors come back as `ImageFailure` instead of exit().
public struct JPEGDecoder: Sendable {
  /// Posters are at most a few thousand pixels a side ("original" is about 2000x3000).
  public var maxSide: Int
  public var maxPixels: Int

  public init(maxSide: Int = 8192, maxPixels: Int = 16_000_000) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
  }

  /// Decodes `data`, scaled down by the decoder (in eighths) to the smallest size that is
  /// still at least `minimumWidth` x `minimumHeight`; nil decodes at full size. Scaling in the
  /// DCT costs far less than decoding everything and shrinking afterwards.
  public func decode(_ data: Data, minimumWidth: Int? = nil, minimumHeight: Int? = nil)
    throws(ImageFailure) -> RGBImage
  {
    try Self.checkFormat(data)
    let wantWidth = Int32(clamping: minimumWidth ?? 0)
    let wantHeight = Int32(clamping: minimumHeight ?? 0)
    var result = data.withUnsafeBytes { raw -> ReelJpegImage in
      let bytes = raw.bindMemory(to: UInt8.self)
      return reel_jpeg_decode(
        bytes.baseAddress, UInt(bytes.count), wantWidth, wantHeight, Int32(clamping: maxSide),
        Int64(maxPixels))
    }
    defer { reel_jpeg_free(result.pixels) }
    switch result.status {
    case REEL_JPEG_OK:
      guard let pixels = result.pixels else { throw .corrupt("no pixels") }
      let count = Int(result.width) * Int(result.height) * 3
      return RGBImage(
        width: Int(result.width), height: Int(result.height),
        pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    case REEL_JPEG_TRUNCATED:
      throw .truncated
    case REEL_JPEG_TOO_LARGE:
      throw .tooLarge(width: Int(result.source_width), height: Int(result.source_height))
    case REEL_JPEG_NO_MEMORY:
      throw .corrupt("out of memory")
    default:
      let message = withUnsafeBytes(of: &result.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      throw .corrupt(message.isEmpty ? "unreadable JPEG" : message)
    }
  }

  /// Refuses what is plainly not a JPEG, naming what it looks like: an error page served with
  /// status 200 is the usual case.
  static func checkFormat(_ data: Data) throws(ImageFailure) {
    guard !data.isEmpty else { throw .empty }
    let head = Array(data.prefix(16))
    if head.starts(with: [0xFF, 0xD8, 0xFF]) { return }
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { throw .notJPEG(what: "PNG") }
    if head.starts(with: Array("GIF8".utf8)) { throw .notJPEG(what: "GIF") }
    if head.starts(with: Array("RIFF".utf8)) { throw .notJPEG(what: "WebP") }
    let text = String(decoding: data.prefix(512), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    if text.hasPrefix("<!doctype html") || text.hasPrefix("<html") || text.contains("<body") {
      throw .notJPEG(what: "an HTML page")
    }
    if text.hasPrefix("{") || text.hasPrefix("[") { throw .notJPEG(what: "JSON") }
    if text.hasPrefix("<") { throw .notJPEG(what: "XML or HTML") }
    throw .notJPEG(what: "unknown data")
  }
}
