import CVTerm
import Foundation
import Glibc
import ReelTestSupport
import XCTest

/// A signal that ends Reel gives the shell a usable terminal whenever it comes: the line
/// discipline (echo, line editing, Ctrl-C) as well as the screen modes, from the first moment
/// of start-up (the terminal asked about pictures, the screen being set up) to the last.
final class SignalsAtAnyMomentTests: XCTestCase {
  /// What `stty sane` gives and a shell's prompt needs: typed keys echoed, lines edited by the
  /// tty, Ctrl-C a signal, Enter a newline, output newlines as CR LF.
  static func assertLineModesSane(
    _ reel: ReelInTerminal, _ context: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let modes = reel.lineModes else {
      return XCTFail("the pty cannot be read (\(context))", file: file, line: line)
    }
    let local = modes.c_lflag
    XCTAssertNotEqual(
      local & tcflag_t(ECHO), 0, "echo left off (\(context))", file: file, line: line)
    XCTAssertNotEqual(
      local & tcflag_t(ICANON), 0, "line editing left off (\(context))", file: file, line: line)
    XCTAssertNotEqual(
      local & tcflag_t(ISIG), 0, "Ctrl-C left without a signal (\(context))", file: file,
      line: line)
    XCTAssertNotEqual(
      modes.c_iflag & tcflag_t(ICRNL), 0, "Enter left as a bare CR (\(context))", file: file,
      line: line)
    XCTAssertNotEqual(
      modes.c_oflag & tcflag_t(OPOST), 0, "output processing left off (\(context))", file: file,
      line: line)
  }

  static func assertScreenModesOff(
    _ reel: ReelInTerminal, _ context: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let terminal = reel.terminal
    XCTAssertFalse(
      terminal.isAlternateScreen, "alternate screen left up (\(context))", file: file, line: line)
    XCTAssertFalse(
      terminal.isKeypadTransmit, "keypad-transmit left on (\(context))", file: file, line: line)
    XCTAssertFalse(
      terminal.reportsMouse, "mouse reporting left on (\(context))", file: file, line: line)
    XCTAssertTrue(
      terminal.isCursorVisible, "cursor left hidden (\(context))", file: file, line: line)
    XCTAssertFalse(
      terminal.isBracketedPaste, "bracketed paste left on (\(context))", file: file, line: line)
  }

  /// Once the browser is up, each signal that ends it leaves echo and line editing on.
  func testEndingSignalsGiveBackEchoAndLineEditing() throws {
    for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
      let reel = try ReelInTerminal(self)
      reel.waitFor("Popular")
      reel.signal(signal)
      XCTAssertNotNil(reel.waitForExit(), "signal \(signal) did not end reel")
      Self.assertLineModesSane(reel, "signal \(signal)")
      Self.assertScreenModesOff(reel, "signal \(signal)")
    }
  }

  /// SIGTERM and SIGHUP at moments all through start-up, the terminal not answering Reel's
  /// question about pictures meanwhile (a terminal that never answers, or a slow ssh link):
  /// it was asked with echo and line editing off, and a signal then left them off.
  func testASignalDuringStartUpLeavesAUsableTerminal() throws {
    for signal in [SIGTERM, SIGHUP] {
      for milliseconds in [15, 40, 70, 100, 130, 170, 250] {
        let reel = try ReelInTerminal(self)
        // Nothing is read from the pty meanwhile, so the question stays unanswered.
        usleep(useconds_t(milliseconds * 1000))
        reel.signal(signal)
        let context = "signal \(signal) after \(milliseconds) ms"
        XCTAssertNotNil(reel.waitForExit(), "\(context) did not end reel")
        Self.assertLineModesSane(reel, context)
        Self.assertScreenModesOff(reel, context)
        reel.pump(upTo: 0.2)
        let left = reel.inputLeftForTheShell()
        XCTAssertEqual(
          left, [], "\(context): \(String(decoding: left, as: UTF8.self).debugDescription)")
      }
    }
  }
}

