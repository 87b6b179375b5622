import Glibc
import Synchronization

/// The one place that gives the terminal back when Reel cannot go through ncurses: a signal
/// that ends it, a crash on any thread, a suspend.
///
/// ncurses is not async-signal-safe and not thread-safe: calling `endwin()` from a signal
/// handler on a crashing thread while the UI thread is drawing can leave the tty raw, the
/// keypad transmitting and the alternate screen up. So `prepare` works out, on the curses
/// thread while the screen starts, the exact bytes that undo every mode Reel turns on and the
/// shell's termios; `restoreForExit` then needs only `write(2)`, `tcsetattr(3)` and `dup2(2)`,
/// which are async-signal-safe, and does its work once, whichever path gets there first.
enum TerminalRestore {
  /// Called on the curses thread right after `initscr` (and again on every restart).
  ///
  /// - Parameters:
  ///   - shellModes: the termios the terminal had before curses changed it.
  ///   - leave: the bytes that undo every mode Reel set (see `TerminalModes.leave`).
  static func prepare(shellModes: termios, leave: [UInt8]) {
    // A way out (a signal taken on another thread since the start-up question) is giving the
    // terminal back: Reel is ending, and this thread must not set the restore up anew, nor put
    // a screen up, meanwhile (see `markRestored`).
    if prepared.load(ordering: .sequentiallyConsistent),
      restored.load(ordering: .sequentiallyConsistent)
    {
      waitForTheEnd()
    }
    // Into the slot no handler reads, then published (see `leavePublished`).
    let slot = 1 - (leavePublished.load(ordering: .acquiring) & 1)
    savedShellModes[slot] = shellModes
    let count = min(leave.count, leaveCapacity)
    let bytes = leaveBytes + slot * leaveCapacity
    for (index, byte) in leave.prefix(count).enumerated() { bytes[index] = byte }
    leavePublished.store(slot | (count << 1), ordering: .releasing)
    _ = endingSignals  // made here, not first in a handler
    if nullDescriptor.load(ordering: .acquiring) < 0 {
      nullDescriptor.store(open("/dev/null", O_WRONLY | O_CLOEXEC), ordering: .releasing)
    }
    UnansweredQuestion.prepareForSignals()
    restored.store(false, ordering: .sequentiallyConsistent)
    finished.store(false, ordering: .sequentiallyConsistent)
    prepared.store(true, ordering: .sequentiallyConsistent)
  }

  /// The screen was given back through ncurses (`stop()`), or the line modes after the
  /// start-up question: nothing left to restore.
  ///
  /// Unless a way out (a signal taken on another thread) is restoring already: Reel is ending,
  /// and this thread must not go on meanwhile. The restore waits up to 2 s for the start-up
  /// question's answer with standard output pointed at /dev/null; the main thread went on past
  /// the question, found no terminal and ended Reel with "standard input and output must be a
  /// terminal" (status 1, not the signal's), the restore cut off half-way.
  static func markRestored() {
    guard prepared.load(ordering: .sequentiallyConsistent) else { return }
    let claimed = restored.compareExchange(
      expected: false, desired: true, ordering: .sequentiallyConsistent
    ).exchanged
    guard claimed else { waitForTheEnd() }
    // A way out from now on finds nothing to do, or (having seen `prepared` just before) the
    // restore finished.
    finished.store(true, ordering: .sequentiallyConsistent)
    prepared.store(false, ordering: .sequentiallyConsistent)
  }

  /// Waits for the way out under way to end the process (it does once its restore is done).
  private static func waitForTheEnd() -> Never {
    var pause = timespec(tv_sec: 1, tv_nsec: 0)
    while true { _ = nanosleep(&pause, nil) }
  }

