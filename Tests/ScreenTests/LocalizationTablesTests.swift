import Foundation
import Screen
import Testing

/// The strings tables: complete, consistent with the keys' arguments, and falling back to
/// English for anything a language lacks.
@Suite struct LocalizationTablesTests {
  static let tables: [StringsTable] = [.english, .persian, .arabic, .japanese]

  @Test func englishHasEveryKey() {
    let missing = MessageKey.allCases.filter { StringsTable.english.templates[$0] == nil }
    #expect(missing.isEmpty, "keys without English words: \(missing)")
  }

  @Test(arguments: ["fa", "ar", "ja"])
  func everyShippedLanguageTranslatesEveryKey(language: String) throws {
    let table = try #require(StringsTable.shipped[language])
    let missing = MessageKey.allCases.filter { table.templates[$0] == nil }
    #expect(missing.isEmpty, "\(table.language) falls back to English for \(missing)")
  }

  @Test(arguments: ["en", "fa", "ar", "ja"])
  func templatesUseOnlyTheirKeysArguments(language: String) throws {
    let table = try #require(StringsTable.shipped[language])
    for (key, template) in table.templates {
      var used: Set<String> = []
      for form in template.forms {
        let names = Template.placeholders(in: form)
        #expect(
          names.isSubset(of: key.parameters),
          "\(table.language) \(key): {\(names.subtracting(key.parameters).sorted())} is no argument"
        )
        used.formUnion(names)
      }
      // The count English chooses a plural form by may be spelled out by a form ("صوتان") or
      // not needed at all in a language whose nouns do not change ("کارگردان").
      var selectors: Set<String> = []
      if case .plural(let count, _) = StringsTable.english.templates[key] {
        selectors.insert(count)
      }
      if case .plural(let count, let forms) = template {
        selectors.insert(count)
        #expect(forms[.other] != nil, "\(table.language) \(key) has no `other` form")
      }
      let unused = key.parameters.subtracting(used).subtracting(selectors)
      #expect(unused.isEmpty, "\(table.language) \(key) never shows \(unused.sorted())")
    }
  }

  @Test func everyTemplateIsNonEmptyAndBalanced() {
    for table in Self.tables {
      for (key, template) in table.templates {
        for form in template.forms {
          #expect(!form.isEmpty, "\(table.language) \(key) is empty")
          let opens = form.filter { $0 == "{" }.count
          let closes = form.filter { $0 == "}" }.count
          #expect(opens == closes, "\(table.language) \(key) has an unclosed placeholder")
        }
      }
    }
  }

  @Test func aMissingTranslationFallsBackToEnglish() {
    var partial = StringsTable.persian.templates
    partial[.watchlistEmpty] = nil
    let table = StringsTable(language: "fa", templates: partial)
    let language = ScreenLanguage(LanguageTag(language: "fa", region: "IR"))
    #expect(language.text(Message(.watchlistEmpty)) == "فهرست تماشای شما خالی است.")
    // The same lookup over the partial table: English, not a key name or nothing.
    let english = StringsTable.english.templates[.watchlistEmpty]
    #expect((table.templates[.watchlistEmpty] ?? english) == .text("Your watchlist is empty."))
  }

  @Test func aLanguageWithoutATableSpeaksEnglishButAsksTMDBInItsOwn() throws {
    let german = try #require(ScreenLanguage(code: "de-DE"))
    #expect(german.tmdbCode == "de-DE")
    #expect(german.text(.addedToWatchlist(title: "Dune")) == "Added “Dune” to the watchlist.")
    #expect(german.direction == .leftToRight)
  }

  /// Every key is worded somewhere in the app, not only in the tables.
  @Test func everyKeyIsUsedByTheApp() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources").standardizedFileURL
    var text = ""
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", !file.path.contains("/Localization/") else { continue }
      text += try String(contentsOf: file, encoding: .utf8)
    }
    let unused = MessageKey.allCases.filter { !text.contains(".\($0.rawValue)") }
    #expect(unused.isEmpty, "keys no code shows: \(unused.map(\.rawValue))")
  }
}
