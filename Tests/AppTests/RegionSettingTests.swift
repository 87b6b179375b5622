import Screen
import XCTest

@testable import App

/// `--region`, `region =` in config.toml, the language's country, then US (helper "detail").
final class RegionSettingTests: XCTestCase {
  private let persian = LanguageTag("fa-IR")!
  private let japanese = LanguageTag("ja")!

  func testTheFlagComesFirstThenTheConfigThenTheLanguageThenUS() throws {
    XCTAssertEqual(
      try RegionSetting.resolve(flag: "de", configValue: "GB", language: persian),
      RegionSetting(code: "DE", source: .flag))
    XCTAssertEqual(
      try RegionSetting.resolve(flag: nil, configValue: " gb ", language: persian),
      RegionSetting(code: "GB", source: .configFile))
    XCTAssertEqual(
      try RegionSetting.resolve(flag: nil, configValue: nil, language: persian),
      RegionSetting(code: "IR", source: .language))
    XCTAssertEqual(
      try RegionSetting.resolve(flag: nil, configValue: nil, language: japanese),
      RegionSetting(code: "US", source: .fallback))
  }

  func testAValueThatIsNotACountryCodeIsAnErrorNamingWhereItCameFrom() {
    for bad in ["USA", "", "1A", "D\u{1b}", "ÄÖ"] {
      XCTAssertThrowsError(
        try RegionSetting.resolve(flag: bad, configValue: nil, language: japanese)
      ) { error in
        let message = (error as? ReelError)?.message ?? ""
        XCTAssertTrue(message.hasPrefix("--region must be a two-letter country code"), message)
        XCTAssertFalse(message.contains("\u{1b}"), message)
      }
    }
    XCTAssertThrowsError(
      try RegionSetting.resolve(flag: nil, configValue: "Germany", language: japanese)
    ) { error in
      XCTAssertTrue(
        ((error as? ReelError)?.message ?? "").hasPrefix("region in config.toml must be"))
    }
  }
}
