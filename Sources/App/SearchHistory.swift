import Browser
import Foundation
import Library
import TMDB

#if canImport(Glibc)
  import Glibc
#endif

/// Earlier search queries, newest last, kept across runs in the data folder (at most 200).
/// ↑ in the search field steps back through them, ↓ forward and then back to what was being
/// typed. The browser's reducer knows nothing of it: the run loop puts a recalled query into
/// the field as if it were typed. A file that cannot be read or written costs only the
/// history, never the session.
final class SearchHistory {
  static let limit = 200
  /// A history file larger than this is not read (Reel writes at most `limit` short lines).
  static let fileLimit = 1_000_000
  /// nil keeps the history in memory only (scripts and tests never touch the user's files).
  let url: URL?
  private(set) var queries: [String] = []
  /// While stepping: the index of the query in the field; nil when not stepping.
  private var position: Int?
  /// What was in the field before the first ↑, given back after the last ↓.
  private var draft = ""
  /// The last query recorded since Reel started (earlier runs' queries are never merged).
  private var recordedThisRun: String?
  /// Set for the browser: the file is read, merged and written on a queue of its own, so a
  /// query never waits on the disk or on another Reel's lock (see `HistoryFileLock`).
  private let saver: BackgroundSaver?

  /// - Parameter savesInBackground: whether `record` leaves the file to a queue of its own
  ///   (the browser) or saves before it returns (tests, tools).
  init(url: URL?, savesInBackground: Bool = false) {
    self.url = url
    saver = savesInBackground && url != nil ? BackgroundSaver() : nil
    queries = Self.read(url) ?? []
    if let url { Self.removeLeftovers(beside: url) }
  }

  /// Waits, for at most `timeout`, until every query recorded so far is in the file: called
  /// as the browser ends, so the last search of a session is not lost with the process.
  func flush(timeout: TimeInterval = 3) {
    saver?.flush(timeout: timeout)
  }

  /// What the name of a save's own temporary file adds to the history's (then six letters).
  static let savingMark = ".reel-saving-"
  /// A temporary file older than this is no save in progress: its Reel was killed mid-save.
  static let leftoverAge: TimeInterval = 600

  /// Temporary files of saves whose Reel was killed before the rename, removed once a run so
  /// they never pile up. Only names Reel makes (`savingMark`), never a file the user keeps
  /// beside the history ("search-history.backup"), and none young enough to be another
  /// Reel's save in progress.
  private static func removeLeftovers(beside url: URL) {
    let folder = url.deletingLastPathComponent().path
    let prefix = url.lastPathComponent + savingMark
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    let now = Date().timeIntervalSince1970
    for name in names where name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6 {
      let path = folder + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        now - TimeInterval(status.st_mtim.tv_sec) > leftoverAge
      else { continue }
      unlink(path)
    }
  }

  /// The queries in the file, oldest first; nil when there is none or it cannot be read.
  /// Only the end is read and parsed (it is read again at every query, on the loop thread): a
  /// window of the last bytes, widened only while it holds fewer than `limit` queries.
  private static func read(_ url: URL?) -> [String]? {
    guard let url else { return nil }
    var window = 16 * 1024
    while true {
      // Checked before it is read (see `RegularFile`): a history grown past the bound is not
      // read, and a pipe or a device in its place is not read at all.
      guard
        case .success(let tail) = RegularFile.readTail(
          url.path, limit: Self.fileLimit, count: window)
      else { return nil }
      let queries = newestQueries(in: tail)
      if queries.count >= Self.limit || tail.isWhole { return queries }
      window *= 4
    }
  }

  /// The newest `limit` queries among the tail's whole lines, oldest first. A line longer than
  /// the field holds was never typed there: not offered back.
  private static func newestQueries(in tail: RegularFile.Tail) -> [String] {
    var newestFirst: [String] = []
    tail.data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      let newline = UInt8(ascii: "\n")
      // Without the file's start, the first line may be cut: only the ones after it count.
      let first = tail.isWhole ? 0 : (bytes.firstIndex(of: newline).map { $0 + 1 } ?? bytes.count)
      var end = bytes.count
      while end > first, newestFirst.count < Self.limit {
        var start = end
        while start > first, bytes[start - 1] != newline { start -= 1 }
        let line = String(
          decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        let query = TerminalText.oneLine(line).trimmingCharacters(in: .whitespaces)
        if !query.isEmpty, query.count <= BrowserState.maximumTypedLength {
          newestFirst.append(query)
        }
        end = start - 1
      }
    }
    return newestFirst.reversed()
  }

  /// `$XDG_DATA_HOME/reel/search-history`, beside the watchlist.
  static func defaultURL(environment: [String: String]) -> URL {
    XDGPaths(environment: environment).data.appendingPathComponent("search-history")
  }

