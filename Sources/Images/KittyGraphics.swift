import Foundation

/// Kitty's graphics protocol: an image is transmitted once under an id, then placed (and
/// un-placed) by id as often as the screen needs, which costs a few bytes each time. Every
/// command carries q=2 so the terminal sends no answers into the input stream, and C=1 so
/// drawing never moves the cursor.
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

  /// Shows image `id` at the cursor, scaled to `columns` x `rows` cells. A second placement
  /// with the same numbers replaces the first.
  public static func place(id: UInt32, placement: UInt32 = 1, columns: Int, rows: Int)
    -> [UInt8]
  {
    Array("\u{1B}_Ga=p,i=\(id),p=\(placement),c=\(columns),r=\(rows),C=1,q=2\u{1B}\\".utf8)
  }

  /// Takes one placement off the screen; the image stays stored for the next placement.
  public static func deletePlacement(id: UInt32, placement: UInt32 = 1) -> [UInt8] {
    Array("\u{1B}_Ga=d,d=i,i=\(id),p=\(placement),q=2\u{1B}\\".utf8)
  }

  /// Takes every placement of image `id` off the screen and frees its data.
  public static func delete(id: UInt32) -> [UInt8] {
    Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
  }

  /// Every image Reel (or anyone) placed: for leaving the screen on exit.
  public static let deleteAll = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)
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
