import Browser
import Screen

/// The network inspector's keys. Commands that name a request carry a placeholder (0, "")
/// that `InspectorController.resolve` fills in from the record.
extension KeyMap {
  static let inspectorToggle = Binding(
    keys: [.character("I"), .function(12)], command: .toggleInspector, action: "network inspector")

  /// Keys in the inspector's request list.
  static let inspectorList: [Binding] = [
    Binding(keys: [.character("j"), .down], command: .inspector(.move(1)), action: "next request"),
    Binding(
      keys: [.character("k"), .up], command: .inspector(.move(-1)), action: "previous request"),
    Binding(keys: [.pageDown], command: .inspector(.move(10)), action: "page down"),
    Binding(keys: [.pageUp], command: .inspector(.move(-10)), action: "page up"),
    Binding(
      keys: [.character("g"), .home], command: .inspector(.move(-1_000_000)), action: "oldest"),
    Binding(
      keys: [.character("G"), .end], command: .inspector(.select(nil)), action: "newest (follow)"),
    Binding(keys: [.enter], command: .inspector(.open(0)), action: "show the request"),
    Binding(keys: [.character("/")], command: .inspector(.beginInput(.filter)), action: "filter"),
    Binding(
      keys: [.character("b")], command: .inspector(.act(.addBreakpoint(""))),
      action: "break on its endpoint"),
    Binding(
      keys: [.character("B")], command: .inspector(.beginInput(.breakpointPattern)),
      action: "break on a pattern"),
    Binding(keys: [.character("P")], command: .inspector(.showBreakpoints), action: "breakpoints"),
  ]

  /// Keys with one request open.
  static let inspectorDetail: [Binding] = [
    Binding(
      keys: [.character("j"), .down], command: .inspector(.scrollDetail(1)), action: "scroll down"),
    Binding(
      keys: [.character("k"), .up], command: .inspector(.scrollDetail(-1)), action: "scroll up"),
    Binding(
      keys: [.pageDown, .ctrl("d")], command: .inspector(.scrollDetail(10)), action: "page down"),
    Binding(
      keys: [.pageUp, .ctrl("u")], command: .inspector(.scrollDetail(-10)), action: "page up"),
    Binding(
      keys: [.character("g"), .home], command: .inspector(.scrollDetail(-1_000_000)), action: "top"),
    Binding(keys: [.character("/")], command: .inspector(.beginInput(.find)), action: "find"),
    Binding(keys: [.character("n")], command: .inspector(.stepFind(1)), action: "next match"),
    Binding(keys: [.character("N")], command: .inspector(.stepFind(-1)), action: "previous match"),
    Binding(
      keys: [.enter], command: .inspector(.act(.continueEdited(exchange: 0))),
      action: "send the edited answer"),
    Binding(
      keys: [.character("b")], command: .inspector(.act(.addBreakpoint(""))),
      action: "break on its endpoint"),
  ]

  /// Keys in both the list and one request.
  static let inspectorCommon: [Binding] = [
    Binding(
      keys: [.character("y")], command: .inspector(.act(.copyCurl(exchange: 0))),
      action: "copy as curl"),
    Binding(
      keys: [.character("x")], command: .inspector(.act(.exportHAR)), action: "write a HAR file"),
    Binding(
      keys: [.character("e")], command: .inspector(.act(.edit(exchange: 0))),
      action: "edit the paused answer"),
    Binding(
      keys: [.character("c")], command: .inspector(.act(.continueOriginal(exchange: 0))),
      action: "continue unchanged"),
    Binding(
      keys: [.character("a")], command: .inspector(.chooseAbort(true)),
      action: "abort (503, timeout, drop)"),
    Binding(
      keys: [.escape, .character("h"), .left], command: .inspector(.closePane),
      action: "back / close"),
  ]

  /// Keys in the breakpoint list.
  static let inspectorBreakpoints: [Binding] = [
    Binding(
      keys: [.character("j"), .down], command: .inspector(.moveBreakpointSelection(1)),
      action: "next"),
    Binding(
      keys: [.character("k"), .up], command: .inspector(.moveBreakpointSelection(-1)),
      action: "previous"),
    Binding(
      keys: [.character("d"), .delete], command: .inspector(.act(.removeBreakpoint(""))),
      action: "delete"),
    Binding(
      keys: [.character("B")], command: .inspector(.beginInput(.breakpointPattern)),
      action: "add a pattern"),
    Binding(
      keys: [.escape, .character("h"), .left], command: .inspector(.closePane), action: "back"),
  ]

  /// Keys while choosing how to abort a paused answer.
  static let inspectorAbort: [Binding] = [
    Binding(
      keys: [.character("5")],
      command: .inspector(.act(.abort(exchange: 0, failure: .serviceUnavailable))), action: "a 503"),
    Binding(
      keys: [.character("t")], command: .inspector(.act(.abort(exchange: 0, failure: .timeout))),
      action: "a timeout"),
    Binding(
      keys: [.character("d")], command: .inspector(.act(.abort(exchange: 0, failure: .drop))),
      action: "a dropped connection"),
    Binding(keys: [.escape], command: .inspector(.chooseAbort(false)), action: "cancel"),
  ]

  static var inspectorBindings: [Binding] {
    inspectorList + inspectorDetail + inspectorCommon + inspectorBreakpoints + inspectorAbort
  }

  /// What a key means while the inspector is open (it takes every key); nil when nothing.
  static func inspectorCommand(for key: Key, view: InspectorView) -> Command? {
    if view.input != nil {
      switch key {
      case .enter: return .inspector(.commitInput)
      case .escape: return .inspector(.cancelInput)
      case .backspace: return .inspector(.editInput(String(view.inputText.dropLast())))
      case .ctrl("u"): return .inspector(.editInput(""))
      case .character(let character):
        return .inspector(.editInput(view.inputText + String(character)))
      default: return nil
      }
    }
    if inspectorToggle.keys.contains(key) { return .toggleInspector }
    let tables: [[Binding]]
    if view.choosingAbort {
      tables = [inspectorAbort]
    } else {
      switch view.pane {
      case .list: tables = [inspectorList, inspectorCommon]
      case .detail: tables = [inspectorDetail, inspectorCommon]
      case .breakpoints: tables = [inspectorBreakpoints]
      }
    }
    for table in tables {
      if let binding = table.first(where: { $0.keys.contains(key) }) { return binding.command }
    }
    return nil
  }
}
