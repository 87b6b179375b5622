import Foundation
import Screen
import TMDB

/// What `reel show` knows about where to watch a film.
public enum WhereToWatch: Sendable, Equatable {
  case loaded(WatchProviderResults)
  /// The request failed; the reason in words (the details are still worth printing).
  case unavailable(reason: String)
}

/// The "Where to watch" lines of `reel show`: one country's offers by kind, and the attribution
/// TMDB's terms require next to JustWatch's data.
public enum PrintedWatchProviders {
  public static func lines(_ whereToWatch: WhereToWatch, country: String, width: Int = 80)
    -> [String]
  {
    let region = Sanitizer.singleLine(country).trimmingCharacters(in: .whitespaces).uppercased()
    switch whereToWatch {
    case .unavailable(let reason):
      var said = Sanitizer.singleLine(reason)
      while said.hasSuffix(".") { said.removeLast() }
      return TextLayout.wrap(
        "Where to watch (\(region)): not available (\(said))",
        width: width)
    case .loaded(let results):
      guard let offers = results.region(country), !offers.isEmpty else {
        return TextLayout.wrap(
          "Where to watch (\(region)): no streaming, rental or purchase offers listed.",
          width: width) + [WatchProviderResults.attribution]
      }
      var lines = ["Where to watch (\(region)):"]
      // "More" labels the link; every label lines up with the widest.
      let labelWidth = 2 + (offers.offers.map { $0.kind.label.count } + [4]).max()! + 2
      for (kind, providers) in offers.offers {
        let names = providers.map { Sanitizer.singleLine($0.providerName) }
          .filter { !$0.isEmpty }.joined(separator: ", ")
        let wrapped = TextLayout.wrap(names, width: max(width - labelWidth, 20))
        for (index, line) in wrapped.enumerated() {
          let prefix =
            index == 0
            ? TextLayout.pad("  " + kind.label + ":", toWidth: labelWidth)
            : String(repeating: " ", count: labelWidth)
          lines.append(prefix + line)
        }
      }
      if let link = offers.link.map(Sanitizer.singleLine), !link.isEmpty {
        lines.append(TextLayout.pad("  More:", toWidth: labelWidth) + link)
      }
      lines.append(WatchProviderResults.attribution)
      return lines
    }
  }
}
