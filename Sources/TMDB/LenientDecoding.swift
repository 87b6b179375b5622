import Foundation

/// A keyed container that forgives: a missing, null or wrongly typed optional field becomes nil
/// (and a wrongly typed one is counted in the `DecodeReport`), so one bad field never costs
/// the whole payload.
struct LenientContainer<Key: CodingKey> {
  let container: KeyedDecodingContainer<Key>
  let report: DecodeReport?

  init(_ decoder: Decoder, keyedBy: Key.Type) throws {
    container = try decoder.container(keyedBy: Key.self)
    report = decoder.userInfo[DecodeReport.key] as? DecodeReport
  }

  /// A field the value cannot exist without: missing, null or mistyped throws.
  func required<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
    try container.decode(T.self, forKey: key)
  }

  /// A whole-number field, nil when absent or null. A number that is not a usable whole one
  /// (1.5, 1e309, 2^64) throws a `PayloadProblem` that says so in plain words, rather than
  /// passing for "not JSON"; any other type throws the decoder's own error.
  func wholeNumber(_ key: Key) throws -> Int? {
    guard container.contains(key), (try? container.decodeNil(forKey: key)) == false else {
      return nil
    }
    do {
      return try container.decode(Int.self, forKey: key)
    } catch {
      let name = key.stringValue
      let number: Double
      do {
        number = try container.decode(Double.self, forKey: key)
      } catch DecodingError.dataCorrupted {
        throw PayloadProblem("its \(name) is a number too large to use")
      } catch {
        throw error
      }
      if number.isFinite, number.rounded() != number {
        throw PayloadProblem("its \(name) is \(number), not a whole number")
      }
      throw PayloadProblem("its \(name) is a number too large to use")
    }
  }

  /// An optional field: absent or null is nil; present with the wrong type is nil and counted.
  func optional<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
    guard container.contains(key) else { return nil }
    if (try? container.decodeNil(forKey: key)) == true { return nil }
    do {
      return try container.decode(T.self, forKey: key)
    } catch {
      report?.droppedField(container.codingPath + [key])
      return nil
    }
  }

  /// An optional string where TMDB's "" means "unknown".
  func nonEmptyString(_ key: Key) -> String? {
    guard let value = optional(String.self, key), !value.isEmpty else { return nil }
    return value
  }

  /// An array whose bad elements are dropped one by one (and counted), never the whole array.
  func lossyArray<T: Decodable>(_ type: T.Type, _ key: Key) -> [T] {
    guard container.contains(key), (try? container.decodeNil(forKey: key)) == false else {
      return []
    }
    do {
      let wrapped = try container.decode([LossyElement<T>].self, forKey: key)
      return wrapped.compactMap(\.value)
    } catch {
      report?.droppedField(container.codingPath + [key])
      return []
    }
  }
}

/// Decodes one array element, turning failure into nil and a count in the report.
struct LossyElement<T: Decodable>: Decodable {
  let value: T?

  init(from decoder: Decoder) throws {
    do {
      value = try T(from: decoder)
    } catch {
      value = nil
      (decoder.userInfo[DecodeReport.key] as? DecodeReport)?.droppedItem(decoder.codingPath)
    }
  }
}
