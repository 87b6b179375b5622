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

    /// A list field's items, each as its parts.
    func items(_ index: Int) -> [[String]] {
      guard index < values.count else { return [] }
      return values[index].split(separator: 0x1E).map { item in
        item.split(separator: 0x1F, omittingEmptySubsequences: false).map {
          String(decoding: $0, as: UTF8.self)
        }
      }
    }
  }

  func makeIterator() -> AnyIterator<Line> {
    var lines = bytes.split(separator: 0x0A).makeIterator()
    return AnyIterator {
      guard let line = lines.next() else { return nil }
      let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
      return Line(
        kind: String(decoding: fields[0], as: UTF8.self),
        fields: Fields(values: Array(fields.dropFirst())))
    }
  }
}
