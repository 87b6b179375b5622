import Foundation
import Screen
import TMDB

/// The readable table `reel search --person` prints.
public enum PrintedPeople {
  public static func render(_ page: PersonPage, heading: String, width: Int = 80) -> String {
    var lines: [String] = []
    let range: String
    if page.results.isEmpty {
      range = "no results"
    } else {
      let first = (page.page - 1) * MoviePage.pageSize + 1
      range = "\(first)–\(first + page.results.count - 1) of \(page.totalResults)"
    }
    lines.append(
      TextLayout.truncate(
        "\(Sanitizer.singleLine(heading)) · page \(page.page) of \(page.totalPages) · \(range)",
        toWidth: width))
    guard !page.results.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    let idWidth = max(2, page.results.map { String($0.id).count }.max() ?? 2)
    let textWidth = max(width - idWidth - 2, 10)
    lines.append(TextLayout.pad("ID", toWidth: idWidth, alignment: .trailing) + "  NAME")
    for person in page.results {
      let name = Sanitizer.singleLine(person.name)
      var text = name.isEmpty ? "(unnamed)" : name
      if let department = person.knownForDepartment.map(Sanitizer.singleLine), !department.isEmpty {
        text += " (\(department))"
      }
      let titles = person.knownFor.compactMap { $0.displayTitle.map(Sanitizer.singleLine) }
        .filter { !$0.isEmpty }
      if !titles.isEmpty { text += " — " + titles.joined(separator: ", ") }
      lines.append(
        TextLayout.pad(String(person.id), toWidth: idWidth, alignment: .trailing) + "  "
          + TextLayout.truncate(text, toWidth: textWidth))
    }
    if !page.dropped.isEmpty {
      lines.append("(\(page.dropped.items + page.dropped.fields) unreadable entries skipped)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
