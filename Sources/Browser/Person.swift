import TMDB

/// A person's page: who they are and their films, as a list (`ListID.person(id)`) with its own
/// selection. It remembers where it was opened from, so Esc goes back to that film's details.
public struct PersonScreen: Sendable, Equatable {
  public var personID: Int
  /// The name as the film's credits gave it, shown until the page arrives.
  public var name: String
  public var details: PersonDetails?
  public var failure: Failure?
  public var order: PersonFilmOrder = .date
  /// The screen the page was opened from, and the films opened in place there.
  public var back: BrowserScreen
  public var backTrail: [MovieSummary]

  public init(personID: Int, name: String, back: BrowserScreen, backTrail: [MovieSummary]) {
    self.personID = personID
    self.name = name
    self.back = back
    self.backTrail = backTrail
  }

  public var list: ListID { .person(personID) }
}

/// Someone in a film's credits whom the detail pane links to.
public struct PersonLink: Sendable, Equatable, Hashable {
  public var id: Int
  public var name: String
  /// The job for the crew ("Director", "Screenplay"), as TMDB names it.
  public var role: String?
  /// The part played, for the cast ("Chihiro"); worded ("as Chihiro") in the user's language.
  public var character: String?

  public init(id: Int, name: String, role: String?, character: String? = nil) {
    self.id = id
    self.name = name
    self.role = role
    self.character = character
  }

  /// The directors, the writers, then the whole cast in billing order: the people the pane
  /// offers (each once, and only those TMDB gave an id, since a page cannot be opened without
  /// one).
  public static func links(in details: MovieDetails) -> [PersonLink] {
    let crew = details.credits?.crew ?? []
    let directors = crew.filter { $0.job == "Director" }.compactMap { member in
      member.id.map { PersonLink(id: $0, name: member.name, role: member.job) }
    }
    let writers = details.writers.compactMap { member in
      member.id.map { PersonLink(id: $0, name: member.name, role: member.job) }
    }
    let cast = details.orderedCast.compactMap { member in
      member.id.map {
        PersonLink(id: $0, name: member.name, role: nil, character: member.character)
      }
    }
    var seen: Set<Int> = []
    return (directors + writers + cast).filter { seen.insert($0.id).inserted }
  }
}
