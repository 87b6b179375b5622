import Browser
import Foundation
import TMDB
import Testing

@testable import Screen

/// Names and titles from TMDB in the detail pane's lists, on a right-to-left screen: each reads
/// as its own text does, whatever the screen's direction. Laid out as Reel's words (right to
/// left), the full stop of "Robert Downey Jr." and the star of "Thunderbolts*" went to the
/// other end of the name: ".Robert Downey Jr", "*Thunderbolts".
@Suite struct MirroredDataLinesTests {
  static let persian = Words(ScreenLanguage(code: "fa-IR")!, keys: KeyLabels())
  static let theme = Theme(.basic)

  /// The rows `lines` fill on a mirrored screen 60 columns wide.
  static func drawn(_ lines: [StyledLine]) -> [String] {
    var buffer = Buffer(width: 60, height: lines.count)
    buffer.direction = .rightToLeft
    for (row, line) in lines.enumerated() {
      buffer.put(line, x: 0, y: row, maxWidth: 60)
    }
    return buffer.lines()
  }

  @Test func aPersonsNameKeepsItsPunctuation() {
    let people = [
      PersonLink(id: 1, name: "Robert Downey Jr.", role: nil, character: "Tony Stark"),
      PersonLink(id: 2, name: "Thunderbolts*", role: "Director"),
    ]
    for selection in [nil, 0] as [Int?] {
      let rows = Self.drawn(
        PeopleLines(
          people: people, selection: selection, theme: Self.theme, width: 60, enterKey: "tab",
          words: Self.persian
        ).lines())
      let text = rows.joined(separator: "\n")
      #expect(text.contains("Robert Downey Jr."), "\(text)")
      #expect(text.contains("Thunderbolts*"), "\(text)")
      #expect(!text.contains(".Robert"), "\(text)")
    }
  }

  @Test func aRelatedFilmsTitleKeepsItsPunctuation() {
    let films = [
      MovieSummary(id: 1, title: "Thunderbolts*", releaseDate: nil),
      MovieSummary(id: 2, title: "Robert Downey Jr.", releaseDate: nil),
    ]
    var model = RelatedModel(BrowserState(), movieID: 0, selection: nil)
    model.films = films
    let rows = Self.drawn(
      RelatedLines(model: model, theme: Self.theme, width: 60, enterKey: "tab", words: Self.persian)
        .lines())
    let text = rows.joined(separator: "\n")
    #expect(text.contains("Thunderbolts*"), "\(text)")
    #expect(text.contains("Robert Downey Jr."), "\(text)")
  }
}
