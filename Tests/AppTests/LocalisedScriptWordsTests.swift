import Foundation
import Screen
import XCTest

@testable import App

/// A key script's refusals in the run's language: a line Reel cannot read and a line that
/// failed as it ran were English under `--language ja-JP`, `fa-IR` and `ar`. The script's own
/// words (`size`, `wait`, key names, phases) stay as written; English reads as it always has.
final class LocalisedScriptWordsTests: XCTestCase {
  private func language(_ code: String) throws -> ScreenLanguage {
    try XCTUnwrap(ScreenLanguage(code: code))
  }

  private func refusal(_ text: String, in language: ScreenLanguage) -> String? {
    do throws(ReelError) {
      _ = try Script(parsing: text, language: language)
      return nil
    } catch {
      return error.message
    }
  }

  private func services(_ code: String) throws -> Services {
    var options = ConnectionOptions()
    options.forceReplay = true
    options.language = code
    return try Services.make(options, environment: [:])
  }

  private func failure(_ text: String, in code: String) throws -> ScriptRunner.Failure {
    let run = try ScriptSupport.run(text, services: try services(code))
    return try XCTUnwrap(run.failure, text)
  }

  func testALineReelCannotReadIsSaidInJapanese() throws {
    let japanese = try language("ja-JP")
    let cases: [(String, String)] = [
      ("size 0x0", "スクリプトの1行目: size は 幅x高さ（それぞれ1から1000、例：100x30）で指定してください"),
      ("key bogus", "スクリプトの1行目: 「bogus」というキーはありません"),
      ("key j 0", "スクリプトの1行目: key の繰り返し回数は1から10000までの整数です"),
      ("type \"\"", "スクリプトの1行目: type には入力するテキストが必要です"),
      ("wait forever", "スクリプトの1行目: wait のあとには idle、paused、text \"…\"、no-text \"…\" のいずれかを書きます"),
      ("expect nothing", "スクリプトの1行目: expect のあとには phase、text、no-text のいずれかを書きます"),
      ("\n\nfly", "スクリプトの3行目: 「fly」というコマンドはありません"),
      ("snap now", "スクリプトの1行目: snap のあとには何も書けません（「now」があります）"),
      ("expect text \" \"", "スクリプトの1行目: expect text には探すテキストが必要です（例：expect text \"Dune\"）"),
      ("type \"Dune", "スクリプトの1行目: 引用したテキストに閉じる引用符がありません"),
      ("break", "スクリプトの1行目: break にはパターンが必要です（例：break movie/popular）"),
      ("abort later", "スクリプトの1行目: abort のあとには 503、timeout、drop のいずれかを書きます"),
      ("inspect now", "スクリプトの1行目: inspect のあとには何も書けません"),
    ]
    for (text, said) in cases {
      XCTAssertEqual(refusal(text, in: japanese), said, text)
    }
    let phase = try XCTUnwrap(refusal("expect phase dreaming", in: japanese))
    XCTAssertTrue(phase.hasPrefix("スクリプトの1行目: 「dreaming」というフェーズはありません。フェーズ："), phase)
  }

  func testALineReelCannotReadIsSaidInPersianAndArabic() throws {
    XCTAssertEqual(
      refusal("\n\nkey bogus", in: try language("fa-IR")), "خط ۳ اسکریپت: کلید «bogus» وجود ندارد")
    XCTAssertEqual(
      refusal("type \"Dune\" Part Two", in: try language("ar")),
      "السطر ١ من السكربت: يأتي «Part Two» بعد علامة الاقتباس الختامية؛ ضع النص كله بين "
        + "علامتي الاقتباس (أو ابدأ تعليقًا بـ #)")
  }

  func testTextThatIsNotUTF8IsSaidInTheLanguage() throws {
    let data = Data("snap\n".utf8) + Data([0x6B, 0xFF, 0x0A])
    let japanese = try language("ja-JP")
    do throws(ReelError) {
      _ = try Script(parsing: data, language: japanese)
      XCTFail("taken")
    } catch {
      XCTAssertEqual(
        error.message, "スクリプトの2行目がUTF-8のテキストではありません。スクリプトをUTF-8で保存してください")
    }
  }

  func testEnglishReadsAsItAlwaysHas() {
    XCTAssertEqual(refusal("\nkey bogus", in: .english), "script line 2: unknown key \"bogus\"")
    XCTAssertEqual(
      refusal("snap now", in: .english), "script line 1: snap takes nothing after it, not \"now\"")
    XCTAssertEqual(refusal("edit x", in: .english), "script line 1: edit takes nothing after it")
    XCTAssertEqual(
      refusal("type \"a", in: .english), "script line 1: a quoted text is missing its closing quote"
    )
  }

  func testALineThatFailedIsSaidInJapanese() throws {
    let missing = try failure("wait idle\nexpect text \"Nowhere\"", in: "ja-JP")
    XCTAssertEqual(missing.reason, "「Nowhere」が画面にありません")
    XCTAssertEqual(
      missing.report(in: try language("ja-JP")),
      "スクリプトの2行目（expect text \"Nowhere\"）: 「Nowhere」が画面にありません")
    let phase = try failure("wait idle\nexpect phase searching", in: "ja-JP")
    XCTAssertEqual(phase.reason, "フェーズは searching ではなく idle です")
    let waited = try failure("wait idle\nwait text \"Nowhere\"", in: "ja-JP")
    XCTAssertEqual(waited.reason, "画面の「Nowhere」を待っていましたが、読み込み中のものがありません")
    let quit = try failure("key q\nsnap", in: "ja-JP")
    XCTAssertEqual(
      quit.reason,
      "この行の前にReelが終了しました（上の行のキーがセッションを終えました）。スクリプトをそこで終えるか、quit で終えてください")
    let paused = try failure("continue", in: "ja-JP")
    XCTAssertEqual(paused.reason, "ブレークポイントで保留されている応答はありません")
  }

  func testALineThatFailedIsSaidInPersianAndEnglish() throws {
    let persian = try failure("wait idle\nexpect no-text \"Avengers: Doomsday\"", in: "fa-IR")
    XCTAssertEqual(persian.reason, "«Avengers: Doomsday» روی صفحه است")
    XCTAssertEqual(
      persian.report(in: try language("fa-IR")),
      "خط ۲ اسکریپت (expect no-text \"Avengers: Doomsday\"): «Avengers: Doomsday» روی صفحه است")
    let english = try failure("wait idle\nexpect text \"Nowhere\"", in: "en-US")
    XCTAssertEqual(english.reason, "\"Nowhere\" is not on the screen")
    XCTAssertEqual(
      english.report(in: .english),
      "script line 2 (expect text \"Nowhere\"): \"Nowhere\" is not on the screen")
    let waited = try failure("wait idle\nwait text \"Nowhere\"", in: "en-US")
    XCTAssertEqual(
      waited.reason, "timed out waiting for \"Nowhere\" on the screen: nothing is loading")
  }
}