/// What was typed or pasted at Reel is Reel's: when a signal ends it, nothing of it is left in
/// the terminal for the shell to read and run.
final class InputLeftBehindTests: XCTestCase {
  /// A hostile clipboard: Ctrl-C in the middle of a paste is turned into SIGINT by the
  /// terminal, and the rest of the paste, a command and Enter, was queued behind it: the shell
  /// ran it once Reel was gone.
  func testThePasteAfterACtrlCInsideItIsNotRunByTheShell() throws {
    let reel = try ReelInTerminal(self)
    reel.waitFor("Popular")
    reel.type("/")
    reel.send(Array("\u{1B}[200~abc\u{3}\recho PWNED\r\u{1B}[201~".utf8))
    XCTAssertNotNil(reel.waitForExit(), "Ctrl-C inside the paste did not end reel")
    XCTAssertEqual(reel.shellStatus, 128 + SIGINT)
    let left = String(decoding: reel.inputLeftForTheShell(), as: UTF8.self)
    XCTAssertFalse(left.contains("PWNED"), "the shell would run: \(left.debugDescription)")
  }

  /// Quitting is no signal: what was typed after `q` is the next program's (the shell's next
  /// command), kept whole; only a signal's way out throws the input away.
  func testKeysTypedAfterQuitAreLeftForTheShell() throws {
    let reel = try ReelInTerminal(self)
    reel.waitFor("Popular")
    reel.settle()
    reel.send(Array("qls -l\r".utf8))
    XCTAssertEqual(reel.waitForExit(), 0, "q did not end reel")
    // Enter came while Reel had the tty (no CR to NL then): a CR, Enter to a shell's editor.
    let left = String(decoding: reel.inputLeftForTheShell(), as: UTF8.self)
    XCTAssertEqual(
      left, "ls -l\r", "the keys typed after q were thrown away or read: \(left.debugDescription)")
  }

  /// A terminal that never goes quiet (a paste of megabytes still arriving, a mouse drag)
  /// while a signal ends Reel: the input is thrown away for a bounded time only, and a second,
  /// different signal meanwhile (Ctrl-C twice, Ctrl-C then a closed window, a paste holding
  /// two Ctrl-C) waits for the restore. It ended Reel in the middle of it, the screen left
  /// but the tty raw: no echo, no line editing at the prompt.
  func testASecondSignalWhileTheInputIsThrownAwayStillGivesBackTheLineModes() throws {
    for second in [SIGINT, SIGHUP] {
      let reel = try ReelInTerminal(self)
      reel.waitFor("Popular")
      let flood = [UInt8](repeating: UInt8(ascii: "x"), count: 256)
      reel.signal(SIGTERM)
      let start = Date()
      var secondSent = false
      while !reel.hasEnded, Date().timeIntervalSince(start) < 5 {
        reel.offer(flood)
        if !secondSent, Date().timeIntervalSince(start) > 0.01 {
          reel.signal(second)
          secondSent = true
        }
        reel.pump(upTo: 0.002)
      }
      let took = Date().timeIntervalSince(start)
      let context = "SIGTERM, then \(second) while the terminal kept sending"
      XCTAssertNotNil(reel.waitForExit(timeout: 1), "\(context): reel did not end")
      XCTAssertLessThan(took, 1.5, "\(context): reel took \(took) s to end")
      SignalsAtAnyMomentTests.assertLineModesSane(reel, context)
      SignalsAtAnyMomentTests.assertScreenModesOff(reel, context)
    }
  }
}

