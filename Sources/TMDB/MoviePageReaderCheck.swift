import Foundation

/// Holds `MoviePageReader` to the full way's answers: used by the differential tests and the
/// fuzz target `moviePages`, never on a user's path.
public enum MoviePageReaderCheck {
  /// What differs between the reader's page and the full way's for `body`, or nil when they
  /// agree (or the reader gave up, so the full way answers alone). Compared strictly: the
  /// pages, their encodings (a string's exact scalars, a number's exact value) and the
  /// reports' dropped fields and items, in order.
  public static func difference(in body: Data) -> String? {
    let fastReport = DecodeReport()
    guard let fast = MoviePageReader.read(body, report: fastReport) else { return nil }
    let fullReport = DecodeReport()
    let decoder = JSONDecoder()
    decoder.userInfo[DecodeReport.key] = fullReport
    let full: MoviePage
    do {
      full = try decoder.decode(MoviePage.self, from: body)
    } catch {
      return "the reader read a page the full way refuses (\(error))"
    }
    if fast != full { return "the pages differ: \(fast) against \(full)" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let fastBytes = try? encoder.encode(fast), let fullBytes = try? encoder.encode(full)
    else { return "a page cannot be encoded" }
    if fastBytes != fullBytes {
      return "the pages are equal but not the same: "
        + "\(String(decoding: fastBytes, as: UTF8.self)) against "
        + String(decoding: fullBytes, as: UTF8.self)
    }
    if fastReport.droppedFields != fullReport.droppedFields {
      return "dropped fields \(fastReport.droppedFields) against \(fullReport.droppedFields)"
    }
    if fastReport.droppedItems != fullReport.droppedItems {
      return "dropped items \(fastReport.droppedItems) against \(fullReport.droppedItems)"
    }
    return nil
  }

  /// Whether the reader reads `body` itself (rather than leaving it to the full way).
  public static func isReadFast(_ body: Data) -> Bool {
    MoviePageReader.read(body, report: DecodeReport()) != nil
  }
}
