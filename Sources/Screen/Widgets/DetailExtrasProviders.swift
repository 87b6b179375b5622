import Browser
import TMDB

/// "Where to watch" in the opened detail pane: the region's streaming, rent and buy offers,
/// with the attribution TMDB requires for JustWatch's data.
struct ProviderLines {
  /// The offers for the region; nil when the film has none there.
  let offers: RegionWatchProviders?
  let region: String
  let theme: Theme
  let width: Int
  let words: Words

  func lines() -> [StyledLine] {
    guard width > 0 else { return [] }
    let region = MovieFormatting.clean(region)
    var lines: [StyledLine] = [
      [], [Span(words(Message(.paneWhereToWatch, ["region": .text(region)])), theme.bold)],
    ]
    guard let offers, !offers.isEmpty else {
      lines += wrapped(words(.paneNoOffers), width: width, style: theme.dim)
      return lines
    }
    for offer in offers.offers {
      let names = offer.providers.map { MovieFormatting.clean($0.providerName) }
        .filter { !$0.isEmpty }.joined(separator: words.listSeparator)
      let label = words(.offer(offer.kind)) + ":"
      var line = wrapped("\(label) \(names)", width: width, style: theme.text)
      if let first = line.first?.first?.text, first.hasPrefix(label) {
        line[0] = [Span(label, theme.dim), Span(String(first.dropFirst(label.count)))]
      }
      lines += line
    }
    // The attribution TMDB requires for JustWatch's data, in the user's language.
    lines += wrapped(words(.printedJustWatch), width: width, style: theme.dim)
    return lines
  }
}