/// Ended of a signal while suspended (Ctrl-Z, then `kill %1` at the shell, or the shell
/// closing), Reel gives back a terminal that is no longer its own: the shell has it, in the
/// shell's modes, with the shell's keys waiting.
final class SignalWhileSuspendedTests: XCTestCase {
  /// A shell's job control: Reel in the foreground, stopped by Ctrl-Z, the terminal taken back
  /// in readline's modes (no echo, no line editing), a line typed at the prompt, then what
  /// `kill %1` does to a stopped job: SIGTERM, then SIGCONT (bash's `kill_pid`).
  private static let killedWhileSuspended = [
    "/usr/bin/python3", "-c",
    """
    import os, signal, sys, termios, time
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
    pid, status = os.waitpid(child, os.WUNTRACED)
    os.tcsetpgrp(0, os.getpgrp())
    modes = termios.tcgetattr(0)
    modes[3] &= ~(termios.ECHO | termios.ICANON)
    termios.tcsetattr(0, termios.TCSANOW, modes)
    os.write(1, b"\\x1b[2J\\x1b[H[shell]\\r\\n")
    while not os.path.exists(os.environ["REEL_TEST_TYPED"]):
        time.sleep(0.02)
    os.kill(-child, signal.SIGTERM)
    os.kill(-child, signal.SIGCONT)
    deadline = time.time() + 3
    while time.time() < deadline:
        pid, status = os.waitpid(child, os.WNOHANG)
        if pid == child:
            break
        time.sleep(0.02)
    else:
        info = open("/proc/%d/status" % child).read().split("\\n")
        os.write(1, ("[stuck] " + " ".join(l for l in info if l.startswith(("State", "ShdPnd", "SigCgt", "SigIgn")))).encode() + b"\\r\\n")
        for t in os.listdir("/proc/%d/task" % child):
            st = open("/proc/%d/task/%s/status" % (child, t)).read().split("\\n")
            os.write(1, (t + " " + " ".join(l for l in st if l.startswith(("State", "SigPnd", "SigBlk")))).encode() + b"\\r\\n")
        pid, status = os.waitpid(child, 0)
    os.write(1, b"[ended]\\r\\n")
    time.sleep(30)
    """,
  ]

  func testKillingASuspendedReelEndsItAndLeavesTheShellItsModesAndItsKeys() throws {
    let folder = try makeTemporaryFolder(self)
    let typed = folder.appendingPathComponent("typed")
    let reel = try ReelInTerminal(
      self, environment: ["REEL_TEST_TYPED": typed.path], standIn: Self.killedWhileSuspended)
    reel.waitFor("REPLAY")
    reel.control("z")
    reel.waitFor("[shell]")
    reel.type("ls\r")
    reel.pump(upTo: 0.2)
    XCTAssertTrue(FileManager.default.createFile(atPath: typed.path, contents: Data()))
    reel.waitFor("[ended]")
    reel.pump(upTo: 0.3)
    let modes = try XCTUnwrap(reel.lineModes)
    XCTAssertEqual(
      modes.c_lflag & tcflag_t(ECHO | ICANON), 0,
      "the shell's modes were replaced by the ones Reel found at its start")
    let left = String(decoding: reel.inputLeftForTheShell(), as: UTF8.self)
    XCTAssertEqual(left, "ls\n", "the keys typed at the shell were thrown away")
    XCTAssertFalse(reel.terminal.isAlternateScreen)
  }
}

/// A signal that whoever started Reel ignores (`nohup`, `trap '' HUP`, a background job of a
/// shell without job control) stays ignored, as it does for every program: Reel's guard
/// replaced it with its own handler, and SIGHUP ended a Reel its user had asked to outlive it.
final class SignalsIgnoredAtStartTests: XCTestCase {
  func testAHangUpSignalIgnoredByWhoeverStartedReelDoesNotEndIt() throws {
    let reel = try ReelInTerminal(
      self, standIn: ["/bin/sh", "-c", "trap '' HUP; exec \"$@\"", "sh"])
    reel.waitForPosition(1)
    reel.signal(SIGHUP)
    reel.pump(upTo: 0.5)
    XCTAssertFalse(reel.hasEnded, "SIGHUP, ignored as under nohup, ended reel")
    reel.type("j")
    reel.waitForPosition(2)
    // The signals it does not ignore still end it, with the terminal given back.
    reel.signal(SIGTERM)
    XCTAssertNotNil(reel.waitForExit(), "SIGTERM did not end reel")
    SignalsAtAnyMomentTests.assertLineModesSane(reel, "SIGTERM after an ignored SIGHUP")
  }
}
