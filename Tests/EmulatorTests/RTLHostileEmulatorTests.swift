import Foundation
import ReelTestSupport
import XCTest

/// What a terminal without bidi of its own (libvterm, like xterm, kitty or the Linux console)
/// shows of a Persian screen: the cells exactly as Reel's headless run lays them out (mirrored
/// list, detail pane on the left, shaped letters one cell each), in explicit bidi mode while
/// Reel runs.
final class RTLHostileEmulatorTests: XCTestCase {
  /// The snap of a `--script` run of the same binary at the same size: Reel's own frame.
  private func headless(
    _ keys: [String], language: String, columns: Int, rows: Int, catalog: URL?
  ) throws -> [String] {
    let folder = try makeTemporaryFolder(self)
    let script = folder.appendingPathComponent("keys.reel")
    let lines = ["wait idle"] + keys.flatMap { ["key \($0)", "wait idle"] } + ["snap", "quit"]
    try lines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
    let process = Process()
    let built = try builtProduct("reel")
    process.executableURL =
      ProcessInfo.processInfo.environment["REEL_UNDER_TEST"].map { URL(fileURLWithPath: $0) }
      ?? built
    process.arguments =
      [
        "browse", "--start", "popular", "--images", "off", "--language", language,
        "--script", script.path, "--size", "\(columns)x\(rows)",
      ] + (catalog.map { ["--replay-dir", $0.path] } ?? ["--replay"])
    process.environment = ["HOME": folder.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let snap = text.split(separator: "\n", omittingEmptySubsequences: false).drop {
      !$0.hasPrefix("--- snap")
    }.dropFirst()
    return snap.prefix(rows).map { line in
      var line = String(line)
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  private func assertTerminalShowsReelsFrame(
    keys: [String], language: String, columns: Int = 80, rows: Int = 24, catalog: URL? = nil,
    basesOnly: Bool = false, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let source = catalog.map { ["--replay-dir", $0.path] } ?? ["--replay"]
    let reel = try ReelInTerminal(
      self, columns: columns, rows: rows,
      arguments: source + ["--images", "off", "--language", language])
    reel.settle(quietFor: 1.0)
    for key in keys {
      reel.type(key == "enter" ? "\r" : key)
      reel.settle(quietFor: 1.0)
    }
    XCTAssertEqual(reel.terminal.bidiExplicit, true, file: file, line: line)
    let expected = try headless(
      keys, language: language, columns: columns, rows: rows, catalog: catalog)
    let shown = reel.terminal.rows
    XCTAssertEqual(expected.count, rows, "the headless run printed no snap", file: file, line: line)
    // The status bar's last column holds a spinner while anything loads: left out.
    for (index, (wanted, seen)) in zip(expected, shown).enumerated().dropLast() {
      if basesOnly {
        XCTAssertEqual(
          Self.bases(seen), Self.bases(wanted), "row \(index): \(seen)", file: file, line: line)
      } else {
        XCTAssertEqual(seen, wanted, "row \(index)", file: file, line: line)
      }
    }
  }

  func testAMirroredPersianListShowsAsReelLaysItOut() throws {
    try assertTerminalShowsReelsFrame(keys: ["j", "j"], language: "fa-IR")
  }

  func testAPersianDetailPaneShowsAsReelLaysItOut() throws {
    try assertTerminalShowsReelsFrame(keys: ["j", "enter"], language: "fa-IR")
  }

  func testAnArabicDetailPaneShowsAsReelLaysItOut() throws {
    try assertTerminalShowsReelsFrame(keys: ["enter"], language: "ar-SA")
  }

  /// The first scalar of each grapheme. A cell holds one spacing character and a few marks:
  /// Reel sends a ZWJ sequence's first emoji and no dangling joiner, ncurses at most five
  /// marks, and libvterm keeps fewer (see Terminal+Drawing's `put`), all in the same columns.
  private static func bases(_ line: String) -> String {
    String(String.UnicodeScalarView(line.compactMap(\.unicodeScalars.first)))
  }

  /// The bundled catalog with the first popular films' titles and overviews made hostile.
  private func hostileCatalog() throws -> URL {
    let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Resources/Catalog").standardizedFileURL
    let copy = try makeTemporaryFolder(self).appendingPathComponent("catalog")
    try FileManager.default.copyItem(at: catalog, to: copy)
    let url = copy.appendingPathComponent("3_movie_popular__page-1.json")
    var record = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var response = try XCTUnwrap(record["response"] as? [String: Any])
    var body = try XCTUnwrap(response["body"] as? [String: Any])
    var results = try XCTUnwrap(body["results"] as? [[String: Any]])
    let titles = [
      "\u{202E}evil\u{202C} (فيلم) 2 «x»",
      "فيلم 👨‍👩‍👧 東京 عائلة 🇮🇷",
      "ب" + String(repeating: "\u{0651}", count: 40) + " لا لأ",
      String(repeating: "\u{2067}", count: 130) + "Dune [٢٠٢٤] شسي",
      "می‌خواهم ب\u{200D}ب ١٢٣ ۴۵۶",
    ]
    for (index, title) in titles.enumerated() {
      // Ids the catalog's index does not know, so no language replaces the titles.
      results[index]["id"] = 990_001 + index
      results[index]["title"] = title
      results[index]["overview"] = title + " " + title
    }
    body["results"] = results
    response["body"] = body
    record["response"] = response
    try JSONSerialization.data(withJSONObject: record).write(to: url)
    return copy
  }

  func testHostilePersianTitlesShowAsReelLaysThemOut() throws {
    try assertTerminalShowsReelsFrame(
      keys: ["j"], language: "fa-IR", catalog: hostileCatalog(), basesOnly: true)
  }

  func testHostileTitlesInAnArabicDetailPaneShowAsReelLaysThemOut() throws {
    try assertTerminalShowsReelsFrame(
      keys: ["j", "enter"], language: "ar-SA", catalog: hostileCatalog(), basesOnly: true)
  }
}
