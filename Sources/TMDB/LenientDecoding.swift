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

  /// `required` for an id, through the container's non-generic `decode` (see `optional`).
  func required(_ type: Int.Type, _ key: Key) throws -> Int {
    try container.decode(Int.self, forKey: key)
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
        throw PayloadProblem(.numberTooLarge(field: name))
      } catch {
        throw error
      }
      if number.isFinite, number.rounded() != number {
        throw PayloadProblem(.notWholeNumber(field: name, value: number))
      }
      throw PayloadProblem(.numberTooLarge(field: name))
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

  // The same for the common scalar types, through the container's own non-generic
  // `decodeIfPresent`. From inside a generic function, `decode(T.self, ...)` is always the
  // generic requirement, whose JSONDecoder path looks the type up at run time: ~3.5 k
  // instructions a field against a few hundred, ~900 k for a page of twenty films.

  func optional(_ type: String.Type, _ key: Key) -> String? {
    do { return try container.decodeIfPresent(String.self, forKey: key) } catch {
      return dropped(key)
    }
  }

  func optional(_ type: Int.Type, _ key: Key) -> Int? {
    do { return try container.decodeIfPresent(Int.self, forKey: key) } catch {
      return dropped(key)
    }
  }

  func optional(_ type: Double.Type, _ key: Key) -> Double? {
    do { return try container.decodeIfPresent(Double.self, forKey: key) } catch {
      return dropped(key)
    }
  }

  func optional(_ type: Bool.Type, _ key: Key) -> Bool? {
    do { return try container.decodeIfPresent(Bool.self, forKey: key) } catch {
      return dropped(key)
    }
  }

  private func dropped<T>(_ key: Key) -> T? {
    report?.droppedField(container.codingPath + [key])
    return nil
  }

  /// An optional string where TMDB's "" means "unknown".
  func nonEmptyString(_ key: Key) -> String? {
    guard let value = optional(String.self, key), !value.isEmpty else { return nil }
    return value
  }

  /// `lossyArray` for whole numbers (a film's genre ids). A list of plain numbers, the usual
  /// case, is read through the container's own non-generic `decode(Int.self)`; anything else
  /// starts again the lossy way, which counts what it drops. (Decoding `Int` counts nothing, so
  /// the first attempt leaves no trace in the report.)
  func lossyArray(_ type: Int.Type, _ key: Key) -> [Int] {
    guard container.contains(key), (try? container.decodeNil(forKey: key)) == false else {
      return []
    }
    if var list = try? container.nestedUnkeyedContainer(forKey: key) {
      var values: [Int] = []
      values.reserveCapacity(list.count ?? 0)
      while !list.isAtEnd, let value = try? list.decode(Int.self) { values.append(value) }
      if list.isAtEnd { return values }
    }
    return lossyElements(Int.self, key)
  }

  /// A list the value cannot exist without (a page's results): missing, null or not a list
  /// throws, as `required` would; its bad elements are dropped one by one and counted, as
  /// `lossyArray` drops them. One pass: checking the list first as a list of anything cost a page
  /// ~55 k instructions. The error names the field and says "a list" as that check did.
  func requiredLossyArray<T: Decodable>(_ type: T.Type, _ key: Key) throws -> [T] {
    try container.decode([LossyElement<T>].self, forKey: key).compactMap(\.value)
  }

  /// An array whose bad elements are dropped one by one (and counted), never the whole array.
  func lossyArray<T: Decodable>(_ type: T.Type, _ key: Key) -> [T] {
    lossyElements(T.self, key)
  }

  private func lossyElements<T: Decodable>(_ type: T.Type, _ key: Key) -> [T] {
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
