import Synchronization

/// The last few long paragraphs `wrapped` laid out, with their lines.
///
/// A key press draws the same film's detail several times (the press, then its details, then
/// its poster arriving), and each frame would wrap the same overview to the same width again:
/// the most expensive text layout of a frame. Wrapping is a pure function of the text, the
/// width, the style and the direction, so a remembered result is the same lines.
enum WrapCache {
  struct Key: Equatable, Sendable {
    var text: String
    var width: Int
    var style: Style
    var base: BaseDirection?
  }

  /// Shorter texts wrap about as fast as they compare: not worth a place.
  static let minimumLength = 64
  /// An overview, its tagline and a collection's: a frame's long paragraphs.
  static let capacity = 4

  private struct Entries: Sendable {
    var keys: [Key] = []
    var lines: [[StyledLine]] = []
    var next = 0
  }

  private static let entries = Mutex(Entries())

  /// The lines remembered for `key`, or `make()`'s, remembered.
  static func lines(for key: Key, _ make: () -> [StyledLine]) -> [StyledLine] {
    guard key.text.utf8.count >= minimumLength else { return make() }
    if let found = entries.withLock({ entries in
      entries.keys.firstIndex(of: key).map { entries.lines[$0] }
    }) {
      return found
    }
    let made = make()
    entries.withLock { entries in
      if entries.keys.count < capacity {
        entries.keys.append(key)
        entries.lines.append(made)
      } else {
        entries.keys[entries.next] = key
        entries.lines[entries.next] = made
        entries.next = (entries.next + 1) % capacity
      }
    }
    return made
  }
}
