/// DEC sixel graphics: the image as bands six pixels high, one pass per colour, with the
/// colours from a 6x6x6 cube (enough for a poster-sized picture, and the same for every
/// image, so nothing is tuned per image).
public enum SixelEncoder {
  public static func encode(_ image: RGBImage) -> [UInt8] {
    let width = image.width
    let height = image.height
    guard width > 0, height > 0 else { return [] }
    var out: [UInt8] = []
    out.reserveCapacity(width * height / 2)
    // P2=1: pixels not drawn keep the background; raster attributes give the size.
    out += Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
    var indices = [UInt8](repeating: 0, count: width * height)
    var used = [Bool](repeating: false, count: 216)
    for pixel in 0..<(width * height) {
      let r = Int(image.pixels[pixel * 3]) * 5 + 127
      let g = Int(image.pixels[pixel * 3 + 1]) * 5 + 127
      let b = Int(image.pixels[pixel * 3 + 2]) * 5 + 127
      let index = (r / 255) * 36 + (g / 255) * 6 + b / 255
      indices[pixel] = UInt8(index)
      used[index] = true
    }
    for index in 0..<216 where used[index] {
      let (r, g, b) = (index / 36, index / 6 % 6, index % 6)
      out += Array("#\(index);2;\(r * 20);\(g * 20);\(b * 20)".utf8)
    }
    var masks = [UInt8](repeating: 0, count: 216 * width)
    var bandColors: [Int] = []
    for top in stride(from: 0, to: height, by: 6) {
      bandColors.removeAll(keepingCapacity: true)
      var inBand = [Bool](repeating: false, count: 216)
      for dy in 0..<min(6, height - top) {
        let rowStart = (top + dy) * width
        for x in 0..<width {
          let color = Int(indices[rowStart + x])
          if !inBand[color] {
            inBand[color] = true
            bandColors.append(color)
          }
          masks[color * width + x] |= 1 << dy
        }
      }
      for (position, color) in bandColors.enumerated() {
        if position > 0 { out.append(UInt8(ascii: "$")) }  // back to the band's start
        out.append(UInt8(ascii: "#"))
        appendDecimal(color, to: &out)
        var x = 0
        while x < width {
          let mask = masks[color * width + x]
          var run = 1
          while x + run < width, masks[color * width + x + run] == mask { run += 1 }
          let symbol = 63 + mask
          if run > 3 {
            out.append(UInt8(ascii: "!"))
            appendDecimal(run, to: &out)
            out.append(symbol)
          } else {
            for _ in 0..<run { out.append(symbol) }
          }
          x += run
        }
        masks.withUnsafeMutableBufferPointer {
          $0.baseAddress!.advanced(by: color * width).update(repeating: 0, count: width)
        }
      }
      out.append(UInt8(ascii: "-"))
    }
    out += [0x1B, UInt8(ascii: "\\")]
    return out
  }

  /// Digits without building a String: the encoder writes tens of thousands of numbers.
  private static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &out) }
    out.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}

extension RGBImage {
  /// The image resampled to `width` x `height` (each output pixel the average of the source
  /// pixels it covers), for protocols that draw pixels as given.
  public func resized(width newWidth: Int, height newHeight: Int) -> RGBImage {
    let newWidth = max(1, newWidth)
    let newHeight = max(1, newHeight)
    var result = [UInt8](repeating: 0, count: newWidth * newHeight * 3)
    for y in 0..<newHeight {
      let y0 = y * height / newHeight
      let y1 = max(y0 + 1, (y + 1) * height / newHeight)
      for x in 0..<newWidth {
        let x0 = x * width / newWidth
        let x1 = max(x0 + 1, (x + 1) * width / newWidth)
        var sums = (0, 0, 0)
        for sy in y0..<y1 {
          for sx in x0..<x1 {
            let source = (sy * width + sx) * 3
            sums.0 += Int(pixels[source])
            sums.1 += Int(pixels[source + 1])
            sums.2 += Int(pixels[source + 2])
          }
        }
        let count = (y1 - y0) * (x1 - x0)
        let target = (y * newWidth + x) * 3
        result[target] = UInt8(sums.0 / count)
        result[target + 1] = UInt8(sums.1 / count)
        result[target + 2] = UInt8(sums.2 / count)
      }
    }
    return RGBImage(width: newWidth, height: newHeight, pixels: result)
  }
}
