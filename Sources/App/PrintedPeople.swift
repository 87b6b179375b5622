import Foundation
import Screen
import TMDB

/// The readable table `reel search --person` prints, in the user's language.
public enum PrintedPeople {
  public static func render(
    _ page: PersonPage, heading: String, width: Int = 80, language: ScreenLanguage = .english
  ) -> String {
    let words = { (message: Message) in language.text(message) }
    var lines: [String] = []
    // As a list's: a page past the end is named without a count ("page 2 of 1" was printed).
    let headingLine = PrintedList.pageHeading(
      heading, page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
      count: page.results.count, words: words)
    lines.append(TextLayout.truncate(headingLine, toWidth: width))
    guard !page.results.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    let idWidth = max(
      2, words(Message(.printedColumnID)).displayWidth,
      page.results.map { String($0.id).count }.max() ?? 2)
    let textWidth = max(width - idWidth - 2, 10)
    lines.append(
      TextLayout.pad(words(Message(.printedColumnID)), toWidth: idWidth, alignment: .trailing)
        + "  " + words(Message(.printedColumnName)))
    for person in page.results {
      let name = Sanitizer.singleLine(person.name)
      var text = name.isEmpty ? words(Message(.printedUnnamed)) : name
      if let department = person.knownForDepartment.map(Sanitizer.singleLine), !department.isEmpty {
        text += " (\(language.department(department)))"
      }
      let titles = person.knownFor.compactMap { $0.displayTitle.map(Sanitizer.singleLine) }
        .filter { !$0.isEmpty }
      if !titles.isEmpty { text += " — " + titles.joined(separator: language.listSeparator) }
      lines.append(
        TextLayout.pad(String(person.id), toWidth: idWidth, alignment: .trailing) + "  "
          + TextLayout.truncate(text, toWidth: textWidth))
    }
    lines += PrintedList.droppedLines(page.dropped, words: words)
    return lines.joined(separator: "\n") + "\n"
  }
}
