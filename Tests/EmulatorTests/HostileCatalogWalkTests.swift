import CVTerm
import Foundation
import ReelTestSupport
import XCTest

/// review9: the real app over a catalog whose every popular film is hostile (escape
/// sequences, bidi controls, wide and combining characters, emoji sequences a terminal counts
/// otherwise than we do, at the places a row, a card or a pane cuts them). Walking down the
/// list and back, with only the changed cells sent, the terminal ends up showing what a fresh
/// start that went straight there shows, and nothing escapes into it.
final class HostileCatalogWalkTests: XCTestCase {
  /// One per film of the first page, in order.
  static let titles: [String] = [
    "Evil\u{1B}]2;PWNED\u{07}Title\u{1B}[2J\u{9B}31m\u{202E}desrever",
    String(repeating: "千", count: 60) + " ❤️‍🔥",
    "x" + String(repeating: "千", count: 60),
    "Love ❤️‍🔥 Fire 🏳️‍🌈 Pride 👩‍👩‍👧 Family",
    String(repeating: "e\u{301}", count: 90),
    "שלום עולם \u{2067}isolate\u{2069} עולם",
    String(repeating: "Wide ", count: 15) + "🏳️‍🌈",
    "\u{200B}\u{200D}\u{FEFF}",
    "  ",
    "Tab\tand\r\nbreaks\u{85}here",
    "फ़िल्म दिलवाले दुल्हनिया ले जायेंगे",
    "ｆｕｌｌ　ｗｉｄｔｈ　ｔｉｔｌｅ　ａｔ　ｔｈｅ　ｅｄｇｅ　ｏｆ　ｔｈｅ　ｒｏｗ",
    "Amélie ★ ─ ⣿ Ωmega",
    "\u{1F1EF}\u{1F1F5}\u{1F1EF}\u{1F1F5} flags",
    "a\u{0}b\u{7F}c\u{9F}d",
    String(repeating: "A", count: 200),
    // After the A's (the walk ends here): a one-column letter made two columns wide by VS16,
    // drawn over the A's: its second column must not keep showing an A.
    String(repeating: "☺️", count: 40) + " 기생충 기생충 기생충 기생충 기생충 기생충",
    "\u{1B}P+q544e\u{1B}\\dcs",
    "🎬 I ❤️ NY ☺️ ✌️ ok",
    "ฉลาดเกมส์โกง",
  ]

  /// The bundled catalog, every film of every list's first page made hostile.
  private func hostileCatalog() throws -> URL {
    let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Resources/Catalog").standardizedFileURL
    let copy = try makeTemporaryFolder(self).appendingPathComponent("catalog")
    try FileManager.default.copyItem(at: catalog, to: copy)
    let lists = try FileManager.default.contentsOfDirectory(atPath: copy.path).filter {
      $0.hasSuffix("__page-1.json")
    }.sorted()
    XCTAssertGreaterThanOrEqual(lists.count, 5)
    for (number, file) in lists.enumerated() {
      let url = copy.appendingPathComponent(file)
      var record = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
      var response = try XCTUnwrap(record["response"] as? [String: Any])
      var body = try XCTUnwrap(response["body"] as? [String: Any])
      var results = try XCTUnwrap(body["results"] as? [[String: Any]])
      for index in results.indices {
        // The popular list's films in order; the other lists' shifted.
        let pick = file.contains("popular") ? index : index + 3 * number
        let title = Self.titles[pick % Self.titles.count]
        results[index]["title"] = title
        results[index]["original_title"] = Self.titles[(pick + 1) % Self.titles.count]
        results[index]["overview"] =
          Self.titles[(pick + 2) % Self.titles.count] + "\n" + title + " " + title
      }
      body["results"] = results
      response["body"] = body
      record["response"] = response
      try JSONSerialization.data(withJSONObject: record).write(to: url)
    }
    return copy
  }

  /// The screen, cell by cell: text, width, colours and attributes.
  private func screen(of reel: ReelInTerminal) -> [String] {
    reel.settle()
    let terminal = reel.terminal
    let (columns, rows) = terminal.size
    return (0..<rows).map { y in
      (0..<columns).map { x in
        // An erased cell and a written space look alike.
        var cell = terminal.cell(x: x, y: y)
        if cell.text.isEmpty, cell.width == 1 { cell.text = " " }
        return String(describing: cell)
      }.joined(separator: "|")
    }
  }

  func testWalkingThroughHostileFilmsShowsWhatAFreshStartShows() throws {
    try walkThroughHostileFilms(ncurses: false)
  }

