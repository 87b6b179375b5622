import Browser
import Foundation
import ReplayCatalog
import Screen
import TMDB

/// The render cost of one `j` on the popular list at 120x40, as the key figures press it: the
/// replay catalog's films, each step onto a film not shown before (its details not loaded, the
/// preview timer running), so a cache of what was drawn last cannot pretend the work away.
enum RenderStepFigure {
  static func measure(into table: FigureTable) async throws {
    guard let catalog = ReplayCatalog.directory() else { throw BenchError("no replay catalog") }
    let client = TMDBClient(transport: ReplayTransport(directory: catalog))
    let pages = 5
    var loaded: [MoviePage] = []
    for number in 1...pages {
      loaded.append(try await client.page(.category(.popular), page: number))
    }
    let genres = try await client.genres()
    let start = popular(loaded, genres: genres)
    let rows = min(start.main.window?.rowCount ?? 0, pages * 20)
    guard rows > 1 else { throw BenchError("the popular list did not load") }
    let size = Size(width: 120, height: 40)
    let context = RenderContext(mode: "REPLAY", colors: .extended)

    // Each round walks the list from the top once: rows - 1 presses, every one onto a new film.
    var renderSamples: [Double] = []
    var stepSamples: [Double] = []
    for _ in 0..<15 {
      let (render, step) = walk(from: start, presses: rows - 1, size: size, context: context)
      renderSamples.append(render)
      stepSamples.append(step)
    }
    table.add(
      "render one j frame, popular list (replay) 120x40, new film each step",
      format(median(renderSamples), "µs"))
    table.add(
      "reduce + render one j, popular list (replay) 120x40", format(median(stepSamples), "µs"))
  }

  /// Presses `j` `presses` times from `start`, rendering after each; returns the microseconds
  /// a press spent rendering and in all. A function of its own, so that a profiler can count
  /// its instructions alone (`valgrind --tool=callgrind --toggle-collect='*RenderStepFigure*walk*'`).
  @inline(never)
  static func walk(from start: BrowserState, presses: Int, size: Size, context: RenderContext)
    -> (render: Double, step: Double)
  {
    var state = start
    var renderTime = Duration.zero
    let began = ContinuousClock.now
    for _ in 0..<presses {
      _ = reduce(&state, .command(.moveDown))
      let rendered = ContinuousClock.now
      _ = Screen.render(state, size: size, context: context)
      renderTime += .now - rendered
    }
    return (
      milliseconds(renderTime) * 1000 / Double(presses),
      milliseconds(.now - began) * 1000 / Double(presses)
    )
  }

  /// The popular list as the app shows it once started: configuration, genres, the pages.
  private static func popular(_ pages: [MoviePage], genres: [Genre]) -> BrowserState {
    var state = BrowserState()
    _ = reduce(&state, .viewportChanged(rows: 37))
    _ = reduce(&state, .start)
    _ = reduce(
      &state,
      .configurationLoaded(
        RequestID(1),
        TMDBConfiguration(
          images: ImageConfiguration(secureBaseURL: "https://image.example/", posterSizes: ["w92"])),
        genres))
    _ = reduce(&state, .watchlistLoaded(RequestID(2), []))
    _ = reduce(&state, .pageLoaded(RequestID(3), pages[0]))
    var window = state.main.window!
    for page in pages.dropFirst() { window.insert(page, near: 1) }
    state.main.window = window
    return state
  }
}
