/// Decoded pixels: rows of RGB triples, top to bottom, no padding.
public struct RGBImage: Sendable, Equatable {
  public var width: Int
  public var height: Int
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 3, "RGB pixels must fill the image")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Bytes held, for the memory cache's bound.
  public var byteCount: Int { pixels.count }
}
