import Synchronization

/// The graphemes of several scalars that cells have held, each kept once and named by a code,
/// so that a `Cell` stays plain data (see `Cell`).
///
/// Entries are never removed: a buffer anywhere may still name one. What a session shows
/// holds few distinct such graphemes (accented letters written with combining marks, flags,
/// Indic syllables), but text from the network is hostile, so the table stops growing at
/// `capacity`; past that a new grapheme keeps only its first scalar (its base letter), drawn
/// in the same columns. Compared by exact scalars, never by canonical equivalence,
/// so the terminal gets exactly the text it was given.
final class GraphemeTable: Sendable {
  static let shared = GraphemeTable(capacity: 1 << 20)

  /// The code of entry 0; scalars (up to 0x10FFFF) stay below it.
  static let firstCode: UInt32 = 0x8000_0000
  /// How many graphemes the table keeps at most.
  let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
  }

  private struct Entries {
    var codes: [[Unicode.Scalar]: UInt32] = [:]
    var texts: [String] = []
  }

  private let entries = Mutex(Entries())

  /// How many scalars an entry keeps at most: the longest emoji sequences (a family with
  /// skin tones) have 11, and a terminal cell takes five (see FrameWriter). A title of one
  /// letter and 10,000 marks would otherwise be kept whole, and each such title grows the
  /// table by its full size for the rest of the session.
  static let scalarLimit = 64

  /// The code for `text`, a grapheme of two or more scalars (its first `scalarLimit` kept).
  func code(for text: String) -> UInt32 {
    var scalars = Array(text.unicodeScalars.prefix(Self.scalarLimit + 1))
    var kept = text
    if scalars.count > Self.scalarLimit {
      scalars.removeLast()
      kept = String(String.UnicodeScalarView(scalars))
    }
    return entries.withLock { entries in
      if let code = entries.codes[scalars] { return code }
      guard entries.texts.count < capacity else { return scalars[0].value }
      let code = Self.firstCode + UInt32(entries.texts.count)
      entries.codes[scalars] = code
      entries.texts.append(kept)
      return code
    }
  }

  /// The grapheme a code from `code(for:)` names.
  func text(for code: UInt32) -> String {
    let index = Int(code - Self.firstCode)
    return entries.withLock { entries in
      index < entries.texts.count ? entries.texts[index] : ""
    }
  }
}
