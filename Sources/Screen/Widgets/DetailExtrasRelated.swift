import Browser
import TMDB

/// What the detail pane's "More like this" section shows, taken from the state: the films of
/// the row for the film shown, which one is selected, and whether they are loading or failed.
struct RelatedModel: Equatable {
  var films: [MovieSummary] = []
  var selection: Int?
  var isLoading = false
  var failure: Failure?

  /// `selection` counts from the first film; outside the row it is no film's.
  init(_ state: borrowing BrowserState, movieID: Int, selection: Int?) {
    films = state.related.films(for: movieID)
    self.selection = selection.flatMap { films.indices.contains($0) ? $0 : nil }
    switch state.related {
    case .loading(movieID): isLoading = true
    case .failed(movieID, let failure): self.failure = failure
    default: break
    }
  }

  /// Nothing to show: never asked for (the pane was not opened) or nothing like it.
  var isEmpty: Bool { films.isEmpty && !isLoading && failure == nil }
}

/// The "More like this" section that ends the detail pane: one line per film, the selected one
/// in reverse video, with a hint saying how to move into the row.
struct RelatedLines {
  let model: RelatedModel
  let theme: Theme
  let width: Int
  /// The key that moves into the row ("Tab"), when bound.
  let enterKey: String?
  let words: Words

  func lines() -> [StyledLine] {
    guard !model.isEmpty, width > 0 else { return [] }
    var lines: [StyledLine] = [[]]
    var heading: StyledLine = [Span(words(.paneMoreLikeThis), theme.bold)]
    if model.selection == nil, !model.films.isEmpty, let enterKey {
      heading.append(
        Span(" · " + words(Message(.paneChooseHint, ["key": .key(enterKey)])), theme.dim))
    }
    lines.append(heading)
    if model.isLoading {
      lines += wrapped(words(.loading), width: width, style: theme.dim)
    } else if let failure = model.failure {
      let reason = MovieFormatting.clean(failure.detail)
      let text =
        reason.isEmpty
        ? words(.paneSectionFailedPlain)
        // The failure in the screen's words, as the detail pane and the person page say it:
        // the layer's own sentence is English, and stayed so inside Persian or Japanese.
        : words(Message(.paneSectionFailed, ["reason": .message(words.reason(failure))]))
      lines += wrapped(text, width: width, style: theme.errorText)
    }
    for (index, film) in model.films.enumerated() {
      let style = index == model.selection ? theme.selection : theme.text
      let marker = index == model.selection ? "› " : "  "
      // One line each, so the row's lines match its films one to one. The title is data, in
      // its own direction ("Thunderbolts*" read "*Thunderbolts" on a Persian screen).
      lines.append([Span(marker, style), Span(title(film, width: width - 2), style, base: .auto)])
    }
    return lines
  }

  /// The film's title and year in `width` columns: a title too long is cut with "…" and the
  /// year kept whole, or left out when there is no room for it (a cut year, "Titanic (19",
  /// reads as another year).
  private func title(_ film: MovieSummary, width: Int) -> String {
    let cleaned = MovieFormatting.clean(film.title)
    let title = cleaned.isEmpty ? words(.untitled) : cleaned
    guard let year = film.year.map({ " (\(words.format.number($0)))" }) else {
      return TextLayout.truncate(title, toWidth: width)
    }
    let room = width - year.displayWidth
    if title.displayWidth <= room { return title + year }
    return room >= 4
      ? TextLayout.truncate(title, toWidth: room) + year
      : TextLayout.truncate(title, toWidth: width)
  }
}
