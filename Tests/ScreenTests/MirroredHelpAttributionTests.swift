import Foundation
import Testing

@testable import Screen

/// review43: the help's English lines on a right-to-left screen read as English does. TMDB's
/// attribution ("… not endorsed or certified by TMDB.") is English in every language; laid
/// out as the Persian and Arabic words around it, its full stop went to the other end:
/// ".not endorsed or certified by TMDB".
@Suite struct MirroredHelpAttributionTests {
  @Test(arguments: ["fa-IR", "ar-SA"])
  func theAttributionKeepsItsFullStop(code: String) throws {
    let words = Words(try #require(ScreenLanguage(code: code)), keys: KeyLabels())
    let sections = [
      KeyHelpSection(
        title: "TMDB",
        entries: [
          KeyHelpEntry(keys: "", action: "This product uses the TMDB API but is"),
          KeyHelpEntry(keys: "", action: "not endorsed or certified by TMDB."),
        ])
    ]
    var buffer = Buffer(width: 80, height: 20)
    buffer.direction = .rightToLeft
    HelpOverlayWidget(sections: sections, scroll: 0, words: words, theme: Theme(.basic))
      .draw(in: Rect(width: 80, height: 20), buffer: &buffer)
    let text = buffer.lines().joined(separator: "\n")
    #expect(text.contains("not endorsed or certified by TMDB."), "\(text)")
    #expect(!text.contains(".not endorsed"), "\(text)")
  }
}
