import Foundation
import Images

/// One figure of the poster benchmark, for the bench table.
struct PosterBenchRow {
  var figure: String
  var value: String
  var goal: String
}

/// The replay catalog's posters (185x278, the size of TMDB's w185).
private func catalogPosters(_ catalog: URL) -> [(path: String, data: Data)] {
  let folder = catalog.appendingPathComponent("posters")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.sorted().filter { $0.hasSuffix(".jpg") }.compactMap { name in
    (try? Data(contentsOf: folder.appendingPathComponent(name))).map { ("/" + name, $0) }
  }
}

/// Resident memory in bytes, from /proc (Linux); nil elsewhere.
private func residentBytes() -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    return kilobytes.map { $0 * 1024 }
  }
  return nil
}

/// Decode + render of a w185 poster into the detail pane's rectangle (30x22 cells), median
/// over the catalog's posters: symbols in truecolor, and the pixel protocols' encodings.
func posterTimingRows(catalog: URL) -> [PosterBenchRow] {
  let posters = catalogPosters(catalog)
  guard !posters.isEmpty else { return [] }
  let cell = CellPixelSize.fallback
  let (columns, rows) = (30, 22)
  let decoder = JPEGDecoder()
  func medianMilliseconds(_ body: (Data) -> Void) -> Double {
    var samples: [Double] = []
    for (_, data) in posters.prefix(100) {
      let start = DispatchTime.now().uptimeNanoseconds
      body(data)
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return samples.sorted()[samples.count / 2]
  }
  let decodeTime = medianMilliseconds { data in _ = try? decoder.decode(data) }
  let symbols = SymbolRenderer(colors: .trueColor)
  // Decoded at the size the poster loader asks for (SymbolRenderer.pixelsPerCell), so these
  // lines time what Reel does.
  let symbolPixels = SymbolRenderer.pixelsPerCell(colors: .trueColor, symbols: .blocks)
  let symbolTime = medianMilliseconds { data in
    guard
      let image = try? decoder.decode(
        data, minimumWidth: columns * symbolPixels, minimumHeight: rows * symbolPixels)
    else { return }
    _ = symbols.render(image, columns: columns, rows: rows, cell: cell)
  }
  // A home card's poster at 120x40 (10x7 cells, 256 colours): what a step along a home row
  // converts when a new card comes into view.
  let cardSymbols = SymbolRenderer(colors: .indexed256)
  let cardPixels = SymbolRenderer.pixelsPerCell(colors: .indexed256, symbols: .blocks)
  let cardTime = medianMilliseconds { data in
    guard
      let image = try? decoder.decode(
        data, minimumWidth: 10 * cardPixels, minimumHeight: 7 * cardPixels)
    else { return }
    _ = cardSymbols.render(image, columns: 10, rows: 7, cell: cell)
  }
  let sextants = SymbolRenderer(colors: .indexed256, symbols: .sextants)
  let sextantTime = medianMilliseconds { data in
    guard let image = try? decoder.decode(data) else { return }
    _ = sextants.render(image, columns: columns, rows: rows, cell: cell)
  }
  func protocolTime(_ chosen: ImageProtocol) -> Double {
    let choice = ImageChoice(chosen, colors: .trueColor, reason: "bench")
    return medianMilliseconds { data in
      guard let image = try? decoder.decode(data) else { return }
      _ = TerminalImage.make(
        image, jpeg: data, choice: choice, columns: columns, rows: rows, cell: cell, kittyID: 1)
    }
  }
  func row(_ figure: String, _ milliseconds: Double) -> PosterBenchRow {
    PosterBenchRow(
      figure: figure, value: String(format: "%.2f ms", milliseconds), goal: "< 20 ms")
  }
  return [
    row("poster decode only (185x278)", decodeTime),
    row("poster decode+render, symbols truecolor 30x22", symbolTime),
    row("poster decode+render, sextants 256 colours", sextantTime),
    row("poster decode+render, home card 10x7, 256 colours", cardTime),
    row("poster decode+encode, kitty", protocolTime(.kitty)),
    row("poster decode+encode, sixel", protocolTime(.sixel)),
    row("poster decode+encode, iTerm2", protocolTime(.iterm)),
  ]
}

/// Resident memory after viewing 200 different posters through the loader (replay source,
/// symbols, default 16 MB memory cache) against after viewing one.
func posterMemoryRows(catalog: URL) async -> [PosterBenchRow] {
  let posters = catalogPosters(catalog)
  guard posters.count >= 200 else {
    return [PosterBenchRow(figure: "poster RSS", value: "needs 200 posters", goal: "")]
  }
  let loader = PosterLoader(
    source: CatalogImageSource(catalog: catalog), diskCache: nil,
    rendering: PosterRendering(choice: ImageChoice(.symbols, colors: .trueColor, reason: "bench")))
  func view(_ index: Int) async {
    _ = await loader.load(
      PosterRequest(posterPath: posters[index].path, title: "", columns: 30, rows: 22))
  }
  await view(0)
  let afterOne = residentBytes() ?? 0
  for index in 1..<200 { await view(index) }
  let afterMany = residentBytes() ?? 0
  let growth = Double(afterMany - afterOne) / 1_048_576
  return [
    PosterBenchRow(
      figure: "RSS after 200 posters vs 1", value: String(format: "%+.1f MB", growth),
      goal: "<= +25 MB"),
    PosterBenchRow(
      figure: "poster memory cache after 200",
      value: String(format: "%.1f MB", Double(loader.memoryBytes) / 1_048_576),
      goal: "<= 16 MB"),
  ]
}
