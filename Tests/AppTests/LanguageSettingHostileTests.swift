import Screen
import XCTest

@testable import App

/// Hostile language and region settings: long, path-like, locale-named, private-use, with
/// controls, in the flag, the config file and the environment. Each is taken, refused in
/// bounded plain words, or skipped as a locale that names no language.
final class LanguageSettingHostileTests: XCTestCase {
  private func message(_ body: () throws -> Any) -> String {
    do {
      _ = try body()
      return ""
    } catch {
      return (error as? ReelError)?.message ?? "\(error)"
    }
  }

  func testARefusedValueIsQuotedShortWithoutItsControls() {
    let long = String(repeating: "a", count: 1_000)
    for value in [long, "ar-XX-x-private-" + long, "../../etc", "C", "POSIX", "fa\u{1B}[31m", ""] {
      let language = message {
        try LanguageSetting.resolve(flag: value, configValue: nil, environment: [:])
      }
      XCTAssertTrue(language.hasPrefix("--language \u{201C}"), language)
      XCTAssertLessThan(language.count, 200, language)
      XCTAssertFalse(language.contains("\u{1B}"), language)
      let region = message {
        try RegionSetting.resolve(
          flag: nil, configValue: value, language: LanguageTag(language: "en", region: nil))
      }
      XCTAssertTrue(region.hasPrefix("region in config.toml must be"), region)
      XCTAssertLessThan(region.count, 200, "a 1,000-character value said whole: \(region.count)")
      XCTAssertFalse(region.contains("\u{1B}"), region)
    }
  }

  func testLocaleNamesAreTakenAndLocalesThatNameNoLanguageAreSkipped() throws {
    let persian = try LanguageSetting.resolve(
      flag: "fa_IR.UTF-8", configValue: nil, environment: [:])
    XCTAssertEqual(persian.language.tmdbCode, "fa-IR")
    XCTAssertEqual(persian.language.direction, .rightToLeft)
    // POSIX: LC_ALL decides even when it is "C"; then nothing was chosen.
    let c = try LanguageSetting.resolve(
      flag: nil, configValue: nil, environment: ["LC_ALL": "C", "LANG": "fa_IR.UTF-8"])
    XCTAssertEqual(c.source, .fallback)
    for hostile in [String(repeating: "x", count: 1_000), "../../etc", "fa\u{1B}", "ar-XX-x-y"] {
      let setting = try LanguageSetting.resolve(
        flag: nil, configValue: nil, environment: ["LANG": hostile])
      XCTAssertEqual(setting.language, .english, hostile)
      XCTAssertEqual(setting.source, .fallback)
    }
  }
}
