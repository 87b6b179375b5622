import Foundation
import GRDB

/// A row's values read whatever type SQLite holds them in. SQLite keeps any type in any
/// column (text in an INTEGER column, bytes in a TEXT one), and a file edited with the sqlite3
/// tool, written by another program or hit by a flipped bit still passes SQLite's own check;
/// GRDB's typed subscripts (`row["year"] as Int?`) stop the program on such a value. Here a
/// value that is not what the column should hold is unknown (nil), never fatal.
struct LenientRow {
  let row: Row

  init(_ row: Row) { self.row = row }

  /// The raw value; NULL for a column the row does not have.
  func value(_ column: String) -> DatabaseValue {
    (row[column] as DatabaseValue?) ?? .null
  }

  /// Text; bytes are read as UTF-8 (a bad sequence shown as U+FFFD), numbers are not text.
  func text(_ column: String) -> String? {
    Self.text(value(column))
  }

  /// A value as `text(_:)` reads it.
  static func text(_ value: DatabaseValue) -> String? {
    switch value.storage {
    case .string(let text): text
    case .blob(let bytes): String(decoding: bytes, as: UTF8.self)
    case .null, .int64, .double: nil
    }
  }

  /// A whole number; a fraction or anything else is unknown.
  func int(_ column: String) -> Int? {
    switch value(column).storage {
    case .int64(let number): Int(exactly: number)
    case .double(let number): Int(exactly: number)
    case .null, .string, .blob: nil
    }
  }

  /// A finite number.
  func double(_ column: String) -> Double? {
    switch value(column).storage {
    case .int64(let number): Double(number)
    case .double(let number) where number.isFinite: number
    case .null, .string, .blob, .double: nil
    }
  }

  /// Bytes; text is taken as its UTF-8.
  func data(_ column: String) -> Data? {
    switch value(column).storage {
    case .blob(let bytes): bytes
    case .string(let text): Data(text.utf8)
    case .null, .int64, .double: nil
    }
  }
}
