import App
import Testing

/// Where the language comes from: --language, then config.toml, then the locale, then en-US.
@Suite struct LanguageSettingTests {
  func resolve(flag: String? = nil, config: String? = nil, _ environment: [String: String] = [:])
    throws -> LanguageSetting
  {
    try LanguageSetting.resolve(flag: flag, configValue: config, environment: environment)
  }

  @Test func theFlagWinsOverEverything() throws {
    let setting = try resolve(flag: "fa-IR", config: "ja-JP", ["LANG": "ar_SA.UTF-8"])
    #expect(setting.language.tmdbCode == "fa-IR")
    #expect(setting.source == .flag)
  }

  /// `--language de-DE` gave English words without a word why.
  @Test func aChosenLanguageWithoutReelsOwnWordsIsSaidOnce() throws {
    #expect(
      try resolve(flag: "de-DE").untranslatedNotice
        == "Reel's words come in English, Persian, Arabic and Japanese: de-DE shows English "
        + "words, and TMDB's titles and overviews in de-DE where it has them")
    #expect(try resolve(config: "he-IL").untranslatedNotice != nil)
    #expect(try resolve(flag: "ja").untranslatedNotice == nil)
    #expect(try resolve(config: "fa-IR").untranslatedNotice == nil)
    // The system's locale is not Reel's choice to comment on at every run.
    #expect(try resolve(["LANG": "de_DE.UTF-8"]).untranslatedNotice == nil)
  }

  @Test func theConfigFileWinsOverTheLocale() throws {
    let setting = try resolve(config: "ja-JP", ["LC_ALL": "ar_SA.UTF-8"])
    #expect(setting.language.tmdbCode == "ja-JP")
    #expect(setting.summary == "ja-JP (from config.toml)")
  }

  @Test func theLocaleIsReadInPosixOrder() throws {
    let all = ["LC_ALL": "ar_SA.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LANG": "fa_IR.UTF-8"]
    #expect(try resolve(all).language.tmdbCode == "ar-SA")
    var rest = all
    rest["LC_ALL"] = ""
    #expect(try resolve(rest).language.tmdbCode == "ja-JP")
    rest["LC_MESSAGES"] = nil
    let fromLang = try resolve(rest)
    #expect(fromLang.language.tmdbCode == "fa-IR")
    #expect(fromLang.summary == "fa-IR (from LANG)")
    #expect(fromLang.language.direction == .rightToLeft)
  }

  @Test func theCLocaleNamesNoLanguage() throws {
    #expect(try resolve(["LC_ALL": "C", "LANG": "fa_IR.UTF-8"]).language.tmdbCode == "en-US")
    #expect(try resolve(["LANG": "POSIX"]).source == .fallback)
    #expect(try resolve([:]).language.tmdbCode == "en-US")
    #expect(try resolve(["LANG": "!!garbage"]).language == .english)
  }

  @Test func aBadFlagOrConfigValueIsAPlainError() {
    #expect {
      try resolve(flag: "persian")
    } throws: { error in
      "\(error)".contains("--language") && "\(error)".contains("“persian” is not a language tag")
    }
    #expect {
      try resolve(config: "xx_YY_ZZ")
    } throws: { error in
      "\(error)".contains("config.toml")
    }
  }
}
