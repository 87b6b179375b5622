import Browser
import Foundation
import TMDB

/// The detail pane's text, wrapped to its width: everything known about the selected movie,
/// from the list row at first and from the full details once they arrive.
struct DetailContent {
  let model: DetailModel
  let theme: Theme
  let width: Int

  private var country: String { model.country }
  private var words: Words { model.words }

  /// The lines to show, or nil when no movie is selected.
  func lines() -> [StyledLine]? {
    guard width > 0 else { return [] }
    if let details = model.details { return lines(for: details) }
    if let movie = model.movie { return lines(for: movie) }
    return nil
  }

  // MARK: Full details

  private func lines(for details: MovieDetails) -> [StyledLine] {
    var lines = heading(title: details.title, originalTitle: details.originalTitle)
    let facts = [
      words.year(details.year), words.runtime(details.runtime),
      details.certification(country: country).map(MovieFormatting.clean),
      genreList(details.genres.map(\.name)),
    ]
    lines += factsLine(facts.compactMap { $0 })
    lines += ratingLine(average: details.voteAverage, count: details.voteCount, id: details.id)
    if let tagline = details.tagline.map(MovieFormatting.clean), !tagline.isEmpty {
      lines += wrapped(
        "\u{201C}\(tagline)\u{201D}", width: width, style: theme.italic, base: .auto)
    }
    let directors = details.directors.map(MovieFormatting.clean).filter { !$0.isEmpty }
    let cast = details.topCast(5)
    if !directors.isEmpty || !cast.isEmpty { lines.append([]) }
    if !directors.isEmpty {
      let label = words(.directorLabel(count: directors.count)) + ": "
      lines += labelled(label, directors.joined(separator: words.listSeparator), valueBase: .auto)
    }
    if !cast.isEmpty { lines += castLines(cast) }
    lines.append([])
    lines += overview(details.overview)
    lines.append([])
    if let trailer = details.trailer?.url?.absoluteString {
      lines += labelled(
        words(.trailerLabel) + ": ", MovieFormatting.clean(trailer), valueBase: .leftToRight)
    }
    lines += labelled(
      words(.tmdbLabel) + ": ", details.tmdbURL.absoluteString, valueBase: .leftToRight)
    if let providers = model.providers {
      lines += ProviderLines(
        offers: providers.region(country), region: country, theme: theme, width: width
      ).lines()
    }
    if let related = model.related {
      lines += RelatedLines(
        model: related, theme: theme, width: width, enterKey: model.keys[.nextPane]
      ).lines()
    }
    lines += PeopleLines(
      people: model.people, selection: model.personSelection, theme: theme, width: width,
      enterKey: model.keys[.nextPane]
    ).lines()
    return lines
  }

  private func castLines(_ cast: [CastMember]) -> [StyledLine] {
    let names = cast.map { MovieFormatting.clean($0.name) }
    let withCharacters = zip(cast, names).map { member, name in
      guard let character = member.character.map(MovieFormatting.clean), !character.isEmpty
      else { return name }
      return words(.characterRole(name: name, character: character))
    }
    // Characters are a bonus: only when they keep the line short.
    let label = words(.castLabel) + ": "
    let full = labelled(
      label, withCharacters.joined(separator: words.listSeparator), valueBase: .auto)
    return full.count <= 3
      ? full : labelled(label, names.joined(separator: words.listSeparator), valueBase: .auto)
  }

  // MARK: Before the details arrive

  private func lines(for movie: MovieSummary) -> [StyledLine] {
    var lines = heading(title: movie.title, originalTitle: movie.originalTitle)
    let genres = genreList(movie.genreIDs.compactMap { model.genres[$0] })
    lines += factsLine([words.year(movie.year), genres].compactMap { $0 })
    lines += ratingLine(average: movie.voteAverage, count: movie.voteCount, id: movie.id)
    lines.append([])
    if let failure = model.failure {
      let reason = MovieFormatting.clean(failure.detail)
      let sentence =
        reason.isEmpty
        ? words(.detailsFailedPlain) : words(.detailsFailed(reason: words.reason(failure)))
      lines += wrapped(sentence, width: width, style: theme.errorText)
      if let retry = model.keys[.refresh] {
        lines += wrapped(words(.pressKeyToRetry(retry)), width: width, style: theme.dim)
      }
    } else if model.isLoading {
      lines += wrapped(words(.loadingDetails), width: width, style: theme.dim)
    }
    lines.append([])
    lines += overview(movie.overview)
    return lines
  }

  // MARK: Pieces

  private func heading(title: String, originalTitle: String?) -> [StyledLine] {
    let shown = words.title(title)
    let untitled = MovieFormatting.clean(title).isEmpty
    var lines = wrapped(shown, width: width, style: theme.bold, base: untitled ? nil : .auto)
    if let original = originalTitle.map(MovieFormatting.clean), !original.isEmpty,
      original != shown
    {
      lines += wrapped(original, width: width, style: theme.dim, base: .auto)
    }
    return lines
  }

  private func factsLine(_ facts: [String]) -> [StyledLine] {
    facts.isEmpty ? [] : wrapped(facts.joined(separator: " · "), width: width, style: theme.text)
  }

  private func genreList(_ names: [String]) -> String? {
    let cleaned = names.map(MovieFormatting.clean).filter { !$0.isEmpty }
    return cleaned.isEmpty ? nil : cleaned.joined(separator: words.listSeparator)
  }

  private func ratingLine(average: Double?, count: Int?, id: Int) -> [StyledLine] {
    var line: StyledLine
    if let rating = words.rating(average: average, count: count) {
      line = [Span("★ ", theme.accent), Span(rating)]
      if let count, count > 0 {
        line.append(Span(" (\(words(.votes(count))))", theme.dim))
      }
    } else {
      line = [Span(words(.noRatingsYet), theme.dim)]
    }
    if model.onWatchlist { line.append(Span(" · " + words(.onYourWatchlist), theme.accent)) }
    let lineWidth = line.reduce(0) { $0 + $1.text.displayWidth }
    if lineWidth <= width { return [line] }
    return wrapped(line.map(\.text).joined(), width: width, style: theme.text)
  }

  private func overview(_ text: String?) -> [StyledLine] {
    let cleaned = Sanitizer.multiLine(text ?? "").trimmingWhitespace()
    if cleaned.isEmpty { return wrapped(words(.noOverview), width: width, style: theme.dim) }
    return wrapped(cleaned, width: width, style: theme.text, base: .auto)
  }

  /// "Label: value" wrapped as one paragraph, the label dim. The label is Reel's words, laid
  /// out in the screen's direction; the value is data, laid out in `valueBase`.
  private func labelled(_ label: String, _ value: String, valueBase: BaseDirection)
    -> [StyledLine]
  {
    let base = BidiText.resolved(valueBase, for: value)
    var lines = wrapped(label + value, width: width, style: theme.text).map { line in
      line.map { Span($0.text, $0.style, base: base) }
    }
    if let first = lines.first?.first?.text, first.hasPrefix(label) {
      lines[0] = [Span(label, theme.dim), Span(String(first.dropFirst(label.count)), base: base)]
    }
    return lines
  }
}
