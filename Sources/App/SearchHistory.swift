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
  /// nil keeps the history in memory only (scripts and tests never touch the user's files).
  let url: URL?
  private(set) var queries: [String] = []
  /// While stepping: the index of the query in the field; nil when not stepping.
  private var position: Int?
  /// What was in the field before the first ↑, given back after the last ↓.
  private var draft = ""
  /// The last query recorded since Reel started (earlier runs' queries are never merged).
  private var recordedThisRun: String?

  init(url: URL?) {
    self.url = url
    queries = Self.read(url) ?? []
  }

  /// The queries in the file, oldest first; nil when there is none or it cannot be read.
  private static func read(_ url: URL?) -> [String]? {
    // Checked before it is read (see `RegularFile`): a history grown past the bound is never
    // held whole, and a pipe or a device in its place is not read at all.
    guard let url, case .success(let data) = RegularFile.read(url.path, limit: 1_000_000)
    else { return nil }
    return Array(
      String(decoding: data, as: UTF8.self).split(separator: "\n")
        .map { TerminalText.oneLine(String($0)).trimmingCharacters(in: .whitespaces) }
        // A line longer than the field holds was never typed there: not offered back.
        .filter { !$0.isEmpty && $0.count <= BrowserState.maximumTypedLength }
        .suffix(Self.limit))
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
    // The file as it is now: another Reel on the same data folder may have saved its own
    // queries since; written back from this one's memory alone, they were lost.
    if let onDisk = Self.read(url) { queries = onDisk }
    if queries.last == query { return }
    // Search as you type runs "bla" after a pause, then "blade": one query, still growing
    // (or shrinking), replaces the last one recorded in this run instead of piling up.
    if let last = recordedThisRun, queries.last == last,
      query.hasPrefix(last) || last.hasPrefix(query)
    {
      queries.removeLast()
    }
    recordedThisRun = query
    queries.removeAll { $0 == query }
    queries.append(query)
    if queries.count > Self.limit { queries.removeFirst(queries.count - Self.limit) }
    save()
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

  private func save() {
    guard let url else { return }
    do {
      try XDGPaths.createDirectory(url.deletingLastPathComponent())
      let text = queries.joined(separator: "\n") + "\n"
      // A whole new file, renamed over the old one: a crash never leaves half a history.
      let temporary = url.appendingPathExtension("new")
      guard
        FileManager.default.createFile(
          atPath: temporary.path, contents: Data(text.utf8),
          attributes: [.posixPermissions: 0o600]),
        rename(temporary.path, url.path) == 0
      else {
        // Not left beside a history that cannot be replaced (a directory in its place).
        unlink(temporary.path)
        return
      }
    } catch {
      // The history is a convenience: losing it is not worth interrupting the user.
    }
  }
}
