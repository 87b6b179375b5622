import Foundation
import ReelTestSupport
import XCTest

/// fix48: what a refused `reel watchlist import` says, in each language: the file's problems,
/// a file that cannot be read, one too large. English reads as it always did; what the file
/// or the command line held (an escape, U+202E, 10,000 letters) is written out and cut as
/// Reel's other refusals write it, in every language.
final class ImportRefusalWordsTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = try makeTemporaryFolder(self)
  }

  private func importing(
    _ path: String, _ language: String, stdin: Data? = nil
  ) throws -> String {
    let result = try runProcess(
      try builtProduct("reel"), ["watchlist", "import", "--language", language, path],
      environment: [
        "REEL_WATCHLIST_DB": folder.appendingPathComponent("library.sqlite").path,
        "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "LANG": "C.UTF-8",
      ], stdin: stdin)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(result.stdout, "")
    return result.stderr
  }

  private func file(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  private func document(_ entries: String, version: Int = 1) -> String {
    #"{"format":"reel-watchlist","version":\#(version),"entries":[\#(entries)]}"#
  }

  func testAFilesProblemsAreSaidInTheLanguage() throws {
    let path = try file("bad.json", document(#"{"id":0,"title":"a"},{"id":1,"title":3}"#))
    XCTAssertEqual(
      try importing(path, "ja-JP"),
      "reel: \(path) から何も取り込みませんでした：entries[0]：\"id\" は1から2147483647までの整数に"
        + "してください；entries[1]：\"title\" がないか、テキストではありません\n")
    XCTAssertEqual(
      try importing(path, "fa-IR"),
      "reel: چیزی از \(path) وارد نشد: entries[0]: \"id\" باید عددی صحیح از 1 تا 2147483647 باشد؛ "
        + "entries[1]: \"title\" نیست یا متن نیست\n")
    XCTAssertEqual(
      try importing(path, "en"),
      "reel: nothing was imported from \(path): entries[0]: \"id\" must be a whole number from 1 "
        + "to 2147483647; entries[1]: \"title\" is missing or not text\n")
  }

  func testProblemsPastTheThirdAreCountedInTheLanguage() throws {
    let entries = (0..<5).map { #"{"id":\#($0 + 1),"title":"t","year":1}"# }
    let path = try file("years.json", document(entries.joined(separator: ",")))
    let problem = "\"year\" は4桁の年か null にしてください"
    XCTAssertEqual(
      try importing(path, "ja-JP"),
      "reel: \(path) から何も取り込みませんでした：entries[0]：\(problem)；entries[1]：\(problem)；"
        + "entries[2]：\(problem)（ほか2件）\n")
    XCTAssertTrue(try importing(path, "ar").hasSuffix(" (و٢ غيرها)\n"))
    XCTAssertTrue(try importing(path, "en").hasSuffix("or null (and 2 more)\n"))
  }

  func testEveryFileProblemHasItsWords() throws {
    let cases: [(String, String)] = [
      ("{", "ファイルは正しい JSON ではありません"),
      ("[]", "ファイルは Reel のウォッチリストのエクスポートではありません（JSON オブジェクトがありません）"),
      (
        #"{"format":"x"}"#,
        #"ファイルは Reel のウォッチリストのエクスポートではありません（"format" が "reel-watchlist" ではありません）"#
      ),
      (#"{"format":"reel-watchlist"}"#, #""version" がないか、整数ではありません"#),
      (
        document("", version: 7),
        "ファイルはエクスポート形式のバージョン7です。この Reel が読めるのはバージョン1です（取り込むには Reel を更新してください）"
      ),
      (
        document("", version: 0),
        "ファイルはエクスポート形式のバージョン0です。この Reel が読めるのはバージョン1です"
      ),
      (
        #"{"format":"reel-watchlist","version":1,"exported_at":5,"entries":[]}"#,
        #""exported_at" が ISO 8601 の日時ではありません"#
      ),
      (#"{"format":"reel-watchlist","version":1}"#, #""entries" がないか、リストではありません"#),
      (document("7"), "entries[0]：JSON オブジェクトではありません"),
      (
        document(#"{"id":1,"title":"t","added_at":5}"#),
        #"entries[0]："added_at" が ISO 8601 の日時ではありません"#
      ),
      (
        document(#"{"id":1,"title":"t","added_at":"soon"}"#),
        #"entries[0]："added_at" が ISO 8601 の日時ではありません：「soon」"#
      ),
      (document(#"{"id":1,"title":"t","note":5}"#), #"entries[0]："note" はテキストか null にしてください"#),
      (
        document(#"{"id":1,"title":"t","vote_average":"x"}"#),
        #"entries[0]："vote_average" は数値か null にしてください"#
      ),
    ]
    for (index, (text, problem)) in cases.enumerated() {
      let path = try file("case\(index).json", text)
      XCTAssertEqual(
        try importing(path, "ja-JP"), "reel: \(path) から何も取り込みませんでした：\(problem)\n")
    }
  }

  /// An `added_at` of an escape sequence, U+202E and 10,000 letters: written out and cut to
  /// the 80 characters a quoted value gets, in Japanese as in English (the English line is the
  /// one Reel always printed).
  func testAHostileValueIsWrittenOutAndCutInEveryLanguage() throws {
    let letters = String(repeating: "a", count: 10_000)
    let path = try file(
      "hostile.json",
      document(#"{"id":1,"title":"t","added_at":"\u001b]2;x\u0007\u202e\#(letters)"}"#))
    // English cuts the value before writing it out (seven characters, then 73 letters); the
    // other languages' value comes written out (22 characters, then 58 letters).
    let english = #"\u001B]2;x\u0007\u202E"# + String(repeating: "a", count: 73) + "…"
    let shown = #"\u001B]2;x\u0007\u202E"# + String(repeating: "a", count: 58) + "…"
    XCTAssertEqual(
      try importing(path, "ja-JP"),
      "reel: \(path) から何も取り込みませんでした：entries[0]：\"added_at\" が ISO 8601 の日時ではあ"
        + "りません：「\(shown)」\n")
    XCTAssertEqual(
      try importing(path, "en"),
      "reel: nothing was imported from \(path): entries[0]: \"added_at\" is not an ISO 8601 "
        + "date: \"\(english)\"\n")
    for language in ["fa-IR", "ar"] {
      let line = try importing(path, language)
      XCTAssertTrue(line.contains("«\(shown)»"), line)
      XCTAssertLessThan(line.count, 300, line)
    }
  }

  /// A path holding an escape sequence and U+202E is named as it is, written out.
  func testAHostilePathIsWrittenOut() throws {
    let path = try file("b\u{1B}[2Jc\u{202E}d.json", "{")
    let shown = folder.path + #"/b\u001B[2Jc\u202Ed.json"#
    XCTAssertEqual(
      try importing(path, "ja-JP"),
      "reel: \(shown) から何も取り込みませんでした：ファイルは正しい JSON ではありません\n")
    XCTAssertEqual(
      try importing(path, "en"),
      "reel: nothing was imported from \(shown): the file is not valid JSON\n")
  }

  func testAFileThatCannotBeReadIsSaidInTheLanguage() throws {
    let missing = folder.appendingPathComponent("nope\u{202E}.json").path
    let shown = folder.path + #"/nope\u202E.json"#
    XCTAssertEqual(
      try importing(missing, "ja-JP"),
      "reel: \(shown) を読み込めません：そのようなファイルやフォルダはありません\n")
    XCTAssertEqual(
      try importing(missing, "en"), "reel: cannot read \(shown): no such file or directory\n")
    XCTAssertEqual(try importing(folder.path, "ar"), "reel: تعذّرت قراءة \(folder.path): إنه مجلد\n")
    XCTAssertEqual(
      try importing(folder.path, "en"), "reel: cannot read \(folder.path): is a directory\n")
    XCTAssertEqual(
      try importing("", "fa-IR"), "reel: \"\" خوانده نمی‌شود: چنین فایل یا پوشه‌ای نیست\n")
  }

  func testStandardInputIsNamedInTheLanguage() throws {
    XCTAssertEqual(
      try importing("-", "ja-JP", stdin: Data("{".utf8)),
      "reel: 標準入力 から何も取り込みませんでした：ファイルは正しい JSON ではありません\n")
    XCTAssertEqual(
      try importing("-", "en", stdin: Data("{".utf8)),
      "reel: nothing was imported from -: the file is not valid JSON\n")
  }

  func testStandardInputTooLargeIsSaidInTheLanguage() throws {
    let tooLarge = Data(repeating: 0x20, count: 64 * 1024 * 1024 + 70_000)
    XCTAssertEqual(
      try importing("-", "ja-JP", stdin: tooLarge),
      "reel: 標準入力 は64 MBを超えています。ウォッチリストのエクスポートとしては大きすぎるため、何も取り込みませんでした\n")
  }
}
