// reel-bench: Reel's performance figures, measured rather than asserted.
//
//   swift build -c release && .build/release/reel-bench [--only GROUP,...] [--runs N]
//
// Every figure of the performance issue as one table: process figures from the real `reel`
// binary in a pty at 120x40 in replay mode (medians of interleaved runs), the rest in this
// process. Ratios are given where the machine's speed would otherwise decide the figure.
import Foundation
import ReplayCatalog

#if canImport(Glibc)
  import Glibc
#endif

let options: BenchOptions
do {
  options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
  writeAll("reel-bench: \(error)\n", to: 2)
  exit(2)
}

#if DEBUG
  say("reel-bench: this is a debug build; the figures mean little (build with -c release)")
#endif
say(
  "reel-bench: \(ProcessInfo.processInfo.activeProcessorCount) CPUs, \(options.runs) runs, groups: \(BenchOptions.groups.filter(options.only.contains).joined(separator: ", "))"
)
let table = FigureTable()
do {
  let wantsProcess = !options.only.isDisjoint(with: ["start", "keys", "idle", "pages"])
  let process =
    wantsProcess
    ? try ProcessFigures(reel: options.reel, baseline: options.baseline, runs: options.runs) : nil
  defer { process?.cleanUp() }
  if let process, options.only.contains("start") { try process.startFigures(into: table) }
  if let process, options.only.contains("keys") { try process.keyFigures(into: table) }
  if let process, options.only.contains("idle") {
    try process.idleFigure(into: table, seconds: options.idleSeconds)
  }
  if options.only.contains("render") { InProcessFigures.render(into: table) }
  if !options.only.isDisjoint(with: ["render", "render-j"]) {
    try await RenderStepFigure.measure(into: table)
  }
  if options.only.contains("search") { try await InProcessFigures.search(into: table) }
  if options.only.contains("hold") { try InProcessFigures.holdJ(into: table) }
  if options.only.contains("goto-end") { try InProcessFigures.goToEnd(into: table) }
  if options.only.contains("cache") {
    try await InProcessFigures.cacheStore(into: table)
    try InProcessFigures.watchlistOpen(into: table)
  }
  if let process, options.only.contains("pages") { try process.pagesFigure(into: table) }
  if options.only.contains("detail") { DetailPaneFigure.measure(into: table) }
  if options.only.contains("inspector") { try await InspectorFigures.costPerRequest(into: table) }
  if options.only.contains("posters"), let catalog = ReplayCatalog.directory() {
    for row in posterTimingRows(catalog: catalog) + (await posterMemoryRows(catalog: catalog)) {
      table.add(row.figure, row.value, goal: row.goal)
    }
  }
} catch {
  table.printMarkdown()
  writeAll("reel-bench: \(error)\n", to: 2)
  exit(1)
}
table.printMarkdown()
