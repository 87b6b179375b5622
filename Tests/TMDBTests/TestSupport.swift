import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// A transport that answers from a closure and remembers what it was asked, so tests can
/// assert both the request Reel sent and how it read the answer.
final class StubTransport: Transport, @unchecked Sendable {
  private let lock = NSLock()
  private var sent: [TransportRequest] = []
  private let answer: @Sendable (TransportRequest) throws -> TransportResponse

  init(_ answer: @escaping @Sendable (TransportRequest) throws -> TransportResponse) {
    self.answer = answer
  }

  /// Always the same answer.
  convenience init(status: Int = 200, headers: [String: String] = [:], body: String) {
    self.init { _ in TransportResponse(status: status, headers: headers, body: Data(body.utf8)) }
  }

  var requests: [TransportRequest] { lock.withLock { sent } }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    lock.withLock { sent.append(request) }
    return try answer(request)
  }
}

/// Runs `body` and returns the `TMDBError` it threw; fails the test when it threw nothing or
/// something else.
func expectError<T>(
  file: StaticString = #filePath, line: UInt = #line, _ body: () async throws -> T
) async -> TMDBError? {
  do {
    let value = try await body()
    XCTFail("expected an error, got \(value)", file: file, line: line)
  } catch let error as TMDBError {
    return error
  } catch {
    XCTFail("expected a TMDBError, got \(error)", file: file, line: line)
  }
  return nil
}

/// One list row in TMDB's shape.
func movieJSON(
  id: Int, title: String, originalTitle: String? = nil, popularity: Double = 10,
  releaseDate: String = "2001-04-25", adult: Bool = false, genreIDs: [Int] = [18]
) -> String {
  """
  {"adult": \(adult), "backdrop_path": "/b\(id).jpg", "genre_ids": \(genreIDs), "id": \(id),
   "original_language": "en", "original_title": \(quoted(originalTitle ?? title)),
   "overview": "About \(id).", "popularity": \(popularity), "poster_path": "/p\(id).jpg",
   "release_date": "\(releaseDate)", "title": \(quoted(title)), "video": false,
   "vote_average": 7.5, "vote_count": 100}
  """
}

/// A page of list rows in TMDB's shape.
func pageJSON(page: Int, movies: [String], totalPages: Int, totalResults: Int) -> String {
  """
  {"page": \(page), "results": [\(movies.joined(separator: ","))],
   "total_pages": \(totalPages), "total_results": \(totalResults)}
  """
}

/// A JSON string literal, escaped.
func quoted(_ text: String) -> String {
  String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
}

/// Writes a record file the way the catalog generator does, by hand, so the tests check the
/// file format itself rather than only our own encoder.
@discardableResult
func writeRecord(
  in directory: URL, path: String, query: [String: String] = [:], status: Int = 200,
  body: String
) throws -> URL {
  let queryJSON = query.sorted { $0.key < $1.key }.map { "\(quoted($0.key)): \(quoted($0.value))" }
    .joined(separator: ", ")
  let text = """
    {"request": {"method": "GET", "path": \(quoted(path)), "query": {\(queryJSON)}},
     "response": {"status": \(status), "body": \(body)}}
    """
  let url = directory.appendingPathComponent(recordName(path: path, query: query))
  try Data(text.utf8).write(to: url)
  return url
}
