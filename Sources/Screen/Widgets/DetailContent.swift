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
  func lines() -> [StyledLine]? { text()?.lines }

  /// The lines with where the selected link and the web addresses are among them.
  func text() -> DetailText? {
    guard width > 0 else { return DetailText() }
    if let details = model.details { return text(for: details) }
    if let movie = model.movie { return DetailText(lines: lines(for: movie)) }
    return nil
  }

  // MARK: Full details

  private func text(for details: MovieDetails) -> DetailText {
    var text = DetailText()
    text.lines = heading(title: details.title, originalTitle: details.originalTitle)
    let release = DetailFacts.release(of: details, country: country, words: words)
    let facts = [
      release, details.certification(country: country).map(MovieFormatting.clean),
      words.runtime(details.runtime),
    ]
    text.lines += factsLine(facts.compactMap { $0 }.filter { !$0.isEmpty })
    if let genres = genreList(details.genres.map(\.name)) {
      text.lines += wrapped(genres, width: width, style: theme.dim, base: .auto)
    }
    text.lines += ratingLine(average: details.voteAverage, count: details.voteCount, id: details.id)
    if let tagline = details.tagline.map(MovieFormatting.clean), !tagline.isEmpty {
      text.lines += wrapped(
        "\u{201C}\(tagline)\u{201D}", width: width, style: theme.italic, base: .auto)
    }
    // The field being edited stays on screen, like a selected link.
    if model.noteDraft != nil { text.selectedLine = text.lines.count + 1 }
    text.lines += noteLines()
    let directors = details.directors.map(MovieFormatting.clean).filter { !$0.isEmpty }
    let writers = DetailFacts.writers(of: details, words: words)
    let cast = details.topCast(5)
    if !directors.isEmpty || !writers.isEmpty || !cast.isEmpty { text.lines.append([]) }
    if !directors.isEmpty {
      let label = words(.directorLabel(count: directors.count)) + ": "
      text.lines += labelled(
        label, directors.joined(separator: words.listSeparator), valueBase: .auto)
    }
    if !writers.isEmpty {
      text.lines += labelled(words(.writersLabel) + ": ", writers, valueBase: .auto)
    }
    if !cast.isEmpty { text.lines += castLines(cast) }
    text.lines.append([])
    text.lines += overview(details.overview)
    text.lines.append([])
    if let collection = details.collection {
      let name = MovieFormatting.clean(collection.name)
      let selected = model.linkSelection == 0
      if selected { text.selectedLine = text.lines.count }
      text.lines.append([
        Span(words(.detailCollectionLabel) + ": ", theme.dim),
        Span(
          (selected ? "› " : "") + (name.isEmpty ? words(.untitled) : name),
          selected ? theme.selection : theme.accent, base: .auto),
      ])
    }
    for (label, value) in DetailFacts.more(of: details, words: words) {
      text.lines += labelled(label + ": ", value, valueBase: .auto)
    }
    text.lines.append([])
    var links: [(MessageKey, URL)] = []
    if let trailer = details.trailer?.url { links.append((.trailerLabel, trailer)) }
    links.append((.tmdbLabel, details.tmdbURL))
    if let imdb = details.imdbURL { links.append((.imdbLabel, imdb)) }
    if let homepage = details.homepageURL { links.append((.homepageLabel, homepage)) }
    for (label, url) in links {
      // One line each, cut at the pane's edge rather than wrapped: the whole address is the
      // link (OSC 8), and `o`/`y` act on the TMDB one.
      text.hyperlinks.append(DetailHyperlink(line: text.lines.count, url: url))
      text.lines.append([
        Span(words(label) + ": ", theme.dim),
        Span(url.absoluteString, theme.accent, base: .leftToRight),
      ])
    }
    if let providers = model.providers {
      text.lines += ProviderLines(
        offers: providers.region(country), region: country, theme: theme, width: width,
        words: words
      ).lines()
    }
    if let related = model.related {
      let related = RelatedLines(
        model: related, theme: theme, width: width, enterKey: model.keys[.nextPane],
        words: words
      ).lines()
      if let selection = model.related?.selection {
        // The row's lines end with one per film.
        text.selectedLine =
          text.lines.count + related.count - (model.related?.films.count ?? 0)
          + selection
      }
      text.lines += related
    }
    let people = PeopleLines(
      people: model.people, selection: model.personSelection, theme: theme, width: width,
      enterKey: model.keys[.nextPane], words: words
    ).lines()
    if let selection = model.personSelection {
      text.selectedLine = text.lines.count + people.count - model.people.count + selection
    }
    text.lines += people
    return text
  }

  /// The watchlist note, or the one-line field editing it.
  private func noteLines() -> [StyledLine] {
    let label = words(.noteLabel) + ": "
    if let draft = model.noteDraft {
      // The caret ends the field: typing always adds at the end.
      var lines = [[Span(label, theme.dim), Span(draft + "▏", theme.selection, base: .auto)]]
      let hint = Message(
        .noteEditHint,
        [
          "save": .key(model.keys[.openDetail] ?? "Enter"),
          "cancel": .key(model.keys[.cancel] ?? "Esc"),
        ])
      lines += wrapped(words(hint), width: width, style: theme.dim)
      return lines
    }
    guard let note = model.note.map(MovieFormatting.clean), !note.isEmpty else { return [] }
    return labelled(label, note, valueBase: .auto)
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
    // `words.title`, with the cleaned title kept to tell an untitled film.
    let cleaned = MovieFormatting.clean(title)
    let untitled = cleaned.isEmpty
    let shown = untitled ? words(.untitled) : cleaned
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

  func ratingLine(average: Double?, count: Int?, id: Int) -> [StyledLine] {
    var line: StyledLine
    if let rating = words.rating(average: average, count: count) {
      // Out of ten, not behind a ★: the ★ is the watchlist's mark, everywhere.
      line = [Span(rating, theme.accent), Span("/" + words.format.number(10), theme.dim)]
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
