import TMDB

/// A collection's page ("The Matrix Collection"): its films in release order as a list
/// (`ListID.collection(id)`) with its own selection. Like a person's page, it remembers where
/// it was opened from, so Esc goes back to that film's details.
public struct CollectionScreen: Sendable, Equatable {
  public var collectionID: Int
  /// The name as the film's details gave it, shown until the collection arrives.
  public var name: String
  public var collection: MovieCollection?
  public var failure: Failure?
  /// The screen the page was opened from, and the films opened in place there.
  public var back: BrowserScreen
  public var backTrail: [MovieSummary]

  public init(collectionID: Int, name: String, back: BrowserScreen, backTrail: [MovieSummary]) {
    self.collectionID = collectionID
    self.name = name
    self.back = back
    self.backTrail = backTrail
  }

  public var list: ListID { .collection(collectionID) }
}
