import Foundation
import Terminal

/// Reel's signals while the editor has the terminal (Reel's own handlers are off then).
/// - Ctrl-C and Ctrl-\ reach the whole foreground group, Reel included: they are the
///   editor's, ignored here as system(3) and git do, or Reel would die with the edit lost.
/// - A signal that ends Reel (SIGTERM, SIGHUP) is held until the editor exits: ending at once
///   would leave the editor running on the terminal the shell takes back, and the answer's
///   file on disk. Then it ends Reel as it would have.
final class EditorSignals: @unchecked Sendable {
  static let ignored: [Int32] = [SIGINT, SIGQUIT]
  static let held: [Int32] = [SIGTERM, SIGHUP]
  private var previous: [(signal: Int32, action: sigaction)] = []

  /// The signal held while the editor ran, if one came.
  var heldSignal: Int32? { heldEditorSignal == 0 ? nil : heldEditorSignal }

  /// The editor's process while it runs (0 when none).
  var editor: pid_t {
    get { editorProcess }
    set { editorProcess = newValue }
  }

  func install() {
    heldEditorSignal = 0
    for signal in Self.ignored { set(signal, SIG_IGN) }
    for signal in Self.held { set(signal, holdEditorSignal) }
  }

  func restore() {
    for (signal, action) in previous.reversed() {
      var action = action
      sigaction(signal, &action, nil)
    }
    previous = []
  }

  private func set(_ signal: Int32, _ handler: __sighandler_t?) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    var old = sigaction()
    if sigaction(signal, &action, &old) == 0 { previous.append((signal, old)) }
  }

  /// Ends the process of `signal` with its default action, as it would have without the
  /// editor (the terminal is already Reel's no more).
  static func dieOf(_ signal: Int32) {
    dieOfDefaultAction(signal)
  }
}

/// Shared with the signal handler, which only stores a number and sends a signal (all a
/// handler may do): the signal it held, and the editor to pass a hang-up to.
nonisolated(unsafe) private var heldEditorSignal: Int32 = 0
nonisolated(unsafe) private var editorProcess: pid_t = 0

private func holdEditorSignal(_ signal: Int32) {
  heldEditorSignal = signal
  // A hang-up reaches only the session's leader, Reel when it was started without a shell
  // (tmux new-session reel): the editor hears of it from here, or a GUI editor (code -w) and
  // Reel would both wait on for ever. SIGTERM waits for the user to leave the editor.
  if signal == SIGHUP, editorProcess > 0 { kill(editorProcess, SIGHUP) }
}
