import Glibc
import Synchronization

/// The start-up question to the terminal (pictures, cell size, device attributes) when its
/// answer has not been read yet: the probe waits a short bound, and a slow link (ssh, a loaded
/// machine) answers later. Ended by a signal or `q` in that window, Reel was gone when the
/// answer came, and the shell read it as typed text (`^[[?62;4c` at the prompt). So the ways
/// out read the terminal's input until that answer has gone by, for a bounded time only.
///
/// The answer Reel waits for is the device attributes' (`CSI ? … c`), the last one asked:
/// terminals answer in order, so once it has come the others have too.
public enum UnansweredQuestion {
  /// How long after the question its answer may still come: beyond it the terminal is taken
  /// never to answer (some do not), and a way out waits for nothing.
  static let patienceNanoseconds: Int64 = 2_000_000_000

  /// Called just before the question is written.
  public static func asked() {
    prepareForSignals()
    askedAt.store(monotonicNanoseconds(), ordering: .sequentiallyConsistent)
  }

  /// The answer arrived (in the probe, or later among the keys).
  public static func answered() {
    askedAt.store(0, ordering: .sequentiallyConsistent)
  }

  /// Reads past the answer still to come, with the tty's line editing and echo off meanwhile
  /// (in line mode an answer, with no line end, is never readable, and it is echoed): for a
  /// command that asked and will not read its keys (`reel show`), before it goes on.
  public static func awaitAnswer() {
    guard isAwaited else { return }
    var modes = termios()
    guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
    var quiet = modes
    quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0 else { return }
    readPastAnswer(on: STDIN_FILENO)
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &modes)
  }

  /// Makes the memory a signal handler reads, so that it is not made first in one.
  static func prepareForSignals() {
    _ = patienceNanoseconds  // a static's first use may run swift_once: not in a handler
    _ = askedAt.load(ordering: .relaxed)
  }

  /// Whether an answer is still to come.
  static var isAwaited: Bool {
    let since = askedAt.load(ordering: .sequentiallyConsistent)
    return since != 0 && monotonicNanoseconds() - since < patienceNanoseconds
  }

  /// Reads `descriptor` until the awaited answer's last byte has gone by or the patience runs
  /// out; bytes before it go with it, bytes after it stay in the terminal (read one at a time,
  /// so keys typed after the answer are still the next program's). The tty must not be in
  /// line mode (it is not, while Reel runs). Async-signal-safe: `poll`, `read`, `fcntl` and
  /// `clock_gettime` only, into a byte on this thread's stack: two ways out may read at once
  /// (a signal's restore while `q` reads), and one shared byte let each take the other's.
  static func readPastAnswer(on descriptor: Int32) {
    let since = askedAt.load(ordering: .sequentiallyConsistent)
    guard since != 0 else { return }
    let deadline = since + patienceNanoseconds
    // Never a read that blocks: another thread may put the tty back in line mode between the
    // poll and the read (the start-up question's own end, under a signal's restore), and the
    // read then waited for a line end that never came, holding the way out for ever.
    let flags = fcntl(descriptor, F_GETFL)
    let madeNonBlocking =
      flags >= 0 && flags & O_NONBLOCK == 0
      && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
    defer { if madeNonBlocking { _ = fcntl(descriptor, F_SETFL, flags) } }
    var scanner = AnswerScanner()
    var byte: UInt8 = 0
    while true {
      let left = deadline - monotonicNanoseconds()
      guard left > 0 else { return }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(max(1, left / 1_000_000)))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0, poller.revents & Int16(POLLIN) != 0 else { return }
      let count = read(descriptor, &byte, 1)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count == 1 else { return }
      if scanner.consume(byte) {
        answered()
        return
      }
    }
  }

  private static func monotonicNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
  }
}

/// Finds the end of a device attributes answer, `ESC [ ?` then parameters then `c`, in bytes
/// fed one at a time; anything else starts the search over.
struct AnswerScanner {
  private enum Place { case outside, escape, bracket, parameters }
  private var place = Place.outside

  /// True when `byte` ends the answer.
  mutating func consume(_ byte: UInt8) -> Bool {
    switch (place, byte) {
    case (_, 0x1B): place = .escape
    case (.escape, 0x5B): place = .bracket
    case (.bracket, 0x3F): place = .parameters
    case (.parameters, 0x30...0x39), (.parameters, 0x3B): break
    case (.parameters, 0x63):
      place = .outside
      return true
    default: place = .outside
    }
    return false
  }
}

/// Monotonic nanoseconds when the question was asked, 0 when its answer has been read.
private let askedAt = Atomic<Int64>(0)
