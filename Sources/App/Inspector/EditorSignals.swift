import Foundation
import Terminal

/// Reel's signals while the editor has the terminal (Reel's own handlers are off then).
/// - Ctrl-C and Ctrl-\ reach the whole foreground group, Reel included: they are the
///   editor's, ignored here as system(3) and git do, or Reel would die with the edit lost.
/// - A signal that ends Reel (SIGTERM, SIGHUP) is held; `InspectorEditor` passes it on to the
///   editor, waits for it to exit (ending one that does not, after a short grace), removes the
///   answer's file, and then it ends Reel as it would have. Ending at once would leave the
///   editor running on the terminal the shell takes back, and the answer's file on disk.
final class EditorSignals: @unchecked Sendable {
  static let ignored: [Int32] = [SIGINT, SIGQUIT]
  static let held: [Int32] = [SIGTERM, SIGHUP]
  private var previous: [(signal: Int32, action: sigaction)] = []

  /// The signal held while the editor ran, if one came.
  var heldSignal: Int32? { heldEditorSignal == 0 ? nil : heldEditorSignal }

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

/// Shared with the signal handler, which only stores a number (all a handler may do): the
/// signal it held.
nonisolated(unsafe) private var heldEditorSignal: Int32 = 0

private func holdEditorSignal(_ signal: Int32) {
  heldEditorSignal = signal
}

extension EditorSignals {
  /// The processes started under `shell`, children first: the editor and whatever it started.
  /// `sh -c` runs the editor as its child rather than becoming it, so a signal to the shell
  /// alone ends the shell and leaves the editor running on the terminal. Read from /proc.
  static func processes(under shell: pid_t) -> [pid_t] {
    var parents: [(pid: pid_t, parent: pid_t)] = []
    for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(name), let parent = parentProcess(of: pid) else { continue }
      parents.append((pid, parent))
    }
    var found: [pid_t] = []
    var generation: Set<pid_t> = [shell]
    // Bounded: a pid reused while this looks could otherwise make a loop.
    for _ in 0..<32 where !generation.isEmpty {
      let next = parents.filter { generation.contains($0.parent) }.map(\.pid)
      found += next
      generation = Set(next)
    }
    return found
  }

  /// The fourth field of /proc/PID/stat, after the command's name in parentheses (which may
  /// hold spaces and parentheses itself: the last ")" ends it).
  private static func parentProcess(of pid: pid_t) -> pid_t? {
    let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0, let nameEnd = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else {
      return nil
    }
    let fields = buffer[(nameEnd + 1)..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 1 else { return nil }
    return pid_t(String(decoding: fields[1], as: UTF8.self))
  }
}
