/// What Reel asks the terminal at start, and how it reads the answers. The caller writes
/// `TerminalQueries.bytes`, reads what comes back for a short bound (a terminal that knows
/// neither query still answers the device attributes one, so the wait ends early), and hands
/// the bytes to `TerminalReplies.parse`.
public enum TerminalQueries {
  /// Kitty graphics query: a 1x1 image that is never stored (a=q), id 31. A terminal with the
  /// protocol answers `ESC _G i=31;OK ESC \`.
  public static let kittyGraphics = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
  /// Primary device attributes: `ESC [ ? 6x ; … c`, where attribute 4 means sixel.
  public static let primaryDeviceAttributes = "\u{1B}[c"
  /// The cell size in pixels (xterm's window ops): `ESC [ 6 ; height ; width t`.
  public static let cellSize = "\u{1B}[16t"
  /// DA1 last: terminals answer in order, so its answer marks the end.
  public static var bytes: [UInt8] {
    Array((kittyGraphics + cellSize + primaryDeviceAttributes).utf8)
  }

  /// Inside tmux a query must be wrapped to reach the outer terminal (and tmux must allow it:
  /// `set -g allow-passthrough on`).
  public static func tmuxWrapped(_ sequence: String) -> String {
    let doubled = sequence.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}")
    return "\u{1B}Ptmux;\(doubled)\u{1B}\\"
  }
}

/// The terminal's answers to `TerminalQueries`.
public struct TerminalReplies: Sendable, Equatable {
  /// True when the kitty graphics query was answered OK; false when answered with an error or
  /// not at all.
  public var kittyGraphics: Bool
  /// The primary device attributes, when they came: e.g. [62, 4, 22].
  public var deviceAttributes: [Int]?
  /// The cell size in pixels, when the terminal said (`CSI 16 t`).
  public var cellSize: CellPixelSize?

  public init(
    kittyGraphics: Bool = false, deviceAttributes: [Int]? = nil, cellSize: CellPixelSize? = nil
  ) {
    self.kittyGraphics = kittyGraphics
    self.deviceAttributes = deviceAttributes
    self.cellSize = cellSize
  }

  /// No answers at all (not asked, or not a terminal).
  public static let none = TerminalReplies()

  public var sixel: Bool { deviceAttributes?.contains(4) ?? false }
  /// DA1's answer arrived: everything before it has arrived too.
  public var isComplete: Bool { deviceAttributes != nil }

  /// Reads the replies out of whatever the terminal sent (other input may be mixed in).
  public static func parse(_ bytes: [UInt8]) -> TerminalReplies {
    var replies = TerminalReplies()
    let text = String(decoding: bytes, as: UTF8.self)
    // ESC _ G <keys> ; <message> ESC \   — ours carries i=31.
    var rest = Substring(text)
    while let start = rest.range(of: "\u{1B}_G") {
      let after = rest[start.upperBound...]
      guard let end = after.range(of: "\u{1B}\\") else { break }
      let body = after[..<end.lowerBound]
      let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      let keys = parts.first.map { $0.split(separator: ",").map(String.init) } ?? []
      if keys.contains("i=31"), parts.count == 2, parts[1] == "OK" { replies.kittyGraphics = true }
      rest = after[end.upperBound...]
    }
    // ESC [ 6 ; height ; width t
    rest = Substring(text)
    while let start = rest.range(of: "\u{1B}[6;") {
      let after = rest[start.upperBound...]
      let digits = after.prefix { $0.isNumber || $0 == ";" }
      let numbers = digits.split(separator: ";").compactMap { Int($0) }
      if after.dropFirst(digits.count).first == "t", numbers.count == 2,
        (1...CellPixelSize.largestSide).contains(numbers[0]),
        (1...CellPixelSize.largestSide).contains(numbers[1])
      {
        replies.cellSize = CellPixelSize(width: numbers[1], height: numbers[0])
        break
      }
      rest = after
    }
    // ESC [ ? n ; n ; … c
    rest = Substring(text)
    while let start = rest.range(of: "\u{1B}[?") {
      let after = rest[start.upperBound...]
      let digits = after.prefix { $0.isNumber || $0 == ";" }
      let next = after.dropFirst(digits.count).first
      if next == "c" {
        replies.deviceAttributes = digits.split(separator: ";").compactMap { Int($0) }
        break
      }
      rest = after
    }
    return replies
  }
}