  /// Writes the leave bytes and the shell's termios, once, then points standard output at
  /// /dev/null so a UI thread still drawing cannot undo it: nothing reaches the terminal after
  /// the restore. Async-signal-safe. Returns false when there was nothing to do.
  ///
  /// `discardingInput`: a signal ends Reel, so what was sent to it and not read is thrown away
  /// (see `discardInputMeantForReel`); `exit()` keeps it, as every way out that is no signal
  /// does: keys typed ahead after Reel ends are the next program's.
  ///
  /// Whoever comes second (a second signal on another thread, a crash, `exit()`) waits until
  /// the first has finished, up to about 2 s: dying at once, it ended Reel in the middle of
  /// the restore, the leave bytes written but the tty still raw, with no echo at the prompt.
  /// The discard makes that middle last up to 0.3 s: Ctrl-C twice, Ctrl-C then Ctrl-\, or a
  /// paste holding two Ctrl-C hit it.
  @discardableResult
  static func restoreForExit(discardingInput: Bool = true) -> Bool {
    guard prepared.load(ordering: .sequentiallyConsistent) else { return false }
    // The signals that end Reel wait on this thread until the restore is done: one taken here
    // in the middle of it would find the restore under way and wait for itself.
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, endingSignals, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    guard
      restored.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
        .exchanged
    else {
      waitUntilFinished()
      return false
    }
    defer { finished.store(true, ordering: .sequentiallyConsistent) }
    // Standard output goes to /dev/null first, so a frame the UI thread is still writing
    // cannot land after the restore; the restore itself goes to a copy of the terminal's
    // descriptor taken a moment before.
    let terminal = dup(STDOUT_FILENO)
    let null = nullDescriptor.load(ordering: .acquiring)
    if null >= 0 { _ = dup2(null, STDOUT_FILENO) }
    let target = terminal >= 0 ? terminal : STDOUT_FILENO
    // In the background (suspended with Ctrl-Z, then `kill %1`, or the shell closing), the
    // terminal is the shell's, in the shell's modes, with the shell's keys waiting; the screen
    // was given back when Reel stopped. Setting the modes from there stopped Reel again
    // (SIGTTOU) instead of ending it, and would have put the shell's modes and keys wrong.
    // No controlling terminal (-1): the screen is Reel's alone, restored.
    let foreground = tcgetpgrp(target)
    guard foreground <= 0 || foreground == getpgrp() else {
      if terminal >= 0 { _ = close(terminal) }
      return true
    }
    writeImageLeaveBytes(to: target)
    writeLeaveBytes(to: target)
    // The terminal's answer to the start-up question, still on its way, is no key for the
    // shell either way out.
    UnansweredQuestion.readPastAnswer(on: STDIN_FILENO)
    let shellModes = savedShellModes + (leavePublished.load(ordering: .acquiring) & 1)
    if discardingInput {
      discardInputMeantForReel(target)
      // TCSAFLUSH: whatever arrived during the last pause goes too.
      _ = tcsetattr(target, TCSAFLUSH, shellModes)
    } else {
      _ = tcsetattr(target, TCSADRAIN, shellModes)
    }
    if terminal >= 0 { _ = close(terminal) }
    return true
  }

  /// Waits for the restore another thread is doing, at most about 4 s: up to 2 s reading for
  /// the start-up question's answer (`UnansweredQuestion`), then about 2 s for the rest (a
  /// terminal that takes no output can hold its writes for ever). With 2 s in all, a second
  /// way out gave up while the first still read for the answer and ended Reel half-restored,
  /// the tty left raw. Async-signal-safe: `nanosleep` only.
  private static func waitUntilFinished() {
    var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
    for _ in 0..<800 where !finished.load(ordering: .sequentiallyConsistent) {
      _ = nanosleep(&pause, nil)
    }
  }

  /// Keys, mouse reports, answers and pasted text sent to Reel but not read by it are Reel's:
  /// left in the terminal, the shell read them once Reel was gone, and ran them. A paste
  /// holding Ctrl-C (a hostile clipboard) ended Reel of SIGINT and its rest, `rm …` and Enter,
  /// was a command line. The terminal may still be sending (the rest of a large paste), so
  /// the input is thrown away until it stays empty for a moment, for at most about 0.3 s.
  /// Async-signal-safe: `tcflush`, `nanosleep`, `ioctl` only.
  private static func discardInputMeantForReel(_ descriptor: Int32) {
    var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
    for _ in 0..<15 {
      // Not a terminal any more (hung up): nothing can reach a shell through it.
      guard tcflush(descriptor, TCIFLUSH) == 0 else { return }
      _ = nanosleep(&pause, nil)
      var pending: Int32 = 0
      guard ioctl(descriptor, UInt(FIONREAD), &pending) == 0, pending > 0 else { return }
    }
  }

