import Foundation

/// Counts what lenient decoding had to throw away, so a page that lost a field or an item
/// says so instead of silently looking complete.
public final class DecodeReport: @unchecked Sendable {
  private let lock = NSLock()
  private var fields: [String] = []
  private var items: [String] = []

  public init() {}

  /// The decoder's `userInfo` key under which the report travels.
  public static let key = CodingUserInfoKey(rawValue: "reel.decodeReport")!

  func droppedField(_ path: [CodingKey]) {
    lock.withLock { fields.append(Self.describe(path)) }
  }

  func droppedItem(_ path: [CodingKey]) {
    lock.withLock { items.append(Self.describe(path)) }
  }

  public var droppedFields: [String] { lock.withLock { fields } }
  public var droppedItems: [String] { lock.withLock { items } }

  public var counts: DropCounts {
    lock.withLock { DropCounts(fields: fields.count, items: items.count) }
  }

  private static func describe(_ path: [CodingKey]) -> String {
    path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
  }
}

/// How much of a payload was dropped while decoding it leniently.
public struct DropCounts: Sendable, Equatable, Hashable {
  public var fields: Int
  public var items: Int

  public init(fields: Int = 0, items: Int = 0) {
    self.fields = fields
    self.items = items
  }

  public static let none = DropCounts()
  public var isEmpty: Bool { fields == 0 && items == 0 }
}
