import Foundation
import TMDB

/// `o` and `y` in the detail pane: the film's TMDB page opened in the web browser or its
/// address copied. The runtime does the work; the reducer only names the address.
extension BrowserState {
  /// The TMDB page of the film the keys act on (the detail pane's when it has focus, else the
  /// selection's).
  var linkForAction: URL? {
    guard let movie = movieForAction ?? detailMovie else { return nil }
    return URL(string: "https://www.themoviedb.org/movie/\(movie.id)")
  }

  mutating func openInBrowser() -> [Effect] {
    guard let url = linkForAction else { return [] }
    return [.openInBrowser(url)]
  }

  mutating func copyLink() -> [Effect] {
    guard let url = linkForAction else { return [] }
    status = .copiedLink(url.absoluteString)
    return [.copyToClipboard(url.absoluteString)]
  }
}
