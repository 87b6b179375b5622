import Foundation

/// The replay index files' lines: tab-separated fields, the first naming the kind of record;
/// lists inside a field separated by RS (0x1E), an item's parts by US (0x1F). Split as bytes,
/// never decoded as JSON, which is what makes a replay start cheap (the format is written by
/// Tools/catalog/replay_index.py).
struct ReplayLines: Sequence {
  private let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  struct Line {
    var kind: String
    var fields: Fields
  }

  /// A line's fields after its kind.
  struct Fields {
    fileprivate var values: [ArraySlice<UInt8>]

    /// The field as text, "" when empty or absent.
    func raw(_ index: Int) -> String {
      index < values.count ? String(decoding: values[index], as: UTF8.self) : ""
    }

    /// The field as text; nil when empty (an absent value).
    func text(_ index: Int) -> String? {
      let value = raw(index)
      return value.isEmpty ? nil : value
    }

    func int(_ index: Int) -> Int? { text(index).flatMap { Int($0) } }
    func double(_ index: Int) -> Double? { text(index).flatMap { Double($0) } }

    func list(_ index: Int, _ separator: Character) -> [ArraySlice<UInt8>] {
      guard index < values.count, let byte = separator.asciiValue else { return [] }
      return values[index].split(separator: byte)
    }

    /// A list field's items, each as its parts; empty items are skipped, empty parts kept.
    /// One pass over the bytes: the generic `split`s (an array of slices per item) were a
    /// third of reading the index, ~17 M instructions of a replay start.
    func items(_ index: Int) -> [[String]] {
      guard index < values.count else { return [] }
      let field = values[index]
      var items: [[String]] = []
      var parts: [String] = []
      var partStart = field.startIndex
      var position = field.startIndex
      while position < field.endIndex {
        switch field[position] {
        case 0x1F:
          parts.append(String(decoding: field[partStart..<position], as: UTF8.self))
          partStart = position + 1
        case 0x1E:
          Self.endItem(field[partStart..<position], parts: &parts, into: &items)
          partStart = position + 1
        default: break
        }
        position += 1
      }
      Self.endItem(field[partStart..<position], parts: &parts, into: &items)
      return items
    }

    /// Closes an item at its last part; an item with no bytes at all is no item.
    private static func endItem(
      _ last: ArraySlice<UInt8>, parts: inout [String], into items: inout [[String]]
    ) {
      if parts.isEmpty && last.isEmpty { return }
      parts.append(String(decoding: last, as: UTF8.self))
      items.append(parts)
      parts = []
    }
  }

  /// Lines found one at a time with `firstIndex(of:)`, empty ones skipped, each cut at its
  /// tabs: the generic `split` of the whole file cost ~37 instructions a byte.
  func makeIterator() -> AnyIterator<Line> {
    let bytes = bytes
    var lineStart = bytes.startIndex
    return AnyIterator {
      while lineStart < bytes.endIndex {
        let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.endIndex
        defer { lineStart = lineEnd + 1 }
        guard lineEnd > lineStart else { continue }
        var fields: [ArraySlice<UInt8>] = []
        var fieldStart = lineStart
        while let tab = bytes[fieldStart..<lineEnd].firstIndex(of: 0x09) {
          fields.append(bytes[fieldStart..<tab])
          fieldStart = tab + 1
        }
        fields.append(bytes[fieldStart..<lineEnd])
        return Line(
          kind: String(decoding: fields[0], as: UTF8.self),
          fields: Fields(values: Array(fields.dropFirst())))
      }
      return nil
    }
  }
}
