import Screen
import XCTest

@testable import App
@testable import Browser

/// The key map answers a key press with one dictionary look-up; what it answers must be what
/// the tables say, read in their order: the context's own keys, then the list's, except the
/// commands the context binds itself. Checked for every key of every table, in the default map
/// and in remapped ones.
final class KeyLookupTests: XCTestCase {
  func testTheLookupSaysWhatTheTablesSayInEveryContext() throws {
    let remapped = try KeyMap.standard.remapped([
      KeyRemap(context: .detail, action: "quit", keys: [], line: 1),
      KeyRemap(context: nil, action: "down", keys: ["n"], line: 2),
      KeyRemap(context: .home, action: "refresh", keys: ["R"], line: 3),
      KeyRemap(context: .watchlist, action: "undo", keys: ["U"], line: 4),
    ])
    for map in [KeyMap.standard, remapped] {
      // Every printable ASCII key too, bound or not: they are read from a table of their own.
      let printable = (32..<127).map { Key.character(Character(Unicode.Scalar(UInt8($0)))) }
      let keys = Set(map.tables.flatMap(\.bindings).flatMap(\.keys)).union(printable)
      for (state, chain) in Self.places() {
        for key in keys {
          XCTAssertEqual(
            map.command(for: key, in: state), Self.walk(map, chain, key),
            "\(key) in \(chain)")
        }
      }
    }
  }

  // loop3: a count starts with an ASCII digit only, read from its byte; other digits (Arabic-
  // Indic, full-width) are what their keys are bound to, which is nothing.
  func testOnlyASCIIDigitsStartACount() {
    let state = Self.state(focus: .list)
    let map = KeyMap.standard
    for digit in 1...9 {
      let key = Key.character(Character(String(digit)))
      XCTAssertEqual(
        map.countCommand(for: key, bound: nil, in: state), .countDigit(digit, otherwise: nil))
    }
    XCTAssertNil(map.countCommand(for: .character("0"), bound: .first, in: state))
    for other in ["٣", "３", "a", "/", ":"] {
      XCTAssertNil(
        map.countCommand(for: .character(Character(other)), bound: nil, in: state), other)
    }
  }

  // keys5: the printable table is indexed by the key's one ASCII byte, read from its UTF-8;
  // every other character (a grapheme of several scalars, CRLF, a control) has none.
  func testOnlyPrintableASCIIKeysHaveAByte() {
    for code in UInt8(32)..<127 {
      XCTAssertEqual(Key.character(Character(Unicode.Scalar(code))).printableASCII, code)
    }
    for other in ["\r\n", "\u{7F}", "\u{1F}", "é", "e\u{301}", "３", "👍🏽"] {
      XCTAssertNil(Key.character(Character(other)).printableASCII, other.debugDescription)
    }
    for key in [Key.ctrl("d"), .alt("b"), .enter, .up, .function(1)] {
      XCTAssertNil(key.printableASCII, key.name)
    }
  }

  func testOverriddenListKeysStayAwayInTheirContext() throws {
    let map = try KeyMap.standard.remapped([
      KeyRemap(context: .detail, action: "quit", keys: [], line: 1)
    ])
    XCTAssertNil(map.command(for: .character("q"), in: Self.state(focus: .detail)))
    XCTAssertEqual(map.command(for: .character("q"), in: Self.state(focus: .list)), .quit)
  }

  // keys2: the overlays and the filter field are matched before the tables; each takes the
  // keys it says it takes, and an overlay that is only read (help, messages) leaves the list's.
  func testOverlaysAndTheFilterFieldTakeTheirOwnKeys() {
    var discover = Self.state(focus: .list)
    discover.overlay = .discover
    XCTAssertEqual(KeyMap.command(for: .character("5"), in: discover), .insertText("5"))
    XCTAssertEqual(KeyMap.command(for: .character("-"), in: discover), .insertText("-"))
    XCTAssertEqual(KeyMap.command(for: .character("j"), in: discover), .moveDown)
    XCTAssertEqual(KeyMap.command(for: .tab, in: discover), .moveDown)
    XCTAssertEqual(KeyMap.command(for: .character("d"), in: discover), .cancel)
    XCTAssertNil(KeyMap.command(for: .character("w"), in: discover))

    for overlay in [Overlay.help, .messages] {
      var reading = Self.state(focus: .list)
      reading.overlay = overlay
      XCTAssertEqual(KeyMap.command(for: .character("j"), in: reading), .moveDown)
      XCTAssertEqual(KeyMap.command(for: .character("q"), in: reading), .quit)
    }

    var filtering = Self.state(focus: .list)
    var view = LoadedView()
    view.editing = true
    filtering.main.view = view
    XCTAssertEqual(KeyMap.command(for: .character("j"), in: filtering), .insertText("j"))
    XCTAssertEqual(KeyMap.command(for: .backspace, in: filtering), .deleteBackward)
    XCTAssertEqual(KeyMap.command(for: .ctrl("w"), in: filtering), .deleteWord)
    XCTAssertEqual(KeyMap.command(for: .down, in: filtering), .moveDown)
    XCTAssertEqual(KeyMap.command(for: .escape, in: filtering), .cancel)
    // The filter is typed only while the list has focus on the results screen.
    var elsewhere = filtering
    elsewhere.focus = .detail
    XCTAssertEqual(KeyMap.command(for: .character("j"), in: elsewhere), .moveDown)
    elsewhere = filtering
    elsewhere.screen = .home
    XCTAssertEqual(KeyMap.command(for: .character("j"), in: elsewhere), .moveDown)
    elsewhere = filtering
    elsewhere.overlay = .help
    XCTAssertEqual(KeyMap.command(for: .character("j"), in: elsewhere), .moveDown)
  }

  /// The places keys are read in, with the tables' chain for each.
  private static func places() -> [(BrowserState, [KeyContext])] {
    var home = state(focus: .list)
    home.screen = .home
    var watchlist = state(focus: .list)
    watchlist.screen = .watchlist(WatchlistScreen(order: .added))
    var watchlistDetail = watchlist
    watchlistDetail.focus = .detail
    return [
      (state(focus: .list), []),
      (home, [.home]),
      (watchlist, [.watchlist]),
      (state(focus: .detail), [.detail]),
      (watchlistDetail, [.detail, .watchlist]),
    ]
  }

  private static func state(focus: Focus) -> BrowserState {
    var state = BrowserState()
    state.configurationStatus = .loaded
    state.focus = focus
    return state
  }

  /// The tables read the long way, as the key map did before its look-up table.
  private static func walk(_ map: KeyMap, _ chain: [KeyContext], _ key: Key) -> Command? {
    var overridden: Set<Command> = []
    for layer in chain {
      let own = map.bindings(in: layer).filter { !overridden.contains($0.command) }
      if let binding = own.first(where: { $0.keys.contains(key) }) { return binding.command }
      overridden.formUnion(map.bindings(in: layer).map(\.command))
    }
    return map.bindings(in: .list).first {
      $0.keys.contains(key) && !overridden.contains($0.command)
    }?.command
  }
}
