import Foundation
import Screen
import TMDB

/// The readable page `reel collection` prints: its name, overview and films in order.
public enum PrintedCollection {
  public static func render(
    _ collection: MovieCollection, width: Int = 80, language: ScreenLanguage = .english
  ) -> String {
    var lines: [String] = []
    let name = Sanitizer.singleLine(collection.name)
    lines += TextLayout.wrap(
      name.isEmpty ? language.text(Message(.printedUnnamedCollection)) : name, width: width)
    if let overview = collection.overview.map(Sanitizer.multiLine), !overview.isEmpty {
      lines.append("")
      lines += TextLayout.wrap(overview, width: width)
    }
    lines.append("")
    let table = PrintedList.render(
      collection.asPage, heading: language.text(Message(.printedCollectionFilms)), width: width,
      language: language)
    return lines.joined(separator: "\n") + "\n" + table
  }
}
