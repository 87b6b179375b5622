import Foundation
import ReelTestSupport
import XCTest

/// How the browser is started on a stranger's machine: as a background job of a shell.
final class HostileEnvironmentTerminalTests: XCTestCase {
  /// A shell's job control, reduced: starts reel in a process group of its own in the
  /// background (`reel &`), waits until it stops, says so on the terminal, then brings it to
  /// the foreground (`fg`) and reports its exit. Exit 90: reel never stopped.
  private static let backgroundJob = [
    "/usr/bin/python3", "-c",
    """
    import os, signal, sys, time
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)  # so the shell can hand the terminal over
    child = os.fork()
    if child == 0:
        os.setpgid(0, 0)
        signal.signal(signal.SIGTTOU, signal.SIG_DFL)
        os.execv(sys.argv[1], sys.argv[1:])
    try:
        os.setpgid(child, child)
    except OSError:
        pass
    stopped = False
    deadline = time.time() + 5
    while time.time() < deadline:
        pid, status = os.waitpid(child, os.WUNTRACED | os.WNOHANG)
        if pid == child:
            stopped = os.WIFSTOPPED(status)
            break
        time.sleep(0.02)
    if not stopped:
        os.write(1, b"[job never stopped]\\r\\n")
        sys.exit(90)
    os.write(1, b"[job stopped]\\r\\n")
    time.sleep(0.3)
    os.tcsetpgrp(0, child)
    os.kill(-child, signal.SIGCONT)
    while True:
        pid, status = os.waitpid(child, os.WUNTRACED)
        if not os.WIFSTOPPED(status):
            break
    os.tcsetpgrp(0, os.getpgrp())
    sys.exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))
    """,
  ]

  /// `reel &` took the screen from the background: its threads block SIGTTOU, so the kernel
  /// let it set raw mode and draw over the shell, which went on reading the keys; after `fg`
  /// the keys were echoed as a line and `q` did not quit. It now stops as a background job
  /// that wants the terminal does, draws nothing until `fg`, then runs as usual.
  func testStartedInTheBackgroundItWaitsForTheForeground() throws {
    let reel = try ReelInTerminal(self, standIn: Self.backgroundJob)
    let stopped = reel.pump(upTo: 10) {
      reel.terminal.contains("[job stopped]") || reel.terminal.contains("[job never stopped]")
    }
    XCTAssertTrue(stopped, reel.terminal.text)
    XCTAssertTrue(reel.terminal.contains("[job stopped]"), reel.terminal.text)
    XCTAssertFalse(
      reel.terminal.contains("REPLAY"), "drawn from the background:\n\(reel.terminal.text)")
    XCTAssertFalse(reel.terminal.contains("Search movies"), reel.terminal.text)

    reel.waitFor("REPLAY")
    reel.settle()
    reel.type("q")
    XCTAssertNotNil(reel.waitForExit(), reel.terminal.text)
    XCTAssertEqual(reel.shellStatus, 0, reel.terminal.text)
  }

  /// A shell's job control for Ctrl-Z then `bg`: starts reel in the foreground, stops it as
  /// Ctrl-Z does (SIGTSTP to its group), takes the terminal back, continues it in the
  /// background (`bg`), and says whether it stopped again by itself (as `less` and `vim` do),
  /// before bringing it back with `fg`.
  private static let suspendedThenBackground = [
    "/usr/bin/python3", "-c",
    """
    import os, signal, sys, time
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)
    child = os.fork()
    if child == 0:
        os.setpgid(0, 0)
        signal.signal(signal.SIGTTOU, signal.SIG_DFL)
        os.execv(sys.argv[1], sys.argv[1:])
    try:
        os.setpgid(child, child)
    except OSError:
        pass
    os.tcsetpgrp(0, child)
    time.sleep(float(os.environ.get("REEL_TEST_UP_AFTER", "3")))
    os.kill(-child, signal.SIGTSTP)
    pid, status = os.waitpid(child, os.WUNTRACED)
    os.tcsetpgrp(0, os.getpgrp())
    os.write(1, b"\\x1b[2J\\x1b[H[suspended]\\r\\n")
    os.kill(-child, signal.SIGCONT)
    again = False
    deadline = time.time() + 3
    while time.time() < deadline:
        pid, status = os.waitpid(child, os.WUNTRACED | os.WNOHANG)
        if pid == child:
            again = os.WIFSTOPPED(status)
            break
        time.sleep(0.02)
    os.write(1, b"[stopped again]\\r\\n" if again else b"[ran in the background]\\r\\n")
    time.sleep(0.3)
    os.tcsetpgrp(0, child)
    os.kill(-child, signal.SIGCONT)
    while True:
        pid, status = os.waitpid(child, os.WUNTRACED)
        if not os.WIFSTOPPED(status):
            break
    os.tcsetpgrp(0, os.getpgrp())
    sys.exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))
    """,
  ]

