import Foundation
import ReelTestSupport
import XCTest

/// A Hindi title carries spacing vowel signs (ि, ा, े) that terminals draw in a column of their
/// own. Reel must send every one of them and count them, so the title reads whole and the year
/// and rating columns after it stay in line with every other row.
final class IndicTitleTests: XCTestCase {
  /// The column where `needle` starts on row `y`, counting columns as the terminal does.
  private func column(of needle: String, row y: Int, in terminal: EmulatedTerminal) -> Int? {
    var columns: [(x: Int, text: String)] = []
    for x in 0..<terminal.size.columns {
      let cell = terminal.cell(x: x, y: y)
      if cell.width == 0 { continue }
      columns.append((x, cell.text.isEmpty ? " " : cell.text))
    }
    let texts = columns.map(\.text)
    let parts = needle.map(String.init)
    guard parts.count <= texts.count else { return nil }
    for start in 0...(texts.count - parts.count)
    where Array(texts[start..<start + parts.count]) == parts {
      return columns[start].x
    }
    return nil
  }

  /// The bundled catalog with the first popular film titled in Hindi, as TMDB answers in hi-IN.
  private func hindiCatalog() throws -> URL {
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
    results[0]["title"] = "दिलवाले दुल्हनिया ले जायेंगे"
    results[0]["release_date"] = "1995-10-20"
    body["results"] = results
    response["body"] = body
    record["response"] = response
    try JSONSerialization.data(withJSONObject: record).write(to: url)
    return copy
  }

  func testAHindiTitleIsDrawnWholeAndItsYearLinesUp() throws {
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: ["--replay-dir", hindiCatalog().path])
    reel.waitFor("1995")
    reel.settle()
    let terminal = reel.terminal
    let rows = terminal.rows
    let hindi = try XCTUnwrap(rows.firstIndex { $0.contains("1995") && $0.contains("द") })
    let english = try XCTUnwrap(rows.firstIndex { $0.contains("Inception") })
    // Every vowel sign reached the terminal, in order.
    XCTAssertTrue(
      rows[hindi].unicodeScalars.contains("\u{093F}") && rows[hindi].contains("ले"),
      rows[hindi])
    let hindiYear = try XCTUnwrap(column(of: "1995", row: hindi, in: terminal))
    let englishYear = try XCTUnwrap(column(of: "2010", row: english, in: terminal))
    XCTAssertEqual(hindiYear, englishYear, "the year column after a Hindi title:\n\(terminal.text)")
  }
}