  /// The same through ncurses, the fallback output.
  func testWalkingThroughHostileFilmsShowsWhatAFreshStartShowsThroughCurses() throws {
    try walkThroughHostileFilms(ncurses: true)
  }

  private func walkThroughHostileFilms(ncurses: Bool) throws {
    let catalog = try hostileCatalog()
    let arguments = ["--replay-dir", catalog.path, "--images", "off"]
    let environment: [String: String?] = ncurses ? ["REEL_CURSES_OUTPUT": "1"] : [:]
    let walked = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: arguments, environment: environment)
    walked.waitForPosition(1)
    var position = 1
    // Down to the last film, up, and down again to the 17th (from the A's to the ☺️'s).
    for key in Array(repeating: "j", count: 19) + Array(repeating: "k", count: 12)
      + Array(repeating: "j", count: 9)
    {
      walked.type(key)
      position += key == "j" ? 1 : -1
      walked.waitForPosition(position)
      walked.pump(upTo: 0.02)
    }
    let shown = screen(of: walked)

    let fresh = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: arguments, environment: environment)
    fresh.waitForPosition(1)
    for _ in 1..<position { fresh.type("j") }
    fresh.waitForPosition(position)
    let expected = screen(of: fresh)
    for (row, (got, wanted)) in zip(shown, expected).enumerated() where got != wanted {
      let cells = (got.split(separator: "|"), wanted.split(separator: "|"))
      let column = cells.0.indices.first { $0 < cells.1.count && cells.0[$0] != cells.1[$0] } ?? -1
      XCTFail(
        "row \(row) differs:\n\(walked.terminal.rows[row])\ninstead of\n"
          + "\(fresh.terminal.rows[row])\nfirst at column \(column): "
          + "\(column >= 0 ? String(cells.0[column]) : "") instead of "
          + "\(column >= 0 ? String(cells.1[column]) : "")")
      break
    }

    for terminal in [walked.terminal, fresh.terminal] {
      XCTAssertEqual(terminal.titleChanges, 0)
      XCTAssertTrue(terminal.isAlternateScreen)
      XCTAssertTrue(terminal.contains("Search movies"), terminal.text)
      for (needle, what) in [
        ([0x1B, 0x5D] as [UInt8], "OSC"), ([0xC2, 0x9B], "C1 CSI"), ([0xC2, 0x9F], "C1 APC"),
        ([0x1B, 0x50], "DCS"), (Array("\u{202E}".utf8), "RLO override"),
        (Array("\u{2067}".utf8), "RLI isolate"), ([0x00], "NUL"), ([0x7F], "DEL"),
      ] {
        XCTAssertNil(terminal.lastIndex(of: needle), "\(what) reached the terminal")
      }
    }
  }

  /// The home screen's rows of hostile films: the same keys pressed one at a time, each frame
  /// shown, and all at once (frames skipped), end on the same screen.
  func testWalkingAlongHostileHomeRowsShowsTheSameScreenWhateverThePace() throws {
    let catalog = try hostileCatalog()
    let arguments = ["--replay-dir", catalog.path, "--start", "home", "--images", "off"]
    let keys =
      Array(repeating: "l", count: 9) + ["j"] + Array(repeating: "l", count: 4) + [
        "j", "l", "k", "h", "h",
      ]
    let stepped = try ReelInTerminal(self, columns: 120, rows: 40, arguments: arguments)
    stepped.waitFor("Trending")
    stepped.settle()
    for key in keys {
      stepped.type(key)
      stepped.settle(quietFor: 0.15)
    }
    let shown = screen(of: stepped)
    let hurried = try ReelInTerminal(self, columns: 120, rows: 40, arguments: arguments)
    hurried.waitFor("Trending")
    hurried.settle()
    hurried.type(keys.joined())
    let expected = screen(of: hurried)
    for (row, (got, wanted)) in zip(shown, expected).enumerated() where got != wanted {
      XCTFail(
        "row \(row) differs:\n\(stepped.terminal.rows[row])\ninstead of\n"
          + "\(hurried.terminal.rows[row])")
      break
    }
    XCTAssertTrue(
      ["千", "EvilTitle", "Love", "Wide"].allSatisfy { stepped.terminal.contains($0) },
      "the hostile films are on screen:\n\(stepped.terminal.text)")
    XCTAssertEqual(stepped.terminal.titleChanges, 0)
    XCTAssertNil(stepped.terminal.lastIndex(of: [0x1B, 0x5D]), "OSC reached the terminal")
  }
}
