import Browser
import Screen

/// The network inspector's keys. Commands that name a request carry a placeholder (0, "")
/// that `InspectorController.resolve` fills in from the record.
extension KeyMap {
  static let inspectorToggle = Binding(
    keys: [.character("I"), .function(12)], command: .toggleInspector, action: .helpNetworkInspector
  )

  /// Keys in the inspector's request list.
  static let inspectorList: [Binding] = [
    Binding(
      keys: [.character("j"), .down], command: .inspector(.move(1)), action: .helpNextRequest),
    Binding(
      keys: [.character("k"), .up], command: .inspector(.move(-1)), action: .helpPreviousRequest),
    Binding(keys: [.pageDown], command: .inspector(.move(10)), action: .actionPageDown),
    Binding(keys: [.pageUp], command: .inspector(.move(-10)), action: .actionPageUp),
    Binding(
      keys: [.character("g"), .home], command: .inspector(.move(-1_000_000)), action: .helpOldest),
    Binding(
      keys: [.character("G"), .end], command: .inspector(.select(nil)), action: .helpNewestFollow),
    Binding(keys: [.enter], command: .inspector(.open(0)), action: .helpShowRequest),
    Binding(
      keys: [.character("/")], command: .inspector(.beginInput(.filter)), action: .helpFilter),
    Binding(
      keys: [.character("b")], command: .inspector(.act(.addBreakpoint(""))),
      action: .helpBreakOnEndpoint),
    Binding(
      keys: [.character("B")], command: .inspector(.beginInput(.breakpointPattern)),
      action: .helpBreakOnPattern),
    Binding(
      keys: [.character("P")], command: .inspector(.showBreakpoints), action: .helpBreakpoints),
  ]

  /// Keys with one request open.
  static let inspectorDetail: [Binding] = [
    Binding(
      keys: [.character("j"), .down], command: .inspector(.scrollDetail(1)), action: .helpScrollDown
    ),
    Binding(
      keys: [.character("k"), .up], command: .inspector(.scrollDetail(-1)), action: .helpScrollUp),
    Binding(
      keys: [.pageDown, .ctrl("d")], command: .inspector(.scrollDetail(10)), action: .actionPageDown
    ),
    Binding(
      keys: [.pageUp, .ctrl("u")], command: .inspector(.scrollDetail(-10)), action: .actionPageUp),
    Binding(
      keys: [.character("g"), .home], command: .inspector(.scrollDetail(-1_000_000)),
      action: .helpTop),
    Binding(keys: [.character("/")], command: .inspector(.beginInput(.find)), action: .helpFind),
    Binding(keys: [.character("n")], command: .inspector(.stepFind(1)), action: .helpNextMatch),
    Binding(
      keys: [.character("N")], command: .inspector(.stepFind(-1)), action: .helpPreviousMatch),
    Binding(
      keys: [.enter], command: .inspector(.act(.continueEdited(exchange: 0))),
      action: .helpSendEdited),
    Binding(
      keys: [.character("b")], command: .inspector(.act(.addBreakpoint(""))),
      action: .helpBreakOnEndpoint),
  ]

  /// Keys in both the list and one request.
  static let inspectorCommon: [Binding] = [
    Binding(
      keys: [.character("y")], command: .inspector(.act(.copyCurl(exchange: 0))),
      action: .helpCopyCurl),
    Binding(
      keys: [.character("x")], command: .inspector(.act(.exportHAR)), action: .helpWriteHAR),
    Binding(
      keys: [.character("e")], command: .inspector(.act(.edit(exchange: 0))),
      action: .helpEditPaused),
    Binding(
      keys: [.character("c")], command: .inspector(.act(.continueOriginal(exchange: 0))),
      action: .helpContinueUnchanged),
    Binding(
      keys: [.character("a")], command: .inspector(.chooseAbort(true)),
      action: .helpAbortPaused),
    Binding(
      keys: [.escape, .character("h"), .left], command: .inspector(.closePane),
      action: .helpBackOrClose),
  ]

  /// Keys in the breakpoint list.
  static let inspectorBreakpoints: [Binding] = [
    Binding(
      keys: [.character("j"), .down], command: .inspector(.moveBreakpointSelection(1)),
      action: .helpNext),
    Binding(
      keys: [.character("k"), .up], command: .inspector(.moveBreakpointSelection(-1)),
      action: .helpPrevious),
    Binding(
      keys: [.character("d"), .delete], command: .inspector(.act(.removeBreakpoint(""))),
      action: .helpDelete),
    Binding(
      keys: [.character("B")], command: .inspector(.beginInput(.breakpointPattern)),
      action: .helpAddPattern),
    Binding(
      keys: [.escape, .character("h"), .left], command: .inspector(.closePane), action: .actionBack),
  ]

  /// Keys while choosing how to abort a paused answer.
  static let inspectorAbort: [Binding] = [
    Binding(
      keys: [.character("5")],
      command: .inspector(.act(.abort(exchange: 0, failure: .serviceUnavailable))),
      action: .helpAbort503),
    Binding(
      keys: [.character("t")], command: .inspector(.act(.abort(exchange: 0, failure: .timeout))),
      action: .helpAbortTimeout),
    Binding(
      keys: [.character("d")], command: .inspector(.act(.abort(exchange: 0, failure: .drop))),
      action: .helpAbortDropped),
    Binding(keys: [.escape], command: .inspector(.chooseAbort(false)), action: .helpCancel),
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
