/// The network inspector overlay's own state: what is selected and shown, and what is being
/// typed. The requests themselves live outside the browser (the App's network record), so the
/// browser keeps ids and text only.
public struct InspectorView: Sendable, Equatable {
  public enum Pane: Sendable, Equatable {
    /// Every request, newest at the bottom.
    case list
    /// One request, by its record id.
    case detail(Int)
    /// The breakpoint patterns.
    case breakpoints
  }

  /// A line being typed at the bottom of the overlay.
  public enum InputKind: Sendable, Equatable {
    case filter
    case breakpointPattern
    case find
  }

  public var pane: Pane = .list
  /// The selected request's id; nil follows the newest one.
  public var selected: Int?
  /// Shown requests contain this text (endpoint, status or source), case-insensitively.
  public var filter = ""
  public var input: InputKind?
  public var inputText = ""
  public var detailScroll = 0
  /// Text to find in the detail pane, and which match is current (wrapped when drawn).
  public var find = ""
  public var findMatch = 0
  public var breakpointSelection = 0
  /// `a` on a paused answer asks which failure to send.
  public var choosingAbort = false
  /// What the last action said ("HAR written to …", "the edited answer is not JSON …").
  public var note: String?

  public init() {}
}

/// What the user asked of the inspector, independent of keys. Moves that need the record
/// (which the browser does not hold) are resolved by the App into `select`.
public enum InspectorCommand: Sendable, Equatable, Hashable {
  /// Selection by rows of the shown list; the App turns it into `select`.
  case move(Int)
  /// Select a request; nil follows the newest.
  case select(Int?)
  case open(Int)
  case closePane
  case scrollDetail(Int)
  case showBreakpoints
  case moveBreakpointSelection(Int)
  case beginInput(InspectorView.InputKind)
  /// The whole text typed so far.
  case editInput(String)
  case commitInput
  case cancelInput
  /// `n` / `N` in the detail pane.
  case stepFind(Int)
  case chooseAbort(Bool)
  case note(String?)
  /// Work only the App can do: it answers with `note`.
  case act(InspectorAction)
}

/// What the inspector asks of the runtime (the record, the breakpoints, the clipboard).
public enum InspectorAction: Sendable, Equatable, Hashable {
  case copyCurl(exchange: Int)
  case exportHAR
  case addBreakpoint(String)
  case removeBreakpoint(String)
  case continueOriginal(exchange: Int)
  case continueEdited(exchange: Int)
  case edit(exchange: Int)
  case abort(exchange: Int, failure: InspectorAbort)
}

/// The failure an aborted answer becomes (mirrors the transport's; the browser has no TMDB
/// transport types).
public enum InspectorAbort: String, Sendable, Equatable, Hashable, CaseIterable {
  case serviceUnavailable = "503"
  case timeout
  case drop
}

/// A request of the browser's own, held at a breakpoint: the status bar says so.
public struct PausedRequest: Sendable, Equatable {
  public var endpoint: String
  public var secondsLeft: Int

  public init(endpoint: String, secondsLeft: Int) {
    self.endpoint = endpoint
    self.secondsLeft = secondsLeft
  }
}
