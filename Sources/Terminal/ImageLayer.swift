import Screen

/// What is on the terminal besides ncurses' cells, and the bytes that take the screen from one
/// frame's pictures to the next. Pure, so tests read exactly what would be written.
///
/// A frame goes in two steps around ncurses' flush:
/// 1. `linesToRedraw(for:)`, before the cells are written: a painted picture (sixel, iTerm2)
///    that goes away or moves lives in the cells, so ncurses must rewrite those lines although
///    its own copy says they are blank already.
/// 2. `afterFlush(_:overwritten:wholeScreen:)`: the bytes to write once ncurses has flushed.
///    Stored pictures (kitty) are uploaded once per id, placed by id, and their placements
///    deleted when they go; painted ones are drawn again whenever ncurses may have written
///    over them (a rewritten line, a clear to the end of a line that starts left of them). Every picture is drawn with the cursor
///    saved and restored, so ncurses' idea of the cursor stays true.
public struct ImageLayer: Sendable {
  /// Pictures on the terminal now.
  public private(set) var shown: [ImagePlacement] = []
  /// Kitty ids whose pixels the terminal holds, least recently placed first, with what each
  /// costs the terminal. kitty drops the oldest pictures once ~320 MB is stored; an id Reel
  /// still believed uploaded was then placed as nothing (a blank poster after a long session).
  /// So Reel keeps within `storageBudget`, well under that quota, deleting what it forgets in
  /// the terminal too, and uploads a forgotten picture again when it is placed again.
  private var uploaded: [UploadedImage] = []
  private var uploadedBytes = 0
  /// Most bytes of pixels Reel keeps on the terminal: 128 MB, 40 % of kitty's 320 MB quota,
  /// leaves room for other programs' pictures and is still ~300 HiDPI posters.
  let storageBudget: Int
  /// Where the pane sits on the outer terminal under tmux (cursor moves inside passthrough are
  /// the outer terminal's).
  public var paneOrigin = Point(x: 0, y: 0)

  public init() { storageBudget = 128 * 1024 * 1024 }

  /// A layer that keeps at most `storageBudget` bytes of pixels on the terminal (tests).
  init(storageBudget: Int) { self.storageBudget = storageBudget }

  private struct UploadedImage {
    var id: UInt32
    var bytes: Int
    var tmuxPassthrough: Bool
  }

  /// Lines ncurses must write afresh this frame because a painted picture leaves them.
  public func linesToRedraw(for next: [ImagePlacement]) -> [Int] {
    var lines = Set<Int>()
    for old in shown where old.image.kind == .painted && !next.contains(old) {
      lines.formUnion(old.rect.y..<old.rect.maxY)
    }
    return lines.sorted()
  }

  /// The bytes that show `next` once the frame's cells are flushed. `overwritten`: whether
  /// ncurses may have written over a rectangle this frame (see `Terminal.mayHaveOverwritten`);
  /// `wholeScreen`: it cleared and wrote the whole screen (start, resize, resume), which takes
  /// every picture with it.
  public mutating func afterFlush(
    _ next: [ImagePlacement], overwritten: (Rect) -> Bool, wholeScreen: Bool
  ) -> [UInt8] {
    var out: [UInt8] = []
    // Placements that went: kitty's are deleted by id (a painted one went with its cells).
    for old in shown where !next.contains(old) {
      guard case .stored(let id) = old.image.kind else { continue }
      let placement = Self.placementID(old.rect)
      // Placed again under the same ids (a scrolled poster showing other rows): kitty
      // replaces the placement in one step, so it is not taken off first.
      let replaced = next.contains {
        $0.image.kind == old.image.kind && Self.placementID($0.rect) == placement
      }
      guard !replaced else { continue }
      out += wrap(Self.kittyDelete(id: id, placement: placement), old.image)
    }
    for placement in next {
      let isNew = wholeScreen || !shown.contains(placement)
      switch placement.image.kind {
      case .stored(let id):
        guard isNew else { continue }
        if !markUsed(id) {
          out += wrap(placement.image.transmit, placement.image)
          let bytes = Self.storedBytes(placement.image)
          uploaded.append(
            UploadedImage(
              id: id, bytes: bytes, tmuxPassthrough: placement.image.tmuxPassthrough))
          uploadedBytes += bytes
        }
        out += drawAt(
          placement,
          Self.kittyPlace(
            id: id, placement: Self.placementID(placement.rect), image: placement.image,
            visibleRows: placement.visibleRows))
      case .painted:
        guard isNew || overwritten(placement.rect) else { continue }
        out += drawAt(placement, placement.image.transmit)
      }
    }
    if uploadedBytes > storageBudget { out += forgetOldest(keeping: next) }
    shown = next
    return out
  }

  /// Moves `id` to the most recently used end; false when it is not uploaded.
  private mutating func markUsed(_ id: UInt32) -> Bool {
    guard let index = uploaded.lastIndex(where: { $0.id == id }) else { return false }
    if index != uploaded.count - 1 { uploaded.append(uploaded.remove(at: index)) }
    return true
  }

  /// Forgets the least recently placed pictures until the rest fit the budget, deleting their
  /// pixels in the terminal (`d=I`), so terminal and Reel agree on what is stored. Pictures
  /// on screen now are kept whatever they cost.
  private mutating func forgetOldest(keeping next: [ImagePlacement]) -> [UInt8] {
    var out: [UInt8] = []
    var index = 0
    while uploadedBytes > storageBudget, index < uploaded.count {
      let image = uploaded[index]
      let onScreen = next.contains { $0.image.kind == .stored(id: image.id) }
      guard !onScreen else {
        index += 1
        continue
      }
      uploaded.remove(at: index)
      uploadedBytes -= image.bytes
      let delete = Self.kittyDeleteImage(id: image.id)
      out += image.tmuxPassthrough ? Self.tmuxWrapped(delete) : delete
    }
    return out
  }

