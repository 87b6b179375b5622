import XCTest

@testable import Screen

/// `[theme] header = "#808080"` under TERM=linux or xterm (8 colours): the grey is drawn as
/// white there, and the tab titles and badge on it were white too: invisible (review of
/// themes). On a basic terminal text on a mid or light grey is black; with 256 colours it
/// stays as it was.
final class ThemeBasicContrastTests: XCTestCase {
  func testTextOnAGreyStaysReadableOnEightColours() {
    for grey in ["#808080", "#505050", "#c0c0c0"] {
      let color = ThemeColorName.color(grey)!
      for role in [ThemeRole.header, .selection, .inactiveSelection] {
        let basic = Theme(.basic, spec: ThemeSpec(colors: [role: color]))
        let style =
          role == .header
          ? basic.activeTab : role == .selection ? basic.selection : basic.inactiveSelection
        XCTAssertEqual(style.bg, color, "\(grey) \(role)")
        XCTAssertEqual(style.fg, .black, "\(grey) \(role): white on what 8 colours draw white")
      }
    }
  }

  func testTwoHundredFiftySixColoursAreUnchanged() {
    let grey = ThemeColorName.color("#505050")!
    let extended = Theme(.extended, spec: ThemeSpec(colors: [.header: grey]))
    XCTAssertEqual(extended.activeTab.fg, .white)
    // A dark grey is black on 8 colours too: white on it reads.
    let dark = ThemeColorName.color("#303030")!
    XCTAssertEqual(Theme(.basic, spec: ThemeSpec(colors: [.header: dark])).activeTab.fg, .white)
  }
}