  /// The leave bytes alone, for the normal path after `endwin()` (which knows nothing of
  /// bracketed paste or bidi, and does not clear a terminal without an alternate screen).
  static func writeLeaveBytes(to descriptor: Int32 = STDOUT_FILENO) {
    let published = leavePublished.load(ordering: .acquiring)
    let bytes = leaveBytes + (published & 1) * leaveCapacity
    let count = published >> 1
    var offset = 0
    while offset < count {
      let written = write(descriptor, bytes + offset, count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return  // the terminal is gone; nothing more can be done
      }
    }
  }
}

extension TerminalRestore {
  /// Bytes that take Reel's pictures off the screen (kitty keeps them apart from the cells),
  /// written before the leave bytes on a signal's way out. Set on the curses thread once a
  /// picture is shown, into the slot no handler reads, then published (see `leavePublished`).
  static func setImageLeave(_ bytes: [UInt8]) {
    let count = min(bytes.count, imageLeaveCapacity)
    let published = imageLeavePublished.load(ordering: .acquiring)
    guard published >> 1 != count else { return }
    let slot = 1 - (published & 1)
    let target = imageLeaveBytes + slot * imageLeaveCapacity
    for (index, byte) in bytes.prefix(count).enumerated() { target[index] = byte }
    imageLeavePublished.store(slot | (count << 1), ordering: .releasing)
  }

  static func writeImageLeaveBytes(to descriptor: Int32) {
    let published = imageLeavePublished.load(ordering: .acquiring)
    let bytes = imageLeaveBytes + (published & 1) * imageLeaveCapacity
    let count = published >> 1
    var offset = 0
    while offset < count {
      let written = write(descriptor, bytes + offset, count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}

// Plain memory and lock-free atomics read by signal handlers: no retain, no lock, no
// allocation.
//
// The bytes and modes are set again while the handlers are in place (the screen set up after
// the guarded start-up question; a picture shown while Reel runs), and a handler may read them
// on another thread meanwhile: written in place, that was a data race (ThreadSanitizer caught
// a signal's restore reading the picture bytes' count as the UI thread set it). So each has
// two slots: the one published (its index and byte count in one atomic, `slot | count << 1`)
// is never written, the other is written and then published, and a handler loads the word
// once and reads that slot.
private let imageLeaveCapacity = 64
nonisolated(unsafe) private let imageLeaveBytes = UnsafeMutablePointer<UInt8>.allocate(
  capacity: 2 * imageLeaveCapacity)
private let imageLeavePublished = Atomic<Int>(0)

private let leaveCapacity = 1024
nonisolated(unsafe) private let leaveBytes = UnsafeMutablePointer<UInt8>.allocate(
  capacity: 2 * leaveCapacity)
/// The slot of the leave bytes and of the shell's modes, and the leave bytes' count.
private let leavePublished = Atomic<Int>(0)
nonisolated(unsafe) private let savedShellModes = UnsafeMutablePointer<termios>.allocate(
  capacity: 2)
private let nullDescriptor = Atomic<Int32>(-1)
/// The signals `restoreForExit` holds back while it works (those `TerminalGuard` handles);
/// made once, by `prepare`, never written after.
nonisolated(unsafe) private let endingSignals: UnsafeMutablePointer<sigset_t> = {
  let signals = UnsafeMutablePointer<sigset_t>.allocate(capacity: 1)
  sigemptyset(signals)
  for signal in TerminalGuard.terminatingSignals { sigaddset(signals, signal) }
  return signals
}()
private let prepared = Atomic<Bool>(false)
private let restored = Atomic<Bool>(false)
/// Set once the restore that won `restored` is done, for any other way out waiting on it.
private let finished = Atomic<Bool>(false)
