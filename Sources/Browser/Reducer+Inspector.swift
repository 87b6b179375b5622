/// The inspector overlay: it takes every key while open; its view state is all the browser
/// keeps of it.
extension BrowserState {
  mutating func toggleInspector() -> [Effect] {
    if case .inspector = overlay {
      overlay = nil
    } else {
      overlay = .inspector(InspectorView())
    }
    return []
  }

  mutating func performInInspector(_ command: InspectorCommand) -> [Effect] {
    guard case .inspector(var view) = overlay else {
      // Scripts act on paused answers with the overlay closed; what they say goes to the
      // status bar.
      switch command {
      case .act(let action): return [.inspector(action)]
      case .note(let note?): status = .notice(note)
      default: break
      }
      return []
    }
    var effects: [Effect] = []
    switch command {
    case .move:
      break  // resolved by the App into `select`
    case .select(let id):
      view.selected = id
    case .open(let id):
      view.pane = .detail(id)
      view.detailScroll = 0
      view.findMatch = 0
    case .closePane:
      if view.choosingAbort {
        view.choosingAbort = false
      } else if view.pane == .list {
        overlay = nil
        return []
      } else {
        view.pane = .list
      }
    case .scrollDetail(let delta):
      view.detailScroll = max(0, view.detailScroll + delta)
    case .showBreakpoints:
      view.pane = .breakpoints
      view.breakpointSelection = 0
    case .moveBreakpointSelection(let delta):
      view.breakpointSelection = max(0, view.breakpointSelection + delta)
    case .beginInput(let kind):
      view.input = kind
      view.inputText = kind == .filter ? view.filter : kind == .find ? view.find : ""
    case .editInput(let text):
      view.inputText = text
      if view.input == .filter { view.filter = text }
    case .commitInput:
      switch view.input {
      case .filter: view.filter = view.inputText
      case .find:
        view.find = view.inputText
        view.findMatch = 0
      case .breakpointPattern:
        effects = [.inspector(.addBreakpoint(view.inputText))]
      case nil: break
      }
      view.input = nil
    case .cancelInput:
      view.input = nil
    case .stepFind(let step):
      view.findMatch += step
    case .chooseAbort(let choosing):
      view.choosingAbort = choosing
    case .note(let note):
      view.note = note
    case .act(let action):
      view.choosingAbort = false
      effects = [.inspector(action)]
    }
    overlay = .inspector(view)
    return effects
  }
}

extension Event {
  /// The request a network result answers, for telling the inspector whether it was taken.
  public var networkResultID: RequestID? {
    switch self {
    case .configurationLoaded(let id, _, _), .configurationFailed(let id, _),
      .pageLoaded(let id, _), .pageFailed(let id, _), .detailsLoaded(let id, _),
      .detailsFailed(let id, _):
      id
    default: nil
    }
  }
}
