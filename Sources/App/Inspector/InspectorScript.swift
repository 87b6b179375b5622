import Browser
import Foundation
import Screen
import TMDB

/// The inspector's script lines.
public enum InspectorScriptCommand: Sendable, Equatable {
  /// Open or close the overlay, as `I` does.
  case toggle
  case addBreakpoint(String)
  /// Until an answer is held at a breakpoint (bounded like every wait).
  case waitPaused
  /// Runs `$EDITOR` on the held answer.
  case edit
  /// Sends the held answer on: the edit when there is one, else the original.
  case continueAnswer
  case abort(InspectorAbort)

  init(word: String, argument: String) throws(ScriptProblem) {
    switch word {
    case "inspect":
      guard argument.isEmpty else { throw Self.nothingAfter("inspect") }
      self = .toggle
    case "break":
      guard !argument.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw ScriptProblem(
          .scriptBreakNeedsPattern, english: "break needs a pattern, e.g. break movie/popular")
      }
      self = .addBreakpoint(argument)
    case "edit":
      guard argument.isEmpty else { throw Self.nothingAfter("edit") }
      self = .edit
    case "continue":
      guard argument.isEmpty else { throw Self.nothingAfter("continue") }
      self = .continueAnswer
    default:
      let name = argument.isEmpty ? "503" : argument
      guard let kind = InspectorAbort(rawValue: name) else {
        throw ScriptProblem(.scriptAbortTakes, english: "abort takes 503, timeout or drop")
      }
      self = .abort(kind)
    }
  }

  private static func nothingAfter(_ command: String) -> ScriptProblem {
    ScriptProblem(
      .scriptTakesNothing, ["command": .text(command)],
      english: "\(command) takes nothing after it")
  }
}

extension ScriptDevice {
  func perform(_ command: InspectorScriptCommand, line: Script.Line) -> Step {
    guard let inspector else {
      fail(
        line,
        ScriptProblem(.scriptNoInspector, english: "the inspector is not available here"))
      return .done
    }
    let desk = inspector.inspection.breakpoints
    switch command {
    case .toggle:
      return .command(.toggleInspector)
    case .addBreakpoint(let pattern):
      desk.add(pattern)
      return .done
    case .waitPaused:
      let what = ScriptProblem(.scriptWaitPaused, english: "an answer paused at a breakpoint")
      return wait(line, for: what) { _ in !desk.paused.isEmpty }
    case .edit, .continueAnswer, .abort:
      guard let paused = desk.paused.first else {
        fail(
          line,
          ScriptProblem(.scriptNothingPaused, english: "no answer is paused at a breakpoint"))
        return .done
      }
      let action: InspectorAction =
        switch command {
        case .edit: .edit(exchange: paused.exchangeID)
        case .abort(let kind): .abort(exchange: paused.exchangeID, failure: kind)
        default: .continueEdited(exchange: paused.exchangeID)
        }
      return .command(.inspector(.act(action)))
    }
  }
}
