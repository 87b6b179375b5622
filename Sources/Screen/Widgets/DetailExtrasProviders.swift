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

  func lines() -> [StyledLine] {
    guard width > 0 else { return [] }
    var lines: [StyledLine] = [
      [], [Span("Where to watch (\(MovieFormatting.clean(region)))", theme.bold)],
    ]
    guard let offers, !offers.isEmpty else {
      lines += wrapped("No offers in this region.", width: width, style: theme.dim)
      return lines
    }
    for offer in offers.offers {
      let names = offer.providers.map { MovieFormatting.clean($0.providerName) }
        .filter { !$0.isEmpty }.joined(separator: ", ")
      var line = wrapped("\(offer.kind.label): \(names)", width: width, style: theme.text)
      if let first = line.first?.first?.text, first.hasPrefix(offer.kind.label + ":") {
        let label = offer.kind.label + ":"
        line[0] = [Span(label, theme.dim), Span(String(first.dropFirst(label.count)))]
      }
      lines += line
    }
    lines += wrapped(WatchProviderResults.attribution, width: width, style: theme.dim)
    return lines
  }
}
