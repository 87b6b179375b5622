import Foundation
import Screen
import TMDB

/// Opens a paused answer in the user's editor (`$VISUAL`, then `$EDITOR`, then `vi`) and reads
/// back what they saved.
struct InspectorEditor {
  enum Outcome: Equatable {
    /// Saved; `invalidJSON` says why it does not parse, when it does not.
    case edited(Data, invalidJSON: String?)
    /// The editor returned and the file is as it was: quit without saving, or an editor that
    /// returns at once (`code` without `--wait`, a GUI editor that forks).
    case unchanged
    /// Why not, in words to show in the user's language.
    case failed(Message)
  }

  var environment: [String: String]
  /// A key script has no terminal for `vi` to fall back on (it waited for ever for keys that
  /// never come): there the editor must be named by `$VISUAL` or `$EDITOR`.
  var mustBeNamed = false
  /// What a signal that ends Reel, held back while the editor ran, does once the editor is
  /// gone and its file removed: end Reel of it (tests note it instead).
  var afterHeldSignal: @Sendable (Int32) -> Void = EditorSignals.dieOf

  var command: String { namedCommand ?? "vi" }

  /// `$VISUAL`, then `$EDITOR`, when either names a program.
  private var namedCommand: String? {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
        return value
      }
    }
    return nil
  }

  /// Runs the editor on `text` and waits for it. The caller suspends the screen around it.
  func edit(_ text: Data, name: String) -> Outcome {
    if mustBeNamed, namedCommand == nil { return .failed(Message(.inspectorEditorNotNamed)) }
    let signals = EditorSignals()
    let outcome = editInPrivateFolder(text, name: name, signals: signals)
    if let held = signals.heldSignal { afterHeldSignal(held) }
    return outcome
  }

  private func editInPrivateFolder(_ text: Data, name: String, signals: EditorSignals)
    -> Outcome
  {
    let temporary = FileManager.default.temporaryDirectory
    guard let folder = Self.makePrivateFolder(in: temporary) else {
      return .failed(Message(.inspectorEditorCannotWrite, ["path": .text(temporary.path)]))
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name + ".json")
    do {
      try text.write(to: file, options: .atomic)
    } catch {
      return .failed(Message(.inspectorEditorCannotWrite, ["path": .text(folder.path)]))
    }
    // The editor command may carry arguments ("code -w"): the shell splits it; the file is
    // passed as a separate argument so its name is never parsed. Ctrl-C and Ctrl-\ reach the
    // whole foreground group, this shell too: untrapped, dash dies at once of Ctrl-\ (Reel
    // then takes the screen back under the running editor) and of Ctrl-C once the editor
    // exits (emacs's C-g is one; the saved edit was lost as "status 130"). A trap that does
    // nothing keeps the shell; the editor, exec'd, still gets both signals' default actions.
    let arguments = [
      "/bin/sh", "-c", "trap : INT QUIT; " + command + " \"$1\"", "reel-editor", file.path,
    ]
    // The terminal's modes as the editor gets them: an editor ended by a signal may leave it
    // raw, and Reel then ends with the shell's prompt on a terminal that does not echo.
    var shellModes = termios()
    let hasTerminal = isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &shellModes) == 0
    signals.install()
    defer { signals.restore() }
    guard let child = Self.spawnInForeground(arguments, environment: environment) else {
      return .failed(Message(.inspectorEditorCannotStart, ["command": .text(command)]))
    }
    let (status, killed) = Self.waitForExit(child, signals: signals)
    if hasTerminal {
      // Killed, it could not leave its alternate screen nor show the cursor again.
      if killed, isatty(STDOUT_FILENO) == 1 {
        let leave = Array("\u{1B}[?1049l\u{1B}[?25h".utf8)
        _ = write(STDOUT_FILENO, leave, leave.count)
      }
      // Whatever ended it: one that crashed or was killed from elsewhere leaves the tty raw,
      // and Reel, taking the screen back, reads the modes it finds as the shell's, to restore
      // when it ends of a signal (Ctrl-C, SIGTERM): the shell then had no echo.
      tcsetattr(STDIN_FILENO, TCSANOW, &shellModes)
    }
    // The shell's own answers for a program it cannot find (127) or run (126): "exited with
    // status 127" would leave the user guessing.
    if status == 126 || status == 127 {
      return .failed(Message(.inspectorEditorCannotStart, ["command": .text(command)]))
    }
    guard status == 0 else {
      return .failed(
        Message(.inspectorEditorExited, ["command": .text(command), "status": .number(status)]))
    }
    let edited: Data
    switch Self.readBack(file.path, limit: Self.sizeLimit) {
    case .success(let data): edited = data
    case .failure(let problem): return .failed(problem.message)
    }
    if edited == text { return .unchanged }
    var reason: String?
    do {
      _ = try JSONSerialization.jsonObject(with: edited, options: [.fragmentsAllowed])
    } catch {
      reason =
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "it does not parse"
    }
    return .edited(edited, invalidJSON: reason)
  }

  /// Starts the editor in Reel's own process group, the terminal's foreground one, as
  /// system(3) would. Foundation's `Process` starts a new group, which the terminal treats
  /// as a background job: vi cannot take the terminal (it exits at once), and Ctrl-C reaches
  /// Reel instead of the editor. Every signal has its default action in the editor.
  private static func spawnInForeground(_ arguments: [String], environment: [String: String])
    -> pid_t?
  {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    // Only the terminal (0, 1, 2) goes to the editor: not Reel's sockets, database or pipes.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in openDescriptors() where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = ChildEnvironment.spawnStrings(environment)
    defer { (argv + envp).forEach { free($0) } }
    var child = pid_t()
    let failed = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
    return failed == 0 ? child : nil
  }

  /// The process's open file descriptors now (one closed meanwhile is no harm: closing it in
  /// the child fails quietly).
  private static func openDescriptors() -> [Int32] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return names.compactMap { Int32($0) }
  }

  /// How long an editor told to end (Reel is) has before it is killed.
  static let graceAfterSignal: Duration = .seconds(2)

  /// The editor's exit status (128 + the signal that ended it, as shells say it), and whether
  /// Reel had to kill it. Looked for every 20 ms rather than waited for: a signal telling Reel
  /// to end may be taken on any thread, so a wait here would not hear of it. When one comes
  /// (EditorSignals holds it), the editor is told too: a `kill` from elsewhere or a shutdown
  /// reaches only Reel, and a hang-up only the session's leader, Reel when started without a
  /// shell (tmux new-session reel); a GUI editor (code -w) does not read the terminal at all.
  /// One that has not ended after `graceAfterSignal` is killed.
  private static func waitForExit(_ child: pid_t, signals: EditorSignals) -> (Int, Bool) {
    var status: Int32 = 0
    var deadline: ContinuousClock.Instant?
    var killed = false
    while true {
      let ended = waitpid(child, &status, WNOHANG)
      if ended == child { break }
      if ended < 0 {
        guard errno == EINTR else { return (127, killed) }
        continue
      }
      if let held = signals.heldSignal, !killed {
        let now = ContinuousClock.now
        if let deadline {
          if now >= deadline {
            // The shell last: its editor is found through it.
            for process in EditorSignals.processes(under: child) + [child] {
              kill(process, SIGKILL)
            }
            killed = true
          }
        } else {
          deadline = now + graceAfterSignal
          // The editor, not the shell: the shell ends when its editor does, with its status.
          let editor = EditorSignals.processes(under: child)
          for process in editor.isEmpty ? [child] : editor { kill(process, held) }
        }
      }
      usleep(20_000)
    }
    let signal = status & 0x7f
    return (signal == 0 ? Int((status >> 8) & 0xff) : 128 + Int(signal), killed)
  }

  /// The most an edit may hold: what the decoder takes from a real answer. More would only
  /// be refused there, after seconds of checking and pretty-printing it here.
  static let sizeLimit = PayloadDecoder.maximumBodySize

  /// Why what the editor left cannot be the answer, told the user in those words: "cannot
  /// read it back" for each left them saving a 9 MB answer again to the same end.
  enum ReadBackProblem: Error, Equatable {
    /// Removed, or a folder, a link, a FIFO or a device in its place.
    case notAFile
    case tooLarge
    /// The file is there but reading it failed.
    case unreadable

    var message: Message {
      switch self {
      case .notAFile: Message(.inspectorEditorNotAFile)
      case .tooLarge:
        Message(.inspectorEditorTooLarge, ["size": .number(sizeLimit / (1024 * 1024))])
      case .unreadable: Message(.inspectorEditorCannotRead)
      }
    }
  }

  /// The saved file's bytes when it is still a regular file of at most `limit` bytes. The
  /// editor may have left anything at that name: a FIFO (reading it would wait for ever), a
  /// link to another file (not followed), a device, gigabytes.
  static func readBack(_ path: String, limit: Int) -> Result<Data, ReadBackProblem> {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      // ELOOP: a link (O_NOFOLLOW); ENOENT: gone; EISDIR cannot happen read-only, but a
      // folder is found by fstat below.
      return .failure(errno == ENOENT || errno == ELOOP ? .notAFile : .unreadable)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable) }
    guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notAFile) }
    guard status.st_size <= limit else { return .failure(.tooLarge) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .failure(.unreadable) }
      if count == 0 { return .success(data) }
      data.append(contentsOf: chunk[..<count])
      // Still growing (the editor left something writing to it): no more than the limit.
      guard data.count <= limit else { return .failure(.tooLarge) }
    }
  }

  /// A new folder only the user can enter, under a name nobody could have chosen before
  /// (`mkdtemp`). A fixed name in a shared /tmp could be made first by another user, who
  /// could then read the answer or swap the file the editor saves.
  private static func makePrivateFolder(in parent: URL) -> URL? {
    var template = Array(parent.appendingPathComponent("reel-inspector-XXXXXX").path.utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      mkdtemp(buffer.baseAddress!) != nil
    }
    guard made else { return nil }
    return URL(
      fileURLWithPath: String(
        decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self),
      isDirectory: true)
  }
}
