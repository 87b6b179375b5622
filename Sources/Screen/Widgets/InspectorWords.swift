import TMDB

/// The inspector's words that both the overlay (Screen) and the request's detail text (App)
/// say: what became of an answer held at a breakpoint.
public enum InspectorWords {
  /// "continued", "aborted (503)"; nil while the answer is still held (the row says so with
  /// its own mark).
  public static func outcome(_ outcome: BreakpointOutcome, in language: ScreenLanguage) -> String? {
    switch outcome {
    case .paused: nil
    case .continued: language.text(Message(.inspectorOutcomeContinued))
    case .edited: language.text(Message(.inspectorOutcomeEdited))
    case .autoContinued: language.text(Message(.inspectorOutcomeAutoContinued))
    case .aborted(let kind):
      language.text(Message(.inspectorOutcomeAborted, ["reason": .text(kind.rawValue)]))
    }
  }
}

extension Words {
  func outcome(_ outcome: BreakpointOutcome) -> String? {
    InspectorWords.outcome(outcome, in: language)
  }
}
