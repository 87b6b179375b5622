import Testing

@testable import App

/// --region and `region =` take a two-letter country code; anything else is refused in words
/// instead of being sent to TMDB, where it would quietly match no release date or provider.
@Suite struct RegionSettingTests {
  @Test func twoLettersInEitherCaseAreACountry() throws {
    #expect(try RegionSetting.parse("us", from: "--region") == "US")
    #expect(try RegionSetting.parse(" IR ", from: "--region") == "IR")
    #expect(try RegionSetting.parse(nil, from: "--region") == nil)
  }

  @Test(arguments: ["ZZZ", "", "U S", "United States", "1A", "\u{1B}]2;x\u{07}", "ÜS"])
  func anythingElseIsRefusedNamingWhereItCameFrom(value: String) {
    #expect(throws: ReelError.self) { try RegionSetting.parse(value, from: "--region") }
    do {
      _ = try RegionSetting.parse(value, from: "config.toml: region")
    } catch {
      #expect(error.message.hasPrefix("config.toml: region “"))
      #expect(!error.message.contains("\u{1B}"), "no escape reaches the terminal")
    }
  }
}