  /// A query that ran: moved to the newest place, the oldest dropped past the limit.
  func record(_ query: String) {
    let query = TerminalText.oneLine(query).trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return }
    position = nil
    // Search as you type runs "bla" after a pause, then "blade": one query, still growing
    // (or shrinking), replaces the last one recorded in this run instead of piling up.
    let edit = Edit(
      query: query,
      replacing: recordedThisRun.flatMap { last in
        query.hasPrefix(last) || last.hasPrefix(query) ? last : nil
      })
    guard let saver, let url else {
      if saveNow(edit) { recordedThisRun = query }
      return
    }
    // What the queue last found in the file (other Reels' queries) replaces this run's copy
    // first, as the file itself does in `saveNow`.
    if let onDisk = saver.takeLatest() { queries = onDisk }
    guard edit.apply(to: &queries) else { return }
    recordedThisRun = query
    let known = queries
    saver.save { Self.merge(edit, into: url, known: known).saved }
  }

  /// Read, changed and written back under the file's lock: another Reel on the same data
  /// folder saving in the same instant would otherwise lose this query or its own. False
  /// when the query was already the newest.
  private func saveNow(_ edit: Edit) -> Bool {
    guard let url else { return edit.apply(to: &queries) }
    let merged = Self.merge(edit, into: url, known: queries)
    queries = merged.saved
    return merged.changed
  }

  /// The file as it is now, with `edit` made and saved; `known` stands in for a file that
  /// cannot be read. Returns the queries saved (or that would have been).
  private static func merge(
    _ edit: Edit, into url: URL, known: [String]
  ) -> (saved: [String], changed: Bool) {
    try? XDGPaths.createDirectory(url.deletingLastPathComponent())
    let lock = HistoryFileLock(url)
    defer { lock?.release() }
    // Another Reel on the same data folder may have saved its own queries since; written
    // back from this one's memory alone, they were lost.
    let onDisk = read(url)
    var queries = onDisk ?? known
    guard edit.apply(to: &queries) else { return (queries, false) }
    save(queries, to: url, fileWasRead: onDisk != nil)
    return (queries, true)
  }

  /// The query before the one shown (`current` is kept to come back to); nil at the oldest.
  func older(than current: String) -> String? {
    guard !queries.isEmpty else { return nil }
    guard let position else {
      draft = current
      self.position = queries.count - 1
      return queries.last
    }
    guard position > 0 else { return nil }
    self.position = position - 1
    return queries[position - 1]
  }

  /// The query after the one shown, then the draft; nil when not stepping.
  func newer() -> String? {
    guard let position else { return nil }
    if position + 1 < queries.count {
      self.position = position + 1
      return queries[position + 1]
    }
    self.position = nil
    return draft
  }

  /// Any other key ends the stepping: the next ↑ starts from the newest again.
  func stopStepping() {
    position = nil
  }

  private static func save(_ queries: [String], to url: URL, fileWasRead: Bool) {
    do {
      try XDGPaths.createDirectory(url.deletingLastPathComponent())
    } catch {
      // The history is a convenience: losing it is not worth interrupting the user.
      return
    }
    guard let path = savePath(url.path, fileWasRead: fileWasRead) else { return }
    let text = queries.joined(separator: "\n") + "\n"
    // A whole new file of this save's own (another Reel saving in the same instant writes
    // its own), renamed over the old one: a crash never leaves half a history.
    var template = Array((path + savingMark + "XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    let written = writeAll(Data(text.utf8), to: descriptor)
    let closed = close(descriptor) == 0
    // Not left beside the history when it cannot be written or cannot replace the old one
    // (a full disk, a directory in its place).
    if !(written && closed && rename(temporary, path) == 0) { unlink(temporary) }
  }

  /// Where a save writes, or nil when it must not. A regular file there that was not read
  /// (past `fileLimit`, unreadable) holds what this run never saw: replaced by this run's
  /// queries, it was lost; it is left as it is (the queries are kept for this run). A symbolic
  /// link to a regular file (a history kept with the user's dotfiles) is saved through: the
  /// file it names is replaced, the link stays. Anything else there (nothing, a pipe, a
  /// device, a dangling link) is replaced, and a directory refuses the rename.
  private static func savePath(_ path: String, fileWasRead: Bool) -> String? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return path }
    guard fileWasRead else { return nil }
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Every byte written, or false.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var done = 0
      while done < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + done, bytes.count - done)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        done += count
      }
      return true
    }
  }
}

/// An advisory lock (flock) on the history file itself, held while one Reel reads, changes and
/// replaces it. Waited on off the loop thread in the browser (a loaded machine held eight Reels'
/// saves past a 50 ms bound, and queries were lost), but not for ever: a Reel stopped with
/// Ctrl-Z mid-save keeps its lock, so after `patience` the save goes ahead without it. No lock
/// file is left beside the history: the file is created (empty) when there is none yet.
private struct HistoryFileLock {
  static let patience: TimeInterval = 2
  private let descriptor: Int32

  /// nil when the lock could not be had in time, or the file cannot be opened or locked.
  init?(_ url: URL) {
    let deadline = Date().addingTimeInterval(Self.patience)
    var attempts = 0
    while true {
      attempts += 1
      var descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      if descriptor < 0, errno == ENOENT {
        descriptor = open(url.path, O_RDONLY | O_CREAT | O_EXCL | O_NONBLOCK | O_CLOEXEC, 0o600)
      }
      guard descriptor >= 0 else {
        // EEXIST: created by another Reel in between, opened on the next turn (a few turns
        // only: a dangling symlink in its place says the same every time).
        guard errno == EEXIST, attempts < 4 else { return nil }
        continue
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        // Locked, but the file may have been replaced (renamed over) since it was opened:
        // the lock counts only on the file now at the path.
        if Self.isAtPath(descriptor, url.path) {
          self.descriptor = descriptor
          return
        }
        close(descriptor)
        continue
      }
      let busy = errno == EWOULDBLOCK
      close(descriptor)
      guard busy, Date() < deadline else { return nil }
      usleep(1_000)
    }
  }

  func release() {
    close(descriptor)
  }

  private static func isAtPath(_ descriptor: Int32, _ path: String) -> Bool {
    var opened = stat()
    var current = stat()
    return fstat(descriptor, &opened) == 0 && stat(path, &current) == 0
      && opened.st_dev == current.st_dev && opened.st_ino == current.st_ino
  }
}
