import Foundation
import ReelTestSupport
import XCTest

/// `reel watchlist add` under `--language ja|fa|ar` says what it did in that language (it said
/// "Added “ファイト・クラブ” (1999)." whatever the language); English reads as before.
final class LocalisedWatchlistCommandTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(_ arguments: String...) throws -> String {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments,
      environment: [
        "HOME": home.path, "LANG": "C.UTF-8",
        "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
      ])
    XCTAssertEqual(run.status, 0, run.stderr)
    return run.stdout
  }

  func testAddingSaysSoInJapanesePersianAndArabic() throws {
    XCTAssertEqual(
      try reel("watchlist", "add", "550", "--language", "ja-JP"),
      "「ファイト・クラブ」（1999）をウォッチリストに追加しました。\n")
    XCTAssertEqual(
      try reel("watchlist", "add", "550", "--language", "fa-IR", "--note", "دوباره"),
      "«باشگاه مشت‌زنی» (۱۹۹۹) از پیش در فهرست تماشا بود؛ یادداشتش اکنون «دوباره» است.\n")
    XCTAssertEqual(
      try reel("watchlist", "add", "550", "--language", "ar-SA"),
      "«نادي القتال» (١٩٩٩) في قائمة المشاهدة من قبل.\n")
  }

  func testAddingReadsAsBeforeInEnglish() throws {
    XCTAssertEqual(try reel("watchlist", "add", "550"), "Added “Fight Club” (1999).\n")
    XCTAssertEqual(
      try reel("watchlist", "add", "550", "--note", ""),
      "“Fight Club” (1999) was already on the watchlist.\n")
  }

  /// `watchlist list`, `import` and `remove` make no services; they settle the language as
  /// every other command does.
  func testListingAndRemovingSayItInTheLanguage() throws {
    _ = try reel("watchlist", "add", "550")
    let list = try reel("watchlist", "list", "--language", "ja-JP")
    XCTAssertTrue(list.hasPrefix("ウォッチリスト · 1本 · 追加日の新しい順\n"), list)
    let export = home.appendingPathComponent("export.json")
    try Data(try reel("watchlist", "export").utf8).write(to: export)
    XCTAssertEqual(
      try reel("watchlist", "import", export.path, "--language", "ja-JP"),
      "新たに0本を取り込みました（1本は登録済み）。\n")
    XCTAssertEqual(
      try reel("watchlist", "remove", "550", "--language", "ja-JP"),
      "「Fight Club」（1999）をウォッチリストから削除しました。\n")
  }

  /// A global option between the command words (`reel watchlist --language ja-JP list`) was
  /// refused as "Unexpected argument 'list'": only options before the first word were moved.
  func testAGlobalOptionBetweenTheCommandWordsIsTaken() throws {
    _ = try reel("watchlist", "add", "550")
    let list = try reel("watchlist", "--language", "ja-JP", "list")
    XCTAssertTrue(list.hasPrefix("ウォッチリスト · 1本 · 追加日の新しい順\n"), list)
    XCTAssertEqual(
      try reel("watchlist", "--language=ja-JP", "remove", "--no-cache", "550"),
      "「Fight Club」（1999）をウォッチリストから削除しました。\n")
  }
}
