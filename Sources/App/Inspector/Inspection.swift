import Foundation
import Screen
import TMDB

/// The inspector's side of one run: the record every request lands in, the breakpoints, and
/// the base URL its HAR files name. Shared by the browser loop, scripts and `--har`.
public struct Inspection: Sendable {
  public let record: NetworkRecord
  public let breakpoints: BreakpointDesk
  /// The API base URL requests went to; TMDB's own in replay, whose answers stand in for it.
  public let baseURL: String

  public init(
    record: NetworkRecord = NetworkRecord(), breakpoints: BreakpointDesk = BreakpointDesk(),
    baseURL: String = Services.defaultBaseURL
  ) {
    self.record = record
    self.breakpoints = breakpoints
    self.baseURL = baseURL
  }

  /// Writes every request of the run so far as HAR 1.2; a failure is said in `language`
  /// (`--har`'s: the command line's), English by default.
  public func writeHAR(to path: String, language: ScreenLanguage = .english) throws(ReelError) {
    try HARDocument.write(record.exchanges(), baseURL: baseURL, to: path, language: language)
  }
}
