import Browser
import Foundation
import Screen
import TMDB

/// The inspector's runtime, on the UI thread: turns the overlay's keys into concrete commands
/// using the record, performs its actions (curl copy, HAR export, breakpoints, editing and
/// releasing paused answers), tells the browser which of its requests are paused, and builds
/// what the overlay draws.
public final class InspectorController {
  public let inspection: Inspection
  /// Receives a copied curl command (OSC 52 on a terminal, kept in memory for scripts).
  let copy: (String) -> Void
  /// Where `x` writes HAR files.
  let harFolder: URL
  var editor: InspectorEditor
  /// Edited answers not sent yet, by record id.
  private var edits: [Int: Data] = [:]
  private var detailCache: (key: String, lines: [String], words: Set<Int>)?
  private let clock: any LoopClock
  private let ticker = PausedTicker()
  /// The language of what the inspector says (its notes and a request's detail).
  let language: ScreenLanguage
  /// Whether `x` writes the HAR file on a thread of its own (the interactive app: encoding up
  /// to 64 MB of kept answers took the screen away for a second), its outcome said through
  /// the inbox when done; scripts write it at once, so a script's next line sees the outcome.
  let exportsInBackground: Bool
  /// Where a HAR file written in the background says its outcome (set by `connect`).
  private var inbox: Inbox?
  /// HAR files being written in the background: quitting waits for them (`disconnect`), so
  /// `x` then `q` still leaves the file, not half of one.
  private let harWrites = DispatchGroup()

  init(
    inspection: Inspection, copy: @escaping (String) -> Void, harFolder: URL,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    clock: any LoopClock = SystemClock(), language: ScreenLanguage = .english,
    exportsInBackground: Bool = false, editorMustBeNamed: Bool = false
  ) {
    self.language = language
    self.exportsInBackground = exportsInBackground
    self.inspection = inspection
    self.copy = copy
    self.harFolder = harFolder
    self.editor = InspectorEditor(environment: environment, mustBeNamed: editorMustBeNamed)
    self.clock = clock
  }

  /// Starts telling the browser (through the inbox) which of its requests are held, and waking
  /// the loop when the record changes while the overlay is open.
  func connect(
    inbox: Inbox, wake: @escaping @Sendable () -> Void, overlayOpen: @escaping @Sendable () -> Bool
  ) {
    self.inbox = inbox
    let desk = inspection.breakpoints
    let ticker = ticker
    desk.observe { ticker.update(desk: desk, inbox: inbox) }
    inspection.record.observe { if overlayOpen() { wake() } }
  }

  func disconnect() {
    _ = harWrites.wait(timeout: .now() + .seconds(30))
    inspection.breakpoints.observe {}
    inspection.record.observe {}
    ticker.stop()
  }

  /// What the browser reports about a network result: taken, or dropped as stale.
  func noteResult(_ id: RequestID, taken: Bool) {
    inspection.record.noteUse(browserRequest: id.value, taken: taken)
  }

  // MARK: Keys into concrete commands

  /// Fills in what only the record knows: which request a move lands on, which one is open,
  /// paused or selected.
  func resolve(_ command: InspectorCommand, in state: BrowserState) -> InspectorCommand? {
    guard let view = state.overlay?.inspector else { return nil }
    let snapshot = snapshotData(view)
    let shown = snapshot.shown(filter: view.filter)
    let current = currentID(view, snapshot)
    switch command {
    case .move(let delta):
      guard !shown.isEmpty else { return nil }
      let index = shown.lastIndex { $0.id == snapshot.selected(view)?.id } ?? shown.count - 1
      let target = max(0, min(shown.count - 1, index + delta))
      // Landing on the newest follows new ones again.
      return .select(target == shown.count - 1 ? nil : shown[target].id)
    case .open:
      // On a held answer already edited, Enter sends the edit (as in the request's own view).
      if let id = current, edits[id] != nil, pausedID(id) == id {
        return .act(.continueEdited(exchange: id))
      }
      return current.map { .open($0) }
    case .act(let action):
      return resolve(action, view: view, current: current, snapshot: snapshot).map { .act($0) }
    default:
      return command
    }
  }

