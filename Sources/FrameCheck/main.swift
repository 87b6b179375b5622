import Foundation
import Screen
import Terminal

// reel-frame-check SEED: draws seeded random frames through `Terminal`, as the browser would,
// for EmulatorTests to compare what a real terminal emulator shows with the frame. After each
// frame the cells it should show go to the file named by REEL_FRAME_DUMP (see `dump`).
// Keys: n the next frame (random edits of this one), c a cursor in a text field, l links on,
// q quit. A resize (or Ctrl-Z and fg) draws a new frame at the terminal's size.

/// SplitMix64: the same frames for the same seed, here and in any rerun.
struct Random {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Text of every kind the screens hold: Latin, box lines, CJK (two columns), combining marks,
/// right-to-left scripts, symbols, emoji. (Graphemes the terminal draws otherwise than one cell each,
/// a Devanagari syllable, a ZWJ emoji, have tests of their own.)
let texts = [
  "Dune: Part Two", "The Matrix 1999", "漢字のタイトル", "e\u{301}\u{302}te\u{303}", "مرحبا بالعالم",
  "שלום עולם", "─┼─│┌┐", "Ünïcödé ★ 8.5", "█▓▒░ ⣿", "Spirited Away (千と千尋)", "a  b   c", "🎬 Film 😀",
]
let foregrounds: [Color] = [
  .default, .red, .green, .brightCyan, .brightBlack, .indexed(208), .indexed(244), .white,
]
let backgrounds: [Color] = [.default, .default, .default, .blue, .indexed(236), .brightBlack]
let attributeSets: [Attributes] = [
  [], [], [.bold], [.reverse], [.underline], [.italic], [.dim], [.bold, .reverse],
]

func randomStyle(_ random: inout Random) -> Style {
  Style(
    fg: random.pick(foregrounds), bg: random.pick(backgrounds),
    attributes: random.pick(attributeSets))
}

/// A few edits over `buffer`: text at random places, a filled rectangle, a cleared row.
func edit(_ buffer: inout Buffer, _ random: inout Random, edits: Int) {
  guard buffer.width > 0, buffer.height > 0 else { return }
  for _ in 0..<edits {
    switch random.below(8) {
    case 0:
      let rect = Rect(
        x: random.below(buffer.width), y: random.below(buffer.height),
        width: 1 + random.below(12), height: 1 + random.below(4))
      buffer.fill(rect, style: Style(bg: random.pick(backgrounds)))
    case 1:
      buffer.fill(Rect(x: 0, y: random.below(buffer.height), width: buffer.width, height: 1))
    default:
      let text = random.pick(texts)
      // libvterm, which the tests read the screen with, drops a combining mark that comes at
      // the right margin (it waits there to wrap); real terminals put it on the last letter.
      let combines = text.unicodeScalars.contains { (0x300...0x36F).contains($0.value) }
      let x = random.below(max(1, buffer.width - (combines ? 12 : 0))) - 2
      buffer.put(
        text, x: x, y: random.below(buffer.height), style: randomStyle(&random), base: .auto)
    }
  }
}

/// The cells the terminal should show, one row a line, cells apart by tabs: the scalars in
/// hex joined by "+", the foreground and background palette indices ("-" for the terminal's
/// own), the attributes as letters (b bold, r reverse, u underline, i italic); "C" for the right
/// half of a wide grapheme. The first line says which frame it is.
func dump(_ buffer: Buffer, frame: Int, cursor: Point?) {
  guard let path = ProcessInfo.processInfo.environment["REEL_FRAME_DUMP"] else { return }
  var lines = [
    "frame \(frame) \(buffer.width)x\(buffer.height) cursor \(cursor.map { "\($0.x),\($0.y)" } ?? "-")"
  ]
  for y in 0..<buffer.height {
    var cells: [String] = []
    for x in 0..<buffer.width {
      let cell = buffer[x, y]
      if cell.isContinuation {
        cells.append("C")
        continue
      }
      let scalars = cell.grapheme.unicodeScalars.map { String($0.value, radix: 16) }
      let style = cell.style
      var flags = ""
      if style.attributes.contains(.bold) { flags += "b" }
      if style.attributes.contains(.reverse) { flags += "r" }
      if style.attributes.contains(.underline) { flags += "u" }
      if style.attributes.contains(.italic) { flags += "i" }
      let fg = style.fg.paletteIndex.map(String.init) ?? "-"
      let bg = style.bg.paletteIndex.map(String.init) ?? "-"
      cells.append("\(scalars.joined(separator: "+"))|\(fg)|\(bg)|\(flags)")
    }
    lines.append(cells.joined(separator: "\t"))
  }
  let temporary = path + ".new"
  do {
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: temporary))
    _ = rename(temporary, path)
  } catch {
    complain(error)
  }
}

/// Says what went wrong on stderr; a stderr that cannot be written to is no reason to trap.
func complain(_ error: any Error) {
  try? FileHandle.standardError.write(contentsOf: Data("reel-frame-check: \(error)\n".utf8))
}

let seed = CommandLine.arguments.dropFirst().first.flatMap { UInt64($0) } ?? 1
var random = Random(state: seed)
let terminal = Terminal()
do {
  try terminal.start()
} catch {
  complain(error)
  exit(1)
}
var frameNumber = 0
var buffer = Buffer(width: terminal.size.width, height: terminal.size.height)
edit(&buffer, &random, edits: 30)
var cursor: Point?
var links: [Hyperlink] = []

@MainActor func show() {
  var frame = Frame(buffer: buffer, cursor: cursor)
  frame.hyperlinks = links
  terminal.draw(frame, linkColors: links.isEmpty ? nil : .extended)
  dump(buffer, frame: frameNumber, cursor: cursor)
}

show()
loop: while true {
  guard let input = terminal.readInput(timeoutMilliseconds: nil) else { continue }
  switch input {
  case .key(.character("q")): break loop
  case .key(.character("n")):
    edit(&buffer, &random, edits: 1 + random.below(6))
  case .key(.character("c")):
    cursor = Point(x: random.below(max(buffer.width, 1)), y: random.below(max(buffer.height, 1)))
  case .key(.character("l")):
    // An address on row 1, and the next frame's edits may write over it.
    buffer.put(
      "https://example.org/film", x: 3, y: 1, style: Style(fg: .cyan, attributes: [.underline]))
    links = [Hyperlink(row: 1, column: 3, width: 24, url: "https://example.org/film")]
  case .resize(let width, let height):
    buffer = Buffer(width: width, height: height)
    edit(&buffer, &random, edits: 30)
  default:
    continue
  }
  frameNumber += 1
  show()
}
terminal.stop()
