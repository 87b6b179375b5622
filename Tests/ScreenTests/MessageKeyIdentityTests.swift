import Testing

@testable import Screen

/// Keys hash and compare by case (see `MessageKey+Identity.swift`): the case's index read from
/// storage must be its place among the cases, or two keys could share a template.
@Suite struct MessageKeyIdentityTests {
  @Test func everyKeysOrdinalIsItsPlaceAmongTheCases() {
    for (index, key) in MessageKey.allCases.enumerated() {
      #expect(key.ordinal == index, "\(key)")
    }
  }

  @Test func keysAreEqualOnlyToThemselves() {
    let keys = MessageKey.allCases
    #expect(Set(keys).count == keys.count)
    #expect(MessageKey.position == MessageKey(rawValue: "position"))
    #expect(MessageKey.position != MessageKey.votes)
    #expect(keys.last == MessageKey(rawValue: keys.last!.rawValue))
  }

  @Test func everyKeyFindsItsOwnEnglishTemplate() {
    let byName = Dictionary(
      uniqueKeysWithValues: StringsTable.english.templates.map { ($0.key.rawValue, $0.value) })
    for key in MessageKey.allCases {
      #expect(StringsTable.english.templates[key] == byName[key.rawValue], "\(key)")
    }
  }
}
