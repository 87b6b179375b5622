import Browser
import Foundation
import TMDB
import Testing

@testable import Screen

/// The crew jobs the detail pane names (it names only directors and writers: "Director",
/// "Screenplay", "Writer", "Story") in the screen's language. TMDB sends them in English
/// whatever the language asked, and they stayed English under Persian, Arabic and Japanese
/// labels ("کارگردان: …" above "Director · Anthony Russo").
@Suite struct LocalisedJobsTests {
  static let jobs = ["Director", "Screenplay", "Writer", "Story"]

  static func details() -> MovieDetails {
    var details = MovieDetails(id: 1, title: "t")
    details.credits = Credits(
      crew: jobs.enumerated().map {
        CrewMember(id: $0.offset + 1, name: "P\($0.offset)", job: $0.element)
      })
    return details
  }

  static func texts(_ code: String) -> (people: String, writers: String) {
    let words = Words(ScreenLanguage(code: code)!, keys: KeyLabels())
    let links = PersonLink.links(in: details())
    let people = PeopleLines(
      people: links, selection: nil, theme: Theme(.basic), width: 80, enterKey: nil, words: words
    ).lines().map { $0.map(\.text).joined() }.joined(separator: "\n")
    return (people, DetailFacts.writers(of: details(), words: words))
  }

  @Test func theJobsAreInTheScreensLanguage() {
    for code in ["fa-IR", "ar-SA", "ja-JP"] {
      let (people, writers) = Self.texts(code)
      for job in Self.jobs {
        #expect(!people.contains(job), "\(code): \(people)")
        #expect(!writers.contains(job), "\(code): \(writers)")
      }
    }
  }

  @Test func englishKeepsTMDBsWords() {
    let (people, writers) = Self.texts("en-US")
    #expect(people.contains("P0 · Director") && people.contains("P1 · Screenplay"), "\(people)")
    #expect(writers == "P1 (Screenplay), P2 (Writer), P3 (Story)", "\(writers)")
  }

  @Test func aJobThePaneDoesNotKnowStaysAsTMDBWroteIt() {
    let words = Words(ScreenLanguage(code: "fa-IR")!, keys: KeyLabels())
    #expect(words.job("Novel") == "Novel")
  }
}
