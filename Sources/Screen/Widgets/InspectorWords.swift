import TMDB

/// The inspector's words that both the overlay (Screen) and the request's detail text (App)
/// say: what became of an answer held at a breakpoint.
public enum InspectorWords {
  /// "continued", "aborted (503)".
  public static func outcome(_ outcome: BreakpointOutcome, in language: ScreenLanguage) -> String {
    switch outcome {
    case .paused: language.text(Message(.inspectorOutcomePaused))
    case .continued: language.text(Message(.inspectorOutcomeContinued))
    case .edited: language.text(Message(.inspectorOutcomeEdited))
    case .autoContinued: language.text(Message(.inspectorOutcomeAutoContinued))
    case .aborted(let kind):
      // The kind in the screen's words ("中止（タイムアウト）"), as the note after the abort says it.
      language.text(Message(.inspectorOutcomeAborted, ["reason": .message(mark(kind))]))
    }
  }
}

extension InspectorWords {
  /// The kind of abort inside the request's mark: "503", "timeout", "drop" in English.
  static func mark(_ kind: AbortKind) -> Message {
    switch kind {
    case .serviceUnavailable: Message(.inspectorMarkAbort503)
    case .timeout: Message(.inspectorMarkAbortTimeout)
    case .drop: Message(.inspectorMarkAbortDrop)
    }
  }

  /// What an aborted answer becomes, to put in a sentence: "a timeout".
  public static func failure(_ kind: AbortKind) -> Message {
    switch kind {
    case .serviceUnavailable: Message(.inspectorAbort503)
    case .timeout: Message(.inspectorAbortTimeout)
    case .drop: Message(.inspectorAbortDrop)
    }
  }
}

extension Words {
  /// The mark of a request whose answer was held; nil while it still is (the row's status
  /// column says so).
  func outcome(_ outcome: BreakpointOutcome) -> String? {
    outcome == .paused ? nil : InspectorWords.outcome(outcome, in: language)
  }
}
