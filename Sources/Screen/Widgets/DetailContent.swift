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
      details.year.map(String.init), MovieFormatting.runtime(details.runtime),
      details.certification(country: country).map(MovieFormatting.clean),
      genreList(details.genres.map(\.name)),
    ]
    lines += factsLine(facts.compactMap { $0 })
    lines += ratingLine(average: details.voteAverage, count: details.voteCount, id: details.id)
    if let tagline = details.tagline.map(MovieFormatting.clean), !tagline.isEmpty {
      lines += wrapped("\u{201C}\(tagline)\u{201D}", width: width, style: theme.italic)
    }
    let directors = details.directors.map(MovieFormatting.clean).filter { !$0.isEmpty }
    let cast = details.topCast(5)
    if !directors.isEmpty || !cast.isEmpty { lines.append([]) }
    if !directors.isEmpty {
      let label = directors.count == 1 ? "Director: " : "Directors: "
      lines += labelled(label, directors.joined(separator: ", "))
    }
    if !cast.isEmpty { lines += castLines(cast) }
    lines.append([])
    lines += overview(details.overview)
    lines.append([])
    if let trailer = details.trailer?.url?.absoluteString {
      lines += labelled("Trailer: ", MovieFormatting.clean(trailer))
    }
    lines += labelled("TMDB: ", details.tmdbURL.absoluteString)
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
      return "\(name) (\(character))"
    }
    // Characters are a bonus: only when they keep the line short.
    let full = labelled("Cast: ", withCharacters.joined(separator: ", "))
    return full.count <= 3 ? full : labelled("Cast: ", names.joined(separator: ", "))
  }

  // MARK: Before the details arrive

  private func lines(for movie: MovieSummary) -> [StyledLine] {
    var lines = heading(title: movie.title, originalTitle: movie.originalTitle)
    let genres = genreList(movie.genreIDs.compactMap { model.genres[$0] })
    lines += factsLine([movie.year.map(String.init), genres].compactMap { $0 })
    lines += ratingLine(average: movie.voteAverage, count: movie.voteCount, id: movie.id)
    lines.append([])
    if let failure = model.failure {
      let reason = MovieFormatting.clean(failure.detail)
      lines += wrapped(
        "Details could not be loaded\(reason.isEmpty ? "." : ": \(reason)")", width: width,
        style: theme.errorText)
      if let retry = model.keys[.refresh] {
        lines += wrapped("Press \(retry) to retry.", width: width, style: theme.dim)
      }
    } else if model.isLoading {
      lines += wrapped("Loading details…", width: width, style: theme.dim)
    }
    lines.append([])
    lines += overview(movie.overview)
    return lines
  }

  // MARK: Pieces

  private func heading(title: String, originalTitle: String?) -> [StyledLine] {
    let shown = MovieFormatting.title(title)
    var lines = wrapped(shown, width: width, style: theme.bold)
    if let original = originalTitle.map(MovieFormatting.clean), !original.isEmpty,
      original != shown
    {
      lines += wrapped(original, width: width, style: theme.dim)
    }
    return lines
  }

  private func factsLine(_ facts: [String]) -> [StyledLine] {
    facts.isEmpty ? [] : wrapped(facts.joined(separator: " · "), width: width, style: theme.text)
  }

  private func genreList(_ names: [String]) -> String? {
    let cleaned = names.map(MovieFormatting.clean).filter { !$0.isEmpty }
    return cleaned.isEmpty ? nil : cleaned.joined(separator: ", ")
  }

  private func ratingLine(average: Double?, count: Int?, id: Int) -> [StyledLine] {
    var line: StyledLine
    if let rating = MovieFormatting.rating(average: average, count: count) {
      line = [Span("★ ", theme.accent), Span(rating)]
      if let count, count > 0 {
        let votes = "\(MovieFormatting.grouped(count)) \(count == 1 ? "vote" : "votes")"
        line.append(Span(" (\(votes))", theme.dim))
      }
    } else {
      line = [Span("No ratings yet", theme.dim)]
    }
    if model.onWatchlist { line.append(Span(" · on your watchlist", theme.accent)) }
    let lineWidth = line.reduce(0) { $0 + $1.text.displayWidth }
    if lineWidth <= width { return [line] }
    return wrapped(line.map(\.text).joined(), width: width, style: theme.text)
  }

  private func overview(_ text: String?) -> [StyledLine] {
    let cleaned = Sanitizer.multiLine(text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    if cleaned.isEmpty { return wrapped("No overview.", width: width, style: theme.dim) }
    return wrapped(cleaned, width: width, style: theme.text)
  }

  /// "Label: value" wrapped as one paragraph, the label dim.
  private func labelled(_ label: String, _ value: String) -> [StyledLine] {
    var lines = wrapped(label + value, width: width, style: theme.text)
    if let first = lines.first?.first?.text, first.hasPrefix(label) {
      lines[0] = [Span(label, theme.dim), Span(String(first.dropFirst(label.count)))]
    }
    return lines
  }
}