  /// Ctrl-Z, then `bg`: reel went on in the background and took the screen back there
  /// (raw mode, a full frame over the shell), the shell reading the keys. It should stop
  /// again until `fg`, as a background job wanting the terminal does.
  func testContinuedInTheBackgroundAfterCtrlZItStopsAgain() throws {
    let reel = try ReelInTerminal(self, standIn: Self.suspendedThenBackground)
    reel.waitFor("REPLAY")
    let said = reel.pump(upTo: 15) {
      reel.terminal.contains("[stopped again]") || reel.terminal.contains("[ran in the background]")
    }
    XCTAssertTrue(said, reel.terminal.text)
    XCTAssertTrue(reel.terminal.contains("[stopped again]"), reel.terminal.text)
    XCTAssertFalse(
      reel.terminal.contains("REPLAY"), "drawn from the background:\n\(reel.terminal.text)")
    reel.waitFor("REPLAY")
    reel.settle()
    reel.type("q")
    XCTAssertNotNil(reel.waitForExit(), reel.terminal.text)
    XCTAssertEqual(reel.shellStatus, 0, reel.terminal.text)
  }

  /// A TERM with no terminfo entry here (`xterm-kitty` over ssh): Reel asked the terminal
  /// about pictures (kitty's graphics query, its cell size, its device attributes) and only
  /// then refused the terminal; an answer arriving after the wait (a slow link) was typed at
  /// the shell's prompt. The refusal now comes first, and nothing is sent to the terminal.
  func testARefusedTerminalIsAskedNothing() throws {
    let empty = try makeTemporaryFolder(self)
    for term in ["xterm-kitty", "xterm-reel-unknown", "dumb"] {
      let reel = try ReelInTerminal(
        self, environment: ["TERM": term, "TERMINFO": empty.path, "TERMINFO_DIRS": empty.path])
      XCTAssertNotNil(reel.waitForExit(), "TERM=\(term) was not refused")
      XCTAssertNotEqual(reel.shellStatus, 0, term)
      XCTAssertTrue(reel.terminal.contains("reel: "), reel.terminal.text)
      let escapes = reel.terminal.received.filter { $0 == 0x1b }.count
      XCTAssertEqual(
        escapes, 0,
        "TERM=\(term): \(String(decoding: reel.terminal.received, as: UTF8.self).debugDescription)")
    }
  }

  /// `timeout`'s way (without --foreground): a group of its own, in the background, that
  /// Reel is a member of but does not lead; no shell will ever bring it to the foreground.
  private static let backgroundGroupNotLed = [
    "/usr/bin/python3", "-c",
    """
    import os, sys
    middle = os.fork()
    if middle == 0:
        os.setpgid(0, 0)
        child = os.fork()
        if child == 0:
            os.execv(sys.argv[1], sys.argv[1:])
        _, status = os.waitpid(child, 0)
        os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))
    _, status = os.waitpid(middle, 0)
    sys.exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))
    """,
  ]

  /// `timeout 60 reel`: the browser drew from the background, but every key read failed,
  /// so `q` never quit and the screen stayed up until the timeout. Stopping to wait for `fg`
  /// would wait for the timeout as well: it is refused at once, in words, drawing nothing.
  func testInABackgroundGroupItDoesNotLeadItIsRefusedInWords() throws {
    let reel = try ReelInTerminal(self, standIn: Self.backgroundGroupNotLed)
    XCTAssertNotNil(reel.waitForExit(timeout: 10), reel.terminal.text)
    XCTAssertEqual(reel.shellStatus, 1, reel.terminal.text)
    XCTAssertTrue(
      reel.terminal.text.replacingOccurrences(of: "\n", with: "").contains(
        "reel: the browser is not in the terminal's foreground"), reel.terminal.text)
    XCTAssertEqual(reel.terminal.received.filter { $0 == 0x1b }.count, 0, reel.terminal.text)
  }
}
