import Foundation

/// Kitty's graphics protocol: an image is transmitted once under an id, then placed (and
/// un-placed) by id as often as the screen needs, which costs a few bytes each time (the
/// placing is the terminal backend's: `ImageLayer` in Terminal). Every command carries q=2 so
/// the terminal sends no answers into the input stream.
public enum KittyGraphics {
  /// Base64 characters per chunk: the protocol's limit is 4096.
  static let chunkSize = 4096

  /// Sends `image`'s pixels (24-bit RGB) under `id`, without showing it.
  public static func transmit(_ image: RGBImage, id: UInt32) -> [UInt8] {
    let payload = Data(image.pixels).base64EncodedString()
    let keys = "a=t,f=24,s=\(image.width),v=\(image.height),i=\(id),q=2"
    var output = ""
    var start = payload.startIndex
    var first = true
    repeat {
      let end =
        payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex)
        ?? payload.endIndex
      let more = end < payload.endIndex ? 1 : 0
      let control = first ? "\(keys),m=\(more)" : "m=\(more)"
      output += "\u{1B}_G\(control);\(payload[start..<end])\u{1B}\\"
      start = end
      first = false
    } while start < payload.endIndex
    return Array(output.utf8)
  }
}

/// iTerm2's inline images: the file itself (JPEG is fine), scaled by the terminal to the cell
/// rectangle. There is no delete: the image is overwritten when its cells are redrawn.
public enum ITermImages {
  public static func inline(jpeg: Data, columns: Int, rows: Int) -> [UInt8] {
    let header =
      "\u{1B}]1337;File=inline=1;size=\(jpeg.count);width=\(columns);height=\(rows);"
      + "preserveAspectRatio=1:"
    return Array((header + jpeg.base64EncodedString() + "\u{07}").utf8)
  }
}
