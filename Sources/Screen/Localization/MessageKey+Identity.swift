/// A key's identity is its case, not its name.
///
/// `MessageKey` has a `String` raw value, and the standard library's `RawRepresentable`
/// defaults make such an enum hash and compare its raw value: every template lookup
/// (`StringsTable.templates[key]`, several a frame) hashed a string such as
/// "printedColumnRating". A case without a payload is stored as its index among the cases,
/// so hashing and comparing that index gives the same answers for a fraction of the work.
extension MessageKey {
  /// The case's index in `allCases` (its declaration order), read from the enum's storage:
  /// one byte up to 256 cases, two beyond (a test checks it against `allCases`).
  var ordinal: Int {
    withUnsafeBytes(of: self) { bytes in
      switch bytes.count {
      case 0: 0
      case 1: Int(bytes[0])
      default: Int(bytes.loadUnaligned(as: UInt16.self))
      }
    }
  }

  public static func == (lhs: MessageKey, rhs: MessageKey) -> Bool {
    lhs.ordinal == rhs.ordinal
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ordinal)
  }
}
