import Foundation
import ReplayCatalog
import Screen
import TMDB

/// What the detail pane of a film not shown before costs (every `j` shows one): the cells way
/// against the general one, over the films of the replay catalog's lists.
enum DetailPaneFigure {
  static func measure(into table: FigureTable) {
    let films = catalogFilms()
    guard !films.isEmpty else {
      table.add("detail pane of a new film", "n/a (no replay catalog)")
      return
    }
    let genres = [
      28: "Action", 12: "Adventure", 16: "Animation", 35: "Comedy", 80: "Crime", 18: "Drama",
      14: "Fantasy", 27: "Horror", 9648: "Mystery", 10749: "Romance", 878: "Science Fiction",
      53: "Thriller", 10752: "War",
    ]
    var sink = 0
    let cells = InProcessFigures.measure(count: 1) {
      sink &+= DetailPaneFigures.drawPanes(films, genres: genres, inCells: true)
    }
    let general = InProcessFigures.measure(count: 1) {
      sink &+= DetailPaneFigures.drawPanes(films, genres: genres, inCells: false)
    }
    let count = Double(films.count)
    table.add(
      "detail pane of a new film (summary, poster placeholder), 120x40",
      String(
        format: "%.1f µs (general path %.1f µs, %.1fx; %d films)%@", cells / count / 1000,
        general / count / 1000, general / cells, films.count, sink == 42 ? " " : ""))
  }

  /// The films of the catalog's list pages, each once (titles, original titles and overviews
  /// in the languages TMDB gives).
  private static func catalogFilms() -> [MovieSummary] {
    guard let directory = ReplayCatalog.directory() else { return [] }
    var seen = Set<Int>()
    var films: [MovieSummary] = []
    let decoder = JSONDecoder()
    let files =
      FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL } ?? []
    for file in files.sorted(by: { $0.path < $1.path })
    where file.lastPathComponent.contains("__page-") {
      // A recorded exchange: the page is the response's body.
      guard let data = try? Data(contentsOf: file),
        let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let response = record["response"] as? [String: Any], let body = response["body"],
        let bodyData = try? JSONSerialization.data(withJSONObject: body),
        let page = try? decoder.decode(MoviePage.self, from: bodyData)
      else { continue }
      for film in page.results where seen.insert(film.id).inserted { films.append(film) }
    }
    return films
  }
}
