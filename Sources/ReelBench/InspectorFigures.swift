import Foundation
import TMDB

/// What the network inspector's record costs: every request passes through it, open or not.
enum InspectorFigures {
  /// An answer at once, so what is measured is the record alone.
  private struct Instant: Transport {
    let response = TransportResponse(status: 200, body: Data(repeating: 65, count: 9_000))
    func send(_ request: TransportRequest) async throws -> TransportResponse { response }
  }

  static func costPerRequest(into table: FigureTable) async throws {
    let record = NetworkRecord()
    let bare = Instant()
    let credential = Credential(
      "0123456789abcdef0123456789abcdef", declared: .apiKey, origin: "reel-bench")
    let inspected = InspectingTransport(
      wrapping: bare, record: record, source: .network, credential: credential)
    let request = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "1")])
    let count = 5_000
    var samples: [Double] = []
    for _ in 0..<5 {
      let clock = ContinuousClock()
      let plain = try await clock.measure {
        for _ in 0..<count { _ = try await bare.send(request) }
      }
      let recorded = try await clock.measure {
        for _ in 0..<count { _ = try await inspected.send(request) }
      }
      let extra = (recorded - plain) / count
      samples.append(
        Double(extra.components.attoseconds) / 1e12 + Double(extra.components.seconds) * 1e6)
    }
    samples.sort()
    table.add(
      "network inspector: cost per request (9 kB body, a key to scrub)",
      String(format: "%.1f µs", samples[samples.count / 2]), goal: "< 50 µs")
    table.add(
      "network inspector: record held (last 500 requests)",
      "\(record.exchanges().count) requests")
  }
}
