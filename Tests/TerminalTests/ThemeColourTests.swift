import XCTest

@testable import Screen
@testable import Terminal

/// Themes as a terminal shows them: colours by role, built-ins, and what survives on a
/// terminal with only 8 colours.
final class ThemeColourTests: XCTestCase {
  private func number(_ color: Color, _ colors: Int) -> Int16 {
    ColorDegradation.colorNumber(for: color, colorCount: colors)
  }

  /// Bright black is black on an 8-colour terminal, so the old white-on-bright-black
  /// unfocused selection was white on black there: invisible on the usual background.
  func testTheUnfocusedSelectionStaysVisibleOnEightColours() {
    for base in BuiltInTheme.allCases {
      let style = Theme(.basic, spec: ThemeSpec(base: base)).inactiveSelection
      let background = number(style.bg, 8)
      XCTAssertNotEqual(background, -1, "\(base): no background of its own")
      XCTAssertNotEqual(background, 0, "\(base): black, like the terminal's background")
      XCTAssertNotEqual(number(style.fg, 8), background, "\(base): text and background alike")
      XCTAssertNotEqual(style, Theme(.basic, spec: ThemeSpec(base: base)).selection, "\(base)")
    }
  }

  func testColourValuesAsConfigTakesThem() {
    XCTAssertEqual(ThemeColorName.color("magenta"), .magenta)
    XCTAssertEqual(ThemeColorName.color("Bright_Blue"), .brightBlue)
    XCTAssertEqual(ThemeColorName.color("default"), .default)
    XCTAssertEqual(ThemeColorName.color("208"), .indexed(208))
    XCTAssertEqual(ThemeColorName.color("#ff8700"), .indexed(208))
    XCTAssertEqual(ThemeColorName.color("#808080"), .indexed(244))
    XCTAssertEqual(ThemeColorName.color("#000000"), .indexed(16))
    for bad in ["256", "-1", "#ff88", "#gggggg", "purple-ish", ""] {
      XCTAssertNil(ThemeColorName.color(bad), bad)
    }
    // On 16 and 8 colours the backend takes the nearest it has: orange becomes a red or yellow.
    XCTAssertTrue([1, 3, 9, 11].contains(number(.indexed(208), 16)))
    XCTAssertTrue([1, 3].contains(number(.indexed(208), 8)))
  }

  func testRolesPaintTheirStyles() {
    let spec = ThemeSpec(
      colors: [.accent: .magenta, .selection: .indexed(24), .error: .default, .header: .yellow])
    let theme = Theme(.extended, spec: spec)
    XCTAssertEqual(theme.accent.fg, .magenta)
    XCTAssertEqual(theme.focusedPrompt.fg, .magenta)
    XCTAssertEqual(theme.selection, Style(fg: .white, bg: .indexed(24)))
    XCTAssertEqual(theme.error.fg, .default)
    XCTAssertEqual(theme.activeTab.bg, .yellow)
    XCTAssertEqual(theme.activeTab.fg, .black, "dark text on a light header")
    XCTAssertEqual(Theme(.basic, spec: ThemeSpec(colors: [.text: .green])).rating.fg, .green)
    let marks = Theme(
      .basic, spec: ThemeSpec(colors: [.text: .green, .rating: .yellow, .watchlistMark: .red]))
    XCTAssertEqual(marks.rating.fg, .yellow)
    XCTAssertEqual(marks.watchlistMark.fg, .red)
    XCTAssertEqual(marks.accent.fg, .cyan)
    // Without colours (NO_COLOR) a theme changes nothing.
    XCTAssertEqual(Theme(.none, spec: spec).accent, Theme(.none).accent)
  }

  func testBuiltInThemesDiffer() {
    let dark = Theme(.extended)
    let light = Theme(.extended, spec: ThemeSpec(base: .light))
    let strong = Theme(.extended, spec: ThemeSpec(base: .highContrast))
    XCTAssertEqual(dark.accent.fg, .cyan)
    XCTAssertEqual(light.accent.fg, .blue)
    XCTAssertEqual(light.inactiveSelection.bg, .indexed(252))
    XCTAssertEqual(strong.dim, Style.plain, "no dim text in high contrast")
  }
}
