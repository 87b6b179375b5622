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
    var freshSamples: [Double] = []
    var renderSamples: [Double] = []
    var onScreenSamples: [Double] = []
    var stepSamples: [Double] = []
    for _ in 0..<15 {
      let walked = walk(from: start, presses: rows - 1, size: size, context: context)
      freshSamples.append(walked.fresh)
      renderSamples.append(walked.render)
      onScreenSamples.append(walked.onScreen)
      stepSamples.append(walked.step)
    }
    table.add(
      "render one j frame (thread CPU), popular list (replay) 120x40, new film each step",
      format(median(renderSamples), "µs"))
    table.add(
      "render one j frame, the selection moving down the rows on screen (no scrolling)",
      format(median(onScreenSamples), "µs"))
    table.add(
      "render one j frame from nothing (thread CPU), the same steps",
      format(median(freshSamples), "µs"))
    let cold = coldCaches(from: start, size: size, context: context)
    table.add(
      "render one j frame on cold caches (16 MB touched between presses), rows on screen",
      format(cold.render, "µs") + ", from nothing " + format(cold.fresh, "µs"))
    table.add(
      "reduce + render one j (thread CPU), popular list (replay) 120x40",
      format(median(stepSamples), "µs"))
  }

  /// Presses `j` `presses` times from `start`; returns the CPU time (this thread's, so other
  /// processes on a loaded machine count less than in wall time) of rendering each press's
  /// state from nothing, of rendering it as the run loop does (a `FrameRenderer`, which draws
  /// what changed since the last press; all presses, and those before the list scrolls, as
  /// the key figures press), and of reducing and rendering, per press in
  /// microseconds. The clock is read around the whole walk, not each press: reading a
  /// thread's clock costs a system call. A function of its own, so that a profiler can pick
  /// out its samples.
  @inline(never)
  static func walk(from start: BrowserState, presses: Int, size: Size, context: RenderContext)
    -> (fresh: Double, render: Double, onScreen: Double, step: Double)
  {
    var states: [BrowserState] = []
    var state = start
    for _ in 0..<presses {
      _ = reduce(&state, .command(.moveDown))
      states.append(state)
    }
    var began = threadCPUMicroseconds()
    renderFromNothing(states, size: size, context: context)
    let fresh = (threadCPUMicroseconds() - began) / Double(presses)
    var renderer = FrameRenderer()
    _ = renderer.render(start, size: size, context: context)
    began = threadCPUMicroseconds()
    Self.render(states, with: &renderer, size: size, context: context)
    let render = (threadCPUMicroseconds() - began) / Double(presses)
    let rowsOnScreen = min(Layout.listRows(for: size) - 1, presses)
    renderer = FrameRenderer()
    _ = renderer.render(start, size: size, context: context)
    began = threadCPUMicroseconds()
    Self.render(Array(states.prefix(rowsOnScreen)), with: &renderer, size: size, context: context)
    let onScreen = (threadCPUMicroseconds() - began) / Double(max(rowsOnScreen, 1))
    state = start
    renderer = FrameRenderer()
    _ = renderer.render(start, size: size, context: context)
    began = threadCPUMicroseconds()
    for _ in 0..<presses {
      _ = reduce(&state, .command(.moveDown))
      _ = renderer.render(state, size: size, context: context)
    }
    return (fresh, render, onScreen, (threadCPUMicroseconds() - began) / Double(presses))
  }

  /// A press every 60 ms finds the CPU's caches holding other programs' memory: the render of
  /// each press (down the rows on screen) timed alone after 16 MB were written, as the run loop
  /// draws it and from nothing; medians in µs.
  static func coldCaches(from start: BrowserState, size: Size, context: RenderContext)
    -> (render: Double, fresh: Double)
  {
    var states: [BrowserState] = []
    var state = start
    for _ in 0..<(Layout.listRows(for: size) - 1) {
      _ = reduce(&state, .command(.moveDown))
      states.append(state)
    }
    var flush = [UInt8](repeating: 0, count: 16 << 20)
    var render: [Double] = []
    var fresh: [Double] = []
    for round in 0..<6 {
      var renderer = FrameRenderer()
      _ = renderer.render(start, size: size, context: context)
      for state in states {
        flush.withUnsafeMutableBytes { bytes in
          for index in stride(from: 0, to: bytes.count, by: 64) { bytes[index] &+= UInt8(round) }
        }
        let began = threadCPUMicroseconds()
        _ = renderer.render(state, size: size, context: context)
        render.append(threadCPUMicroseconds() - began)
        flush.withUnsafeMutableBytes { bytes in
          for index in stride(from: 0, to: bytes.count, by: 64) { bytes[index] &+= 1 }
        }
        let freshBegan = threadCPUMicroseconds()
        _ = Screen.render(state, size: size, context: context)
        fresh.append(threadCPUMicroseconds() - freshBegan)
      }
    }
    return (median(render), median(fresh))
  }

  /// Each state drawn from nothing (`Screen.render`). Apart, for a profiler.
  @inline(never)
  static func renderFromNothing(_ states: [BrowserState], size: Size, context: RenderContext) {
    for state in states { _ = Screen.render(state, size: size, context: context) }
  }

  /// Each state drawn as the run loop draws it, after the one before. Apart, for a profiler.
  @inline(never)
  static func render(
    _ states: [BrowserState], with renderer: inout FrameRenderer, size: Size,
    context: RenderContext
  ) {
    for state in states { _ = renderer.render(state, size: size, context: context) }
  }

  private static func threadCPUMicroseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1e6 + Double(now.tv_nsec) / 1e3
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
