import TMDB

/// Something the opened detail pane links to: the film's collection, a film of "More like
/// this", or a person of the cast and crew. `BrowserState.linkSelection` counts through them
/// in this order, the order the pane shows them.
public enum DetailLink: Sendable, Equatable {
  case collection(CollectionReference)
  case film(MovieSummary)
  case person(PersonLink)
}

extension BrowserState {
  /// Every link of the film in the detail pane, in the order the keys walk through them.
  public var detailLinks: [DetailLink] {
    guard case .loaded(let details) = detail else { return [] }
    var links: [DetailLink] = []
    if let collection = details.collection { links.append(.collection(collection)) }
    links += relatedFilms.map(DetailLink.film)
    links += detailPeople.map(DetailLink.person)
    return links
  }

  /// The selected link, while the links have the keys.
  public var selectedDetailLink: DetailLink? {
    guard focus == .detail, let index = linkSelection else { return nil }
    let links = detailLinks
    return links.indices.contains(index) ? links[index] : nil
  }
}
