import Foundation
import ReelTestSupport
import Screen
import XCTest

@testable import App

/// Why `x` could not write the HAR file is said in the user's language (the command line's
/// `--har` keeps its English words).
final class HARFailureLanguageTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = try makeTemporaryFolder(self)
  }

  private func failure(_ path: String) -> HARWriteFailure? {
    do throws(HARWriteFailure) {
      try HARDocument.writing([], baseURL: "https://api.themoviedb.org", to: path)
      return nil
    } catch {
      return error
    }
  }

  func testAHARThatCannotBeWrittenIsSaidInPersian() throws {
    let persian = try XCTUnwrap(ScreenLanguage(code: "fa-IR"))
    let fifo = folder.appendingPathComponent("unread.fifo").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let cases: [(String, String)] = [
      (folder.path, "یک پوشه است"),
      (fifo, "چیزی از آن نمی‌خواند"),
      ("/dev/fd/999", "توصیفگر ۹۹۹ باز نیست"),
    ]
    for (path, reason) in cases {
      let said = try XCTUnwrap(failure(path), path).said
      XCTAssertEqual(persian.text(said), "فایل HAR در \(path) نوشته نشد: \(reason)", path)
      XCTAssertFalse(persian.text(said).contains("cannot write"), path)
    }
    // The same failure in English, as the command line says it.
    XCTAssertEqual(
      try XCTUnwrap(failure(folder.path)).said.key, .harCannotWrite)
    XCTAssertEqual(
      ScreenLanguage.english.text(try XCTUnwrap(failure(fifo)).said),
      "cannot write the HAR file \(fifo): nothing reads from it")
  }

  func testANameTooLongIsSaidSoNotAsAMissingFolder() throws {
    // The folder is there and writable: "the folder is missing or not writable" sent the
    // user looking in the wrong place.
    for name in [String(repeating: "x", count: 300), String(repeating: "光", count: 90)] {
      let path = folder.appendingPathComponent(name + ".har").path
      let said = ScreenLanguage.english.text(try XCTUnwrap(failure(path), name).said)
      XCTAssertFalse(said.contains("folder is missing"), said)
      XCTAssertTrue(said.hasSuffix(String(cString: strerror(ENAMETOOLONG))), said)
    }
  }

  func testXInTheInspectorSaysWhyInTheUsersLanguage() throws {
    // `x` where no file can be made (/dev/fd holds descriptors, not files): the inspector's
    // note is all Japanese, the reason too. (Japanese: a right-to-left screen is laid out in
    // visual order, which the screen's text would have to be compared in.)
    var services = try InspectorScriptTests.services()
    services.language = try LanguageSetting.resolve(
      flag: "ja-JP", configValue: nil, environment: [:])
    let runner = ScriptRunner(
      services: services, size: Size(width: 100, height: 30), start: .category(.popular),
      output: { _ in })
    runner.harFolder = URL(fileURLWithPath: "/dev/fd", isDirectory: true)
    do {
      try runner.run(
        try Script(
          parsing: """
            wait idle
            inspect
            key x
            expect text "に書き込めません: フォルダーがないか"
            expect no-text "cannot write"
            """))
    } catch let failure as ScriptRunner.Failure {
      XCTFail("\(failure.reason)\n" + failure.screen.joined(separator: "\n"))
    }
  }
}
