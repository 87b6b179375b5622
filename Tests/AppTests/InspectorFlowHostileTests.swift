import App
import Foundation
import Library
import ReelTestSupport
import Screen
import TMDB
import XCTest

@testable import App

/// The user's own flows through the inspector, made hostile: an editor that leaves a FIFO, a
/// link or gigabytes where the answer was, a Ctrl-C while the editor has the terminal, an edit
/// slower than the hold limit, a breakpoint deleted while its answer waits.
final class InspectorFlowHostileTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = try makeTemporaryFolder(self)
  }

  /// An editor script running `action` on the file ($1); `REEL_PID` is this process.
  private func editorScript(_ action: String) throws -> String {
    let path = folder.appendingPathComponent("editor-\(UUID().uuidString).sh").path
    try Data("#!/bin/sh\n\(action)\n".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
  }

  private func editor(_ action: String) throws -> InspectorEditor {
    InspectorEditor(environment: [
      "VISUAL": try editorScript(action),
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "REEL_PID": String(ProcessInfo.processInfo.processIdentifier),
    ])
  }

  /// The outcome, or nil when the edit still had not come back after `seconds` (Reel hung).
  private func outcome(
    of editor: InspectorEditor, within seconds: Double = 10
  ) -> InspectorEditor.Outcome? {
    let done = DispatchSemaphore(value: 0)
    let box = OutcomeBox()
    Thread.detachNewThread {
      box.value = editor.edit(Data(#"{"page": 1}"#.utf8), name: "answer-1")
      done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return box.value
  }

  func testWhateverTheEditorLeavesInsteadOfAFileNeverHangsOrLeaksAnotherFile() throws {
    let secret = folder.appendingPathComponent("elsewhere.json")
    try Data(#"{"secret": "not the answer"}"#.utf8).write(to: secret)
    // review47: each says what is wrong (it said "cannot read the edited answer back" to all,
    // and a user who saved 9 MB edited again to the same end).
    let notAFile = Message(.inspectorEditorNotAFile)
    let cases: [(String, String, Message)] = [
      ("a FIFO nobody writes to", #"rm "$1"; mkfifo "$1""#, notAFile),
      ("a link to another file", #"rm "$1"; ln -s \#(secret.path) "$1""#, notAFile),
      ("a link to a FIFO", #"rm "$1"; mkfifo "$1.fifo"; ln -s "$1.fifo" "$1""#, notAFile),
      ("a folder", #"rm "$1"; mkdir "$1""#, notAFile),
      (
        "9 MB, more than any answer Reel reads",
        #"head -c 9000000 /dev/zero | tr '\0' ' ' > "$1""#,
        Message(.inspectorEditorTooLarge, ["size": .number(8)])
      ),
    ]
    for (what, action, said) in cases {
      let result = outcome(of: try editor(action))
      XCTAssertEqual(
        result, .failed(said),
        "\(what): \(result.map { "\($0)".prefix(200) } ?? "still reading after 10 s: hung")")
    }
    // At the limit it is still an answer.
    let large = outcome(
      of: try editor(
        #"{ printf '"'; head -c \#(InspectorEditor.sizeLimit - 2) /dev/zero | tr '\0' 'x'; printf '"'; } > "$1""#
      ))
    guard case .edited(let data, nil)? = large else {
      return XCTFail("an answer of exactly the limit: \(String(describing: large).prefix(200))")
    }
    XCTAssertEqual(data.count, InspectorEditor.sizeLimit)
  }

  func testCtrlCWhileTheEditorRunsEndsTheEditorNotReel() throws {
    // What Ctrl-C does in a terminal: SIGINT to the foreground group, Reel included. Without
    // the fix this test process dies of it.
    var before = sigaction()
    sigaction(SIGINT, nil, &before)
    let result = outcome(of: try editor(#"sleep 0.3; kill -INT "$REEL_PID"; sleep 0.3; exit 130"#))
    guard case .failed(let message)? = result else {
      return XCTFail("\(String(describing: result))")
    }
    XCTAssertEqual(message.key, .inspectorEditorExited)
    var after = sigaction()
    sigaction(SIGINT, nil, &after)
    XCTAssertEqual(
      unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self),
      unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self),
      "Ctrl-C does what it did before once the editor is gone")
  }

  func testCtrlCOrCtrlBackslashThatTheEditorTakesKeepsItsEdit() throws {
    // An editor that keeps the terminal's signals on and takes them itself (emacs's C-g is a
    // Ctrl-C; ed): the key reaches the whole foreground group, the `sh -c` around the editor
    // too ($PPID here). That shell died of Ctrl-\ at once, leaving the editor running under
    // Reel's screen, and of Ctrl-C when the editor exited: the saved edit lost as "status 130".
    for signal in ["INT", "QUIT"] {
      let result = outcome(
        of: try editor(
          #"trap '' INT QUIT; kill -\#(signal) $PPID; sleep 0.3; printf '{"page": 2}' > "$1""#))
      XCTAssertEqual(result, .edited(Data(#"{"page": 2}"#.utf8), invalidJSON: nil), signal)
    }
    // An editor that Ctrl-C does end still says so.
    let ended = try editor(#"kill -INT $PPID; kill -INT $$; sleep 1; printf '{}' > "$1""#)
    XCTAssertEqual(
      outcome(of: ended),
      .failed(
        Message(.inspectorEditorExited, ["command": .text(ended.command), "status": .number(130)])))
  }

  func testTheTerminalHasItsModesBackHoweverTheEditorEnded() throws {
    // An editor that crashed, was killed from elsewhere or forgot leaves the tty raw, without
    // echo. Reel, taking the screen back, reads the modes it finds as the shell's and restored
    // those when it ended of a signal (Ctrl-C, SIGTERM): the shell then had no echo.
    var primary: Int32 = 0
    var secondary: Int32 = 0
    guard openpty(&primary, &secondary, nil, nil, nil) == 0 else { throw XCTSkip("no pty") }
    let savedInput = dup(STDIN_FILENO)
    XCTAssertGreaterThanOrEqual(savedInput, 0)
    dup2(secondary, STDIN_FILENO)
    defer {
      dup2(savedInput, STDIN_FILENO)
      close(savedInput)
      close(primary)
      close(secondary)
    }
    let watched = tcflag_t(ECHO | ICANON | ISIG)
    var before = termios()
    XCTAssertEqual(tcgetattr(STDIN_FILENO, &before), 0)
    XCTAssertEqual(before.c_lflag & watched, watched, "a fresh pty echoes, lines, signals")
    for ending in ["kill -KILL $$", "kill -SEGV $$", "exit 0"] {
      _ = outcome(of: try editor("stty raw -echo; \(ending)"))
      var after = termios()
      XCTAssertEqual(tcgetattr(STDIN_FILENO, &after), 0)
      XCTAssertEqual(after.c_lflag & watched, watched, "an editor that ended with \(ending)")
      tcsetattr(STDIN_FILENO, TCSANOW, &before)
    }
  }

  func testAnEditorThatIsMissingOrNotAProgramCannotStart() throws {
    let notAProgram = folder.appendingPathComponent("notes.txt")
    try Data("not a program".utf8).write(to: notAProgram)
    for command in ["/nonexistent/editor", "reel-no-such-editor --wait", notAProgram.path] {
      let editor = InspectorEditor(environment: ["EDITOR": command, "PATH": "/usr/bin:/bin"])
      XCTAssertEqual(
        outcome(of: editor),
        .failed(Message(.inspectorEditorCannotStart, ["command": .text(command)])), command)
    }
  }

  func testTheEditorGetsTheTerminalButNoneOfReelsOtherFiles() throws {
    // A descriptor left open across exec, as a socket or the watchlist database might be.
    let descriptor = open(folder.path, O_RDONLY)
    XCTAssertGreaterThan(descriptor, 2)
    defer { close(descriptor) }
    let noted = folder.appendingPathComponent("descriptors")
    let result = outcome(
      of: try editor(#"ls /proc/self/fd > \#(noted.path); printf '{"page": 2}' > "$1""#))
    XCTAssertEqual(result, .edited(Data(#"{"page": 2}"#.utf8), invalidJSON: nil))
    let open = try String(contentsOf: noted, encoding: .utf8).split(separator: "\n")
    // 0, 1, 2, and the one ls reads /proc/self/fd through.
    XCTAssertFalse(open.contains(Substring(String(descriptor))), "\(open)")
    XCTAssertLessThanOrEqual(open.count, 4, "\(open)")
  }

  func testTheEditorRunsInReelsOwnProcessGroupTheTerminalsForegroundOne() throws {
    // A new group is a background job to the terminal: vi exits at once ("status 1"), and
    // Ctrl-C would go to Reel, not to the editor.
    let noted = folder.appendingPathComponent("group")
    let result = outcome(
      of: try editor(#"cut -d' ' -f5 /proc/$$/stat > \#(noted.path); printf '{"page": 2}' > "$1""#))
    XCTAssertEqual(result, .edited(Data(#"{"page": 2}"#.utf8), invalidJSON: nil))
    let group = try String(contentsOf: noted, encoding: .utf8).trimmingCharacters(
      in: .whitespacesAndNewlines)
    XCTAssertEqual(group, String(getpgrp()))
  }

  func testATerminatingSignalWhileTheEditorRunsEndsItThenReelWithTheFileGone() throws {
    // `kill reel` (or a shutdown) mid-edit: Reel waited for the user to leave the editor.
    // Ending at once would leave the editor running on the terminal the shell takes back, and
    // the answer on disk; the editor is told to end too (it would write its edit after 5 s),
    // then Reel ends of the signal. Without the handler this test process dies of it.
    let noted = folder.appendingPathComponent("file")
    let pid = folder.appendingPathComponent("pid")
    var editor = try editor(
      #"echo $$ > \#(pid.path); echo "$1" > \#(noted.path); kill -TERM "$REEL_PID"; sleep 5; printf '{"page": 2}' > "$1""#
    )
    let held = HeldSignal()
    editor.afterHeldSignal = { signal in
      let file = (try? String(contentsOf: noted, encoding: .utf8))?.trimmingCharacters(
        in: .whitespacesAndNewlines)
      held.note(signal, fileLeft: file.map { FileManager.default.fileExists(atPath: $0) } ?? true)
    }
    let started = Date()
    let result = outcome(of: editor)
    XCTAssertLessThan(Date().timeIntervalSince(started), 2, "the editor was told to end")
    XCTAssertEqual(
      result,
      .failed(
        Message(.inspectorEditorExited, ["command": .text(editor.command), "status": .number(143)]))
    )
    XCTAssertEqual(held.signal, SIGTERM, "Reel ends of it once the editor is gone")
    XCTAssertEqual(held.fileLeft, false, "after the answer's file is removed")
    // The editor itself, not only the `sh -c` that runs it (which does not become it).
    let editorPID = try XCTUnwrap(
      pid_t(
        String(contentsOf: pid, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    XCTAssertFalse(isRunning(editorPID), "the editor is still running on the terminal")
  }

  /// Whether `pid` runs (a zombie nobody reaped has ended).
  private func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return false }
    return !stat[end...].hasPrefix(") Z")
  }

  func testAnEditorThatIgnoresTheSignalIsEndedAfterAShortGrace() throws {
    // An editor that will not end (it ignores SIGTERM) does not keep Reel from ending.
    var editor = try editor(#"trap '' TERM; kill -TERM "$REEL_PID"; sleep 8; printf '{}' > "$1""#)
    let held = HeldSignal()
    editor.afterHeldSignal = { held.note($0, fileLeft: false) }
    let started = Date()
    let result = outcome(of: editor)
    let took = Date().timeIntervalSince(started)
    XCTAssertLessThan(took, 5, "killed after its grace")
    XCTAssertGreaterThanOrEqual(took, 1.9, "given its grace first")
    XCTAssertEqual(
      result,
      .failed(
        Message(.inspectorEditorExited, ["command": .text(editor.command), "status": .number(137)]))
    )
    XCTAssertEqual(held.signal, SIGTERM)
  }

  func testAnEditorThatReturnsAtOnceSaysSoAndTheAnswerStaysHeld() throws {
    // `EDITOR=code` without --wait, or `true`: the file comes back as it went. That is no
    // edit: said in words, and the answer still waits at its breakpoint.
    let failure = try run(
      """
      wait idle
      break movie/popular
      key r
      wait paused
      inspect
      edit
      expect text "the editor (true) returned without changing the answer; still held"
      expect no-text "Edited"
      inspect
      expect text "paused at a breakpoint"
      """, holdLimit: 60, editor: "true")
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }

  func testAMegabyteOnOneLineIsCutToWhatAScreenCouldShow() {
    let long = String(repeating: "x", count: 1_000_000) + "END"
    let lines = InspectorDetailText.bodyLines(Data(long.utf8))
    XCTAssertEqual(lines.count, 1)
    XCTAssertEqual(lines[0], String(repeating: "x", count: InspectorDetailText.lineLimit) + "…")
    // Counted in characters, not bytes: 1,500 kanji (4,500 bytes) stay whole.
    let kanji = String(repeating: "光", count: 1500)
    XCTAssertEqual(InspectorDetailText.bodyLines(Data(kanji.utf8)), [kanji])
  }

  func testAHangUpWhileTheEditorRunsReachesTheEditorToo() throws {
    // The terminal closed under Reel started as the session's leader: only Reel hears it. An
    // editor that does not read the terminal (a GUI one) would keep both waiting; the editor
    // here would write its edit after 5 s.
    var editor = try editor(#"kill -HUP "$REEL_PID"; sleep 5; printf '{"page": 2}' > "$1""#)
    let held = HeldSignal()
    editor.afterHeldSignal = { held.note($0, fileLeft: false) }
    let started = Date()
    let result = outcome(of: editor)
    XCTAssertLessThan(Date().timeIntervalSince(started), 4, "the editor was told to end")
    XCTAssertEqual(
      result,
      .failed(
        Message(.inspectorEditorExited, ["command": .text(editor.command), "status": .number(129)]))
    )
    XCTAssertEqual(held.signal, SIGHUP, "then Reel ends of it")
  }

  // MARK: HAR into what is not a file

  private func isFIFO(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
  }

  func testAHARWrittenIntoAPipeGoesThroughItAndThePipeStays() throws {
    // As `--har >(jq .)` or `--har /dev/stdout` give it: renaming a file over it (the atomic
    // write) failed in /dev/fd, or put a file in its place.
    let fifo = folder.appendingPathComponent("har.fifo").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    XCTAssertGreaterThanOrEqual(reader, 0)
    defer { close(reader) }
    _ = fcntl(reader, F_SETFL, 0)
    // A write end held open by the test until the HAR is written: a pipe with no writer reads
    // as ended, so a reader that started before the HAR's writer opened got nothing.
    let holder = open(fifo, O_WRONLY | O_NONBLOCK)
    XCTAssertGreaterThanOrEqual(holder, 0)
    let received = DataBox()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      received.value = FileHandle(fileDescriptor: reader, closeOnDealloc: false)
        .readDataToEndOfFile()
      done.signal()
    }
    XCTAssertNoThrow(try Inspection().writeHAR(to: fifo))
    close(holder)
    XCTAssertEqual(done.wait(timeout: .now() + 5), .success, "the reader got nothing")
    let har = try JSONSerialization.jsonObject(with: received.value ?? Data()) as? [String: Any]
    XCTAssertNotNil(har?["log"], String(decoding: received.value ?? Data(), as: UTF8.self))
    XCTAssertTrue(isFIFO(fifo), "the pipe is still there, not replaced by a file")
  }

  func testAHARWrittenThroughALinkLandsInItsTargetAndTheLinkStays() throws {
    // `--har /dev/stdout > out.har` is this: a link (to /proc/self/fd/1) to a file.
    let target = folder.appendingPathComponent("kept-elsewhere.har")
    try Data("old contents, longer than nothing".utf8).write(to: target)
    let link = folder.appendingPathComponent("link.har")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    try Inspection().writeHAR(to: link.path)
    let written = try JSONSerialization.jsonObject(with: Data(contentsOf: target))
    XCTAssertNotNil((written as? [String: Any])?["log"])
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path,
      "still a link")
  }

  func testAHARToAnOpenDescriptorComesAfterWhatWasPrintedThereAndBeforeWhatFollows() throws {
    // `reel --har /dev/stdout list popular > out`: the table and the HAR share one file.
    let shared = folder.appendingPathComponent("shared.txt").path
    let descriptor = open(shared, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    XCTAssertGreaterThan(descriptor, 2)
    defer { close(descriptor) }
    func print(_ text: String) { _ = text.withCString { write(descriptor, $0, strlen($0)) } }
    print("before\n")
    try Inspection().writeHAR(to: "/dev/fd/\(descriptor)")
    print("after\n")
    let text = try String(contentsOfFile: shared, encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("before\n{"), String(text.prefix(40)))
    XCTAssertTrue(text.hasSuffix("}after\n"), String(text.suffix(40)))
  }

  func testAHARIntoAPipeNobodyReadsOrAFolderIsRefusedInWords() throws {
    let fifo = folder.appendingPathComponent("unread.fifo").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    XCTAssertThrowsError(try Inspection().writeHAR(to: fifo)) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message, "cannot write the HAR file \(fifo): nothing reads from it")
    }
    XCTAssertTrue(isFIFO(fifo))
    XCTAssertThrowsError(try Inspection().writeHAR(to: folder.path)) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message, "cannot write the HAR file \(folder.path): it is a folder")
    }
  }

  // MARK: Whole flows, as scripts against the replay catalog

  private static let catalog: (any Transport)? = {
    var options = ConnectionOptions()
    options.forceReplay = true
    let services = try? Services.make(options, environment: [:])
    return (services?.client.transport as? InspectingTransport)?.upstream
  }()

  private func run(
    _ text: String, holdLimit: TimeInterval, editor: String? = nil,
    output: @escaping (String) -> Void = { _ in }
  ) throws -> ScriptRunner.Failure? {
    let catalog = try XCTUnwrap(Self.catalog, "the bundled replay catalog is missing")
    let inspection = Inspection(breakpoints: BreakpointDesk(holdLimit: holdLimit))
    let transport = InspectingTransport(
      wrapping: catalog, record: inspection.record, breakpoints: inspection.breakpoints,
      source: .replay)
    let services = Services(
      client: TMDBClient(transport: transport), mode: .replay, inspection: inspection)
    let runner = ScriptRunner(
      services: services, size: Size(width: 100, height: 30), start: .category(.popular),
      output: output)
    runner.environment = editor.map { ["EDITOR": $0, "PATH": "/usr/bin:/bin"] } ?? [:]
    runner.harFolder = folder
    let script = try Script(parsing: text)
    do {
      try runner.run(script)
      return nil
    } catch {
      return error
    }
  }

  /// The detail's scroll had no upper bound: 200 PgDn left it ~2,000 lines past the end, and
  /// PgUp did nothing until that was used up. The frame's limit now clamps it, as the help's.
  func testPgUpAfterScrollingPastTheEndOfARequestMovesAtOnce() throws {
    var lines: [String] = []
    let failure = try run(
      """
      wait idle
      inspect
      key k
      key enter
      key pgdn 200
      snap
      key pgup
      snap
      """, holdLimit: 60, output: { lines.append($0) })
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
    // Each snap begins with its own "--- snap N" line.
    let snaps = lines.split { $0.hasPrefix("--- snap") }.map { $0.joined(separator: "\n") }
    XCTAssertEqual(snaps.count, 2)
    XCTAssertNotEqual(snaps.first, snaps.last, "PgUp moved nothing")
  }

  func testAnEditSlowerThanTheHoldLimitStillReachesTheList() throws {
    // 1.5 s in the editor against a 0.5 s hold limit.
    let editor = try editorScript(
      #"sleep 1.5; sed -i '0,/"title" : "[^"]*"/s//"title" : "Edited Slowly"/' "$1""#)
    let failure = try run(
      """
      wait idle
      break movie/popular
      key r
      wait paused
      edit
      continue
      wait text "Edited Slowly"
      expect no-text "paused at a breakpoint"
      """, holdLimit: 0.5, editor: editor)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }

  func testDeletingTheBreakpointOfAnEditedAnswerSendsTheEdit() throws {
    let editor = try editorScript(
      #"sed -i '0,/"title" : "[^"]*"/s//"title" : "Edited Then Deleted"/' "$1""#)
    let failure = try run(
      """
      wait idle
      break movie/popular
      key r
      wait paused
      inspect
      edit
      key P
      key d
      inspect
      wait text "Edited Then Deleted"
      expect no-text "paused at a breakpoint"
      """, holdLimit: 60, editor: editor)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }

  func testDeletingTheBreakpointInTheOverlayLetsTheListLoad() throws {
    let failure = try run(
      """
      wait idle
      break movie/popular
      key r
      wait paused
      wait text "paused at a breakpoint"
      inspect
      key P
      key d
      inspect
      wait idle
      expect no-text "paused at a breakpoint"
      expect text "Avengers: Doomsday"
      """, holdLimit: 60)
    XCTAssertNil(failure.map { "\($0.reason)\n" + $0.screen.joined(separator: "\n") })
  }
}

private final class HeldSignal: @unchecked Sendable {
  private let lock = NSLock()
  private var noted: (Int32, Bool)?
  func note(_ signal: Int32, fileLeft: Bool) { lock.withLock { noted = (signal, fileLeft) } }
  var signal: Int32? { lock.withLock { noted?.0 } }
  var fileLeft: Bool? { lock.withLock { noted?.1 } }
}

private final class DataBox: @unchecked Sendable {
  var value: Data?
}

private final class OutcomeBox: @unchecked Sendable {
  var value: InspectorEditor.Outcome?
}