  /// What a picture costs kitty's storage: its decoded pixels (up to 4 bytes each), or the
  /// upload itself when that is larger (base64 of raw RGB is 4 bytes a pixel too).
  static func storedBytes(_ image: OutOfBandImage) -> Int {
    let pixels = image.pixelSize.map { $0.width * $0.height * 4 } ?? 0
    return max(pixels, image.transmit.count)
  }

  /// Kitty: the picture `id`, every placement of it and its pixels.
  static func kittyDeleteImage(id: UInt32) -> [UInt8] {
    Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
  }

  /// Leaving the screen (quit, Ctrl-Z): takes every stored picture off and frees its pixels
  /// (kitty also forgets the alternate screen's pictures when it is entered again, so after
  /// `fg` each is uploaded anew); painted ones go with the screen. Afterwards nothing counts as
  /// shown or uploaded.
  public mutating func clear() -> [UInt8] {
    let anyStored = shown.contains { if case .stored = $0.image.kind { true } else { false } }
    let passthrough = shown.first?.image.tmuxPassthrough ?? false
    shown = []
    uploaded = []
    uploadedBytes = 0
    guard anyStored else { return [] }
    return passthrough ? Self.tmuxWrapped(Self.kittyDeleteAll) : Self.kittyDeleteAll
  }

  /// Kitty: every placement on the visible (alternate) screen, and the pixels no placement
  /// holds any more. Sent before leaving the alternate screen, so only Reel's are there.
  public static let kittyDeleteAll = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

  /// One placement per rectangle, so one poster shown twice (a film in two home rows) keeps
  /// both places.
  static func placementID(_ rect: Rect) -> UInt32 {
    UInt32(truncatingIfNeeded: (rect.y & 0xFFF) << 12 | (rect.x & 0xFFF)) + 1
  }

  static func kittyPlace(id: UInt32, placement: UInt32, columns: Int, rows: Int) -> [UInt8] {
    Array("\u{1B}_Ga=p,i=\(id),p=\(placement),c=\(columns),r=\(rows),C=1,q=2\u{1B}\\".utf8)
  }

  /// The placement of `image`, whole, or only `visibleRows` of its cell rows: the source
  /// rectangle (x, y, w, h in the uploaded pixels) is that band, drawn into as many rows.
  static func kittyPlace(
    id: UInt32, placement: UInt32, image: OutOfBandImage, visibleRows: Range<Int>?
  ) -> [UInt8] {
    let rows = image.size.height
    guard let visibleRows, visibleRows != 0..<rows, image.canShowPart,
      let pixels = image.pixelSize
    else {
      return kittyPlace(id: id, placement: placement, columns: image.size.width, rows: rows)
    }
    // Whole pixel rows per band; the uploaded height is the cell rows times the cell height.
    let top = pixels.height * visibleRows.lowerBound / rows
    let bottom = pixels.height * visibleRows.upperBound / rows
    let keys =
      "a=p,i=\(id),p=\(placement),x=0,y=\(top),w=\(pixels.width),h=\(bottom - top),"
      + "c=\(image.size.width),r=\(visibleRows.count),C=1,q=2"
    return Array("\u{1B}_G\(keys)\u{1B}\\".utf8)
  }

  static func kittyDelete(id: UInt32, placement: UInt32) -> [UInt8] {
    Array("\u{1B}_Ga=d,d=i,i=\(id),p=\(placement),q=2\u{1B}\\".utf8)
  }

  /// Save the cursor, go to the picture's corner, draw, put the cursor back. Under tmux the
  /// picture and its own cursor move go through passthrough to the outer terminal (whose
  /// coordinates are the pane's plus its origin), the outer move for tmux's own bookkeeping.
  private func drawAt(_ placement: ImagePlacement, _ bytes: [UInt8]) -> [UInt8] {
    let row = placement.rect.y
    let column = placement.rect.x
    guard placement.image.tmuxPassthrough else {
      return Self.saveAndMove(row: row, column: column) + bytes + Self.restore
    }
    let inner =
      Self.saveAndMove(row: row + paneOrigin.y, column: column + paneOrigin.x) + bytes
      + Self.restore
    return Self.saveAndMove(row: row, column: column) + Self.tmuxWrapped(inner) + Self.restore
  }

  private func wrap(_ bytes: [UInt8], _ image: OutOfBandImage) -> [UInt8] {
    image.tmuxPassthrough ? Self.tmuxWrapped(bytes) : bytes
  }

  static func saveAndMove(row: Int, column: Int) -> [UInt8] {
    Array("\u{1B}7\u{1B}[\(row + 1);\(column + 1)H".utf8)
  }
  static let restore = Array("\u{1B}8".utf8)

  /// tmux's passthrough: `ESC Ptmux;` + the bytes with every ESC doubled + `ESC \`. tmux
  /// passes it on only with `set -g allow-passthrough on`.
  public static func tmuxWrapped(_ bytes: [UInt8]) -> [UInt8] {
    var out = Array("\u{1B}Ptmux;".utf8)
    out.reserveCapacity(bytes.count + bytes.count / 8 + 10)
    for byte in bytes {
      if byte == 0x1B { out.append(0x1B) }
      out.append(byte)
    }
    return out + [0x1B, UInt8(ascii: "\\")]
  }
}