  private func resolve(
    _ action: InspectorAction, view: InspectorView, current: Int?, snapshot: InspectorSnapshot
  ) -> InspectorAction? {
    switch action {
    case .copyCurl: return current.map { .copyCurl(exchange: $0) }
    case .exportHAR: return .exportHAR
    case .addBreakpoint(let pattern):
      guard pattern.isEmpty else { return action }
      guard let id = current, let exchange = inspection.record.exchange(id: id) else { return nil }
      return .addBreakpoint(Self.pattern(for: exchange.path))
    case .removeBreakpoint(let pattern):
      guard pattern.isEmpty else { return action }
      let patterns = snapshot.patterns
      guard !patterns.isEmpty else { return nil }
      return .removeBreakpoint(patterns[min(view.breakpointSelection, patterns.count - 1)])
    case .continueOriginal:
      return pausedID(current, view).map { .continueOriginal(exchange: $0) }
    case .continueEdited:
      return pausedID(current, view).map { .continueEdited(exchange: $0) }
    case .edit:
      return pausedID(current, view).map { .edit(exchange: $0) }
    case .abort(_, let failure):
      return pausedID(current, view).map { .abort(exchange: $0, failure: failure) }
    }
  }

  /// The request in view: the open one, else the selected one.
  private func currentID(_ view: InspectorView, _ snapshot: InspectorSnapshot) -> Int? {
    if case .detail(let id) = view.pane { return id }
    return snapshot.selected(view)?.id
  }

  /// The held answer meant: the one in view when it is held; from the list, else the oldest
  /// held. With another request open, none: Enter there must not release something unseen.
  private func pausedID(_ current: Int?, _ view: InspectorView? = nil) -> Int? {
    let paused = inspection.breakpoints.paused
    if let current, paused.contains(where: { $0.exchangeID == current }) { return current }
    if case .detail = view?.pane { return nil }
    return paused.first?.exchangeID
  }

  /// `/3/movie/popular` → `movie/popular`; a movie's details → `movie/` and its id.
  static func pattern(for path: String) -> String {
    path.hasPrefix("/3/") ? String(path.dropFirst(3)) : path
  }

  // MARK: Actions

  /// Does what the overlay asked; returns what to say. `suspend`/`resume` wrap the editor.
  func perform(_ action: InspectorAction, device: any TerminalDevice) -> String? {
    language.text(said(action, device: device))
  }

  private func said(_ action: InspectorAction, device: any TerminalDevice) -> Message {
    switch action {
    case .copyCurl(let id):
      guard let exchange = inspection.record.exchange(id: id) else {
        return Message(.inspectorNoteLeftRecord)
      }
      copy(CurlCommand.make(exchange, baseURL: inspection.baseURL))
      return Message(.inspectorNoteCopiedCurl)
    case .exportHAR:
      return exportHAR()
    case .addBreakpoint(let pattern):
      return inspection.breakpoints.add(pattern)
        ? Message(.inspectorNoteBreakpointSet, ["pattern": .text(pattern)])
        : Message(.inspectorNoteBreakpointNotSet)
    case .removeBreakpoint(let pattern):
      // An answer it held goes on as edited when it was: the edit is the user's work.
      inspection.breakpoints.remove(pattern) { [self] id in
        edits.removeValue(forKey: id).map(BreakpointResolution.edited) ?? .original
      }
      return Message(.inspectorNoteBreakpointDeleted, ["pattern": .text(pattern)])
    case .continueOriginal(let id):
      edits[id] = nil
      return inspection.breakpoints.resolve(id, .original)
        ? Message(.inspectorNoteContinuedOriginal) : Message(.inspectorNoteNotPaused)
    case .continueEdited(let id):
      let edited = edits.removeValue(forKey: id)
      let resolution = edited.map(BreakpointResolution.edited) ?? .original
      guard inspection.breakpoints.resolve(id, resolution) else {
        return Message(.inspectorNoteNotPaused)
      }
      return Message(edited == nil ? .inspectorNoteContinuedNoEdit : .inspectorNoteContinuedEdited)
    case .edit(let id):
      return edit(id, device: device)
    case .abort(let id, let failure):
      edits[id] = nil
      let kind = AbortKind(rawValue: failure.rawValue) ?? .serviceUnavailable
      guard inspection.breakpoints.resolve(id, .abort(kind)) else {
        return Message(.inspectorNoteNotPaused)
      }
      return Message(.inspectorNoteAborted, ["failure": .message(InspectorWords.failure(kind))])
    }
  }

  /// Opens the held answer (or the edit so far) in the editor and keeps the result for
  /// `continueEdited`.
  func edit(_ id: Int, device: any TerminalDevice) -> Message {
    guard let paused = inspection.breakpoints.paused.first(where: { $0.exchangeID == id }) else {
      return Message(.inspectorNoteNotPaused)
    }
    // The body with any credential the server quoted back masked: the editor shows it.
    let start =
      edits[id] ?? InspectorDetailText.prettyJSON(paused.editableBody).map { Data($0.utf8) }
      ?? paused.editableBody
    let desk = inspection.breakpoints
    // However long the edit takes, the answer waits for it (then gets the hold limit again).
    desk.keepWhileEditing(id)
    device.suspend()
    let outcome = editor.edit(start, name: "answer-\(id)")
    device.resume()
    guard desk.editingEnded(id) else {
      edits[id] = nil
      return Message(.inspectorNoteNotPaused)
    }
    switch outcome {
    case .failed(let reason):
      return reason
    case .unchanged:
      // Nothing to keep: the answer waits as it was (with any earlier edit).
      return Message(.inspectorEditorUnchanged, ["command": .text(editor.command)])
    case .edited(let data, let invalid):
      edits[id] = data
      detailCache = nil
      if let invalid {
        return Message(.inspectorNoteEditedInvalid, ["reason": .text(invalid)])
      }
      return Message(.inspectorNoteEdited)
    }
  }

