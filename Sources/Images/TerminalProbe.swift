import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The I/O half of detection, for start-up before the screen is set up: asks the terminal and
/// tmux, and hands the answers to `chooseImageProtocol`.
public enum TerminalProbe {
  /// Writes `TerminalQueries.bytes` to `output` and reads `input` until the device attributes
  /// answer arrives or `timeout` passes (a terminal that does not answer at all costs the
  /// whole bound, so keep it short). Echo and line buffering are off meanwhile when `input`
  /// is a terminal; its settings are restored. Not a terminal: the replies are `.none`
  /// unless something is already waiting in `input`.
  ///
  /// `restPatience`: how long after the question the rest of an answer already begun is still
  /// read (the bound for a late answer, `UnansweredQuestion`'s patience).
  public static func ask(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
    timeout: Duration = .milliseconds(150), wrapForTmux: Bool = false,
    restPatience: Duration = .seconds(2)
  ) -> TerminalReplies {
    var saved = termios()
    let isTerminal = tcgetattr(input, &saved) == 0
    if isTerminal {
      var raw = saved
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      tcsetattr(input, TCSANOW, &raw)
    }
    defer { if isTerminal { tcsetattr(input, TCSANOW, &saved) } }
    // Under tmux the kitty query goes through to the outer terminal; tmux itself answers the
    // cell size and the device attributes, whose answer still ends the wait.
    let query =
      (wrapForTmux
        ? TerminalQueries.tmuxWrapped(TerminalQueries.kittyGraphics)
        : TerminalQueries.kittyGraphics)
      + TerminalQueries.cellSize + TerminalQueries.primaryDeviceAttributes
    let bytes = Array(query.utf8)
    let written = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
    guard written == bytes.count else { return .none }
    let asked = ContinuousClock.now
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      // The terminal has begun to answer (its answers start with an Escape) but the device
      // attributes' has not ended: a slow link split them, and the rest is on its way. Cut at
      // `timeout`, the part was thrown away and the rest reached the browser as keys (`?` of
      // `[?1;2c` opened the help), and the answer, never seen whole, was waited for on the way
      // out. So the rest is read here, up to the patience for a late answer.
      let bound = received.contains(0x1B) ? max(timeout, restPatience) : timeout
      let left = asked + bound - ContinuousClock.now
      let milliseconds = Int32(
        clamping: left.components.seconds * 1000 + left.components.attoseconds
          / 1_000_000_000_000_000)
      guard milliseconds > 0 else { break }
      var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, milliseconds) > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      received += buffer[0..<count]
      if TerminalReplies.parse(received).isComplete { break }
    }
    let replies = TerminalReplies.parse(received)
    // No end marker in time: whatever is half-arrived would otherwise reach the browser as
    // key presses (Escape, `?`…), so it is thrown away with the rest of the pending input.
    if !replies.isComplete, isTerminal { tcflush(input, TCIFLUSH) }
    return replies
  }

  /// Where this pane sits in tmux's window (`#{pane_top} #{pane_left}`), for cursor moves
  /// made on the outer terminal; nil outside tmux or when tmux does not say within a second.
  public static func tmuxPaneOrigin(environment: [String: String]) -> (row: Int, column: Int)? {
    guard let answer = tmux(["display", "-p", "#{pane_top} #{pane_left}"], environment)
    else { return nil }
    let numbers = answer.split(separator: " ").compactMap { Int($0) }
    guard numbers.count == 2 else { return nil }
    return (numbers[0], numbers[1])
  }

  /// Whether tmux lets escape sequences through to the outer terminal
  /// (`tmux show -gv allow-passthrough` is on or all); nil outside tmux or when tmux does not
  /// say within a second.
  public static func tmuxAllowsPassthrough(environment: [String: String]) -> Bool? {
    guard let answer = tmux(["show", "-gv", "allow-passthrough"], environment) else {
      return nil
    }
    return answer == "on" || answer == "all"
  }

  /// Runs `tmux ARGUMENTS` and returns what it printed, trimmed; nil outside tmux, or when it
  /// fails or takes over a second.
  private static func tmux(_ arguments: [String], _ environment: [String: String]) -> String? {
    guard let tmux = environment["TMUX"], !tmux.isEmpty else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    if finished.wait(timeout: .now() + 1) == .timedOut {
      process.terminate()
      return nil
    }
    guard process.terminationStatus == 0 else { return nil }
    return String(
      decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self
    ).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
