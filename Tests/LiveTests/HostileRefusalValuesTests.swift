import Foundation
import ReelTestSupport
import XCTest

/// A value the command line refuses, typed with what cannot be seen in it or at great length,
/// quoted back in every language Reel speaks: nothing raw reaches the terminal, what was typed
/// stays readable (written out as `\u001B`, as every other refusal of Reel's writes it) and
/// cut, and the exit status is English's.
final class HostileRefusalValuesTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func refused(_ arguments: [String], language: String) throws -> String {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments + ["--language", language],
      environment: ["HOME": home.path, "LANG": "C.UTF-8"])
    XCTAssertEqual(run.status, 64, "\(arguments) \(language): \(run.stderr)")
    XCTAssertFalse(run.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    return run.stderr
  }

  /// `reel list $'\e]2;x\a'`: the sanitiser took the whole escape sequence out of the quote,
  /// and the refusal read `unknown category ""` (「」, «») whatever had been typed.
  func testAnEscapeSequenceTypedIsWrittenOutInEveryLanguage() throws {
    let typed = "\u{1B}]2;x\u{07}"
    let shown = "\\u001B]2;x\\u0007"
    XCTAssertTrue(
      try refused(["list", typed], language: "en-US").hasPrefix(
        "reel: unknown category \"\(shown)\"; choose one of: popular"))
    XCTAssertTrue(
      try refused(["list", typed], language: "ja-JP").hasPrefix("reel: 不明なカテゴリー「\(shown)」です。"))
    XCTAssertTrue(
      try refused(["list", typed], language: "fa-IR").hasPrefix("reel: دستهٔ ناشناختهٔ «\(shown)»؛"))
    XCTAssertTrue(
      try refused(["list", typed], language: "ar-SA").hasPrefix("reel: فئة غير معروفة «\(shown)»؛"))
    XCTAssertTrue(
      try refused(["watchlist", "list", "--sort", "\u{202E}added"], language: "fa-IR")
        .hasPrefix("reel: ترتیب ناشناختهٔ «\\u202Eadded»؛"))
  }

  /// A value of 10,000 letters was cut to 80 in English, but Japanese, Persian and Arabic
  /// quote with 「」 and «», which the cutting did not know: 500 letters were quoted back.
  func testALongValueIsCutInEveryLanguage() throws {
    let typed = String(repeating: "a", count: 10_000)
    let cut = String(repeating: "a", count: 80) + "…"
    for (language, open, close) in [
      ("en-US", "\"", "\""), ("ja-JP", "「", "」"), ("fa-IR", "«", "»"), ("ar-SA", "«", "»"),
    ] {
      let said = try refused(["list", typed], language: language)
      XCTAssertTrue(said.contains(open + cut + close), "\(language): \(said)")
      XCTAssertTrue(said.hasSuffix("trending\n"), "\(language): \(said)")
    }
  }
}