  /// Writes the whole session as HAR into `harFolder`: at once, or (`exportsInBackground`) on
  /// a thread of its own, saying now that it is being written and its outcome when done.
  func exportHAR() -> Message {
    let stamp = ISO8601Milliseconds.string(Date()).replacingOccurrences(of: ":", with: "-")
    let path = harFolder.appendingPathComponent("reel-\(stamp).har").path
    // The record as it is now: what `x` was pressed on, whatever comes while it is written.
    let exchanges = inspection.record.exchanges()
    let (folder, baseURL) = (harFolder, inspection.baseURL)
    guard exportsInBackground, let inbox else {
      return Self.writeHAR(exchanges, baseURL: baseURL, folder: folder, path: path)
    }
    let language = language
    let writes = harWrites
    writes.enter()
    Thread.detachNewThread {
      let said = Self.writeHAR(exchanges, baseURL: baseURL, folder: folder, path: path)
      inbox.post(.command(.inspector(.note(language.text(said)))))
      writes.leave()
    }
    return Message(.inspectorNoteWritingHAR, ["path": .text(path)])
  }

  /// Writes `exchanges` as HAR at `path`, making `folder` first; what to say of it.
  private static func writeHAR(
    _ exchanges: [InspectedExchange], baseURL: String, folder: URL, path: String
  ) -> Message {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try HARDocument.writing(exchanges, baseURL: baseURL, to: path)
    } catch let error as HARWriteFailure {
      return error.said
    } catch {
      return Message(.inspectorNoteCannotCreate, ["path": .text(folder.path)])
    }
    return Message(.inspectorNoteHARWritten, ["path": .text(path)])
  }

  // MARK: Drawing

  /// What the overlay draws, when it is open.
  func snapshot(for state: BrowserState) -> InspectorSnapshot? {
    guard let view = state.overlay?.inspector else { return nil }
    var snapshot = snapshotData(view)
    if case .detail(let id) = view.pane,
      let exchange = snapshot.exchanges.last(where: { $0.id == id })
    {
      let key = "\(id)/\(snapshot.version)/\(edits[id]?.count ?? -1)"
      if detailCache?.key != key {
        let text = InspectorDetailText.text(
          exchange, baseURL: inspection.baseURL, edited: edits[id], language: language)
        detailCache = (key, text.lines, text.words)
      }
      snapshot.detailLines = detailCache?.lines ?? []
      snapshot.detailWordLines = detailCache?.words ?? []
    }
    return snapshot
  }

  private func snapshotData(_ view: InspectorView) -> InspectorSnapshot {
    let record = inspection.record
    let desk = inspection.breakpoints
    let patterns = desk.patterns
    let paused = desk.paused
    return InspectorSnapshot(
      exchanges: record.exchanges(), patterns: patterns, paused: paused, now: Date(),
      version: record.version &* 31 &+ patterns.count &* 7 &+ paused.count)
  }
}

/// Tells the browser, once a second while any of its requests is held, which ones and how long
/// they have left; once more with none when the last is released.
final class PausedTicker: @unchecked Sendable {
  private let lock = NSLock()
  private var task: Task<Void, Never>?

  func update(desk: BreakpointDesk, inbox: Inbox) {
    let paused = Self.notes(desk.paused)
    inbox.post(.pausedRequests(paused))
    lock.withLock {
      if paused.isEmpty {
        task?.cancel()
        task = nil
      } else if task == nil {
        task = Task.detached { [weak desk] in
          while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(1))
            guard let desk, !Task.isCancelled else { return }
            inbox.post(.pausedRequests(Self.notes(desk.paused)))
          }
        }
      }
    }
  }

  func stop() {
    lock.withLock {
      task?.cancel()
      task = nil
    }
  }

  static func notes(_ paused: [PausedAnswer]) -> [PausedRequest] {
    let now = Date()
    return paused.filter { $0.browserRequest != nil }.map {
      PausedRequest(endpoint: $0.path, secondsLeft: $0.secondsLeft(at: now))
    }
  }
}
