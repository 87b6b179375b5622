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
  public static func lines(
    _ whereToWatch: WhereToWatch, country: String, width: Int = 80,
    language: ScreenLanguage = .english
  ) -> [String] {
    let words = { (message: Message) in language.text(message) }
    let attribution = words(Message(.printedJustWatch))
    let region = Sanitizer.singleLine(country).trimmingCharacters(in: .whitespaces).uppercased()
    switch whereToWatch {
    case .unavailable(let reason):
      var said = Sanitizer.singleLine(reason)
      while said.hasSuffix(".") { said.removeLast() }
      return TextLayout.wrap(
        words(
          Message(
            .printedWhereToWatchUnavailable, ["region": .text(region), "reason": .text(said)])),
        width: width)
    case .loaded(let results):
      guard let offers = results.region(country), !offers.isEmpty else {
        return TextLayout.wrap(
          words(Message(.printedWhereToWatchNone, ["region": .text(region)])), width: width)
          + [attribution]
      }
      var lines = [words(Message(.printedWhereToWatch, ["region": .text(region)]))]
      let more = words(Message(.printedOfferMore))
      func label(_ kind: WatchOfferKind) -> String { words(Message(MessageKey.offer(kind))) }
      // "More" labels the link; every label lines up with the widest.
      let labelWidth =
        2 + (offers.offers.map { label($0.kind).displayWidth } + [more.displayWidth]).max()! + 2
      for (kind, providers) in offers.offers {
        let names = providers.map { Sanitizer.singleLine($0.providerName) }
          .filter { !$0.isEmpty }.joined(separator: language.listSeparator)
        let wrapped = TextLayout.wrap(names, width: max(width - labelWidth, 20))
        for (index, line) in wrapped.enumerated() {
          let prefix =
            index == 0
            ? TextLayout.pad("  " + label(kind) + ":", toWidth: labelWidth)
            : String(repeating: " ", count: labelWidth)
          lines.append(prefix + line)
        }
      }
      if let link = offers.link.map(Sanitizer.singleLine), isWebAddress(link) {
        lines.append(TextLayout.pad("  " + more + ":", toWidth: labelWidth) + link)
      }
      lines.append(attribution)
      return lines
    }
  }

  /// TMDB's link is a web page (https://www.themoviedb.org/movie/…/watch); anything else
  /// (`javascript:`, `file:`, a bare word) is not offered as one to open.
  static func isWebAddress(_ text: String) -> Bool {
    let lower = text.lowercased()
    return (lower.hasPrefix("https://") || lower.hasPrefix("http://"))
      && !text.contains(where: \.isWhitespace)
  }
}
