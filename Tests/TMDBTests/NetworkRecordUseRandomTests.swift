import Foundation
import XCTest

@testable import TMDB

/// review43: after thousands of requests, with every slot of the ring reused many times,
/// `noteUse` marks what a look through every kept entry marks (what it did before it kept
/// the slots pending for each request): the inspector's "taken"/"dropped" column stays right.
final class NetworkRecordUseRandomTests: XCTestCase {
  private struct Model {
    var request: Int?
    var use: AnswerUse
  }

  func testManyRequestsWithSlotsReusedMarkWhatAWholeLookMarks() {
    var generator = SplitMix(state: 43)
    for capacity in [1, 2, 7, 500] {
      let record = NetworkRecord(capacity: capacity, bodyLimit: 100, bodyBudget: 250)
      var model: [Int: Model] = [:]
      var nextID = 1
      for step in 0..<2000 {
        let roll = Int.random(in: 0..<10, using: &generator)
        let request: Int? =
          Bool.random(using: &generator) ? Int.random(in: 1...12, using: &generator) : nil
        if roll < 4 || model.isEmpty {
          let id = record.begin { id in
            InspectedExchange(
              id: id, startedAt: Date(timeIntervalSince1970: 0), method: "GET",
              path: "/3/movie/popular", query: [], requestHeaders: [], source: .network,
              browserRequest: request)
          }
          XCTAssertEqual(id, nextID)
          model[id] = Model(request: request, use: .pending)
          nextID += 1
          model = model.filter { $0.key > nextID - 1 - capacity }
        } else if roll < 7 {
          let id = model.keys.randomElement(using: &generator)!
          let use = [AnswerUse.pending, .taken, .dropped].randomElement(using: &generator)!
          switch Int.random(in: 0..<3, using: &generator) {
          case 0:
            record.update(id) { $0.use = use }
            model[id]?.use = use
          case 1:
            record.update(id) { $0.browserRequest = request }
            model[id]?.request = request
          default:
            record.update(id) { $0.body = Data(repeating: 1, count: 60) }
          }
        } else {
          let asked = Int.random(in: 1...12, using: &generator)
          let taken = Bool.random(using: &generator)
          record.noteUse(browserRequest: asked, taken: taken)
          for (id, entry) in model where entry.request == asked && entry.use == .pending {
            model[id]?.use = taken ? .taken : .dropped
          }
        }
        let kept = record.exchanges()
        let expected = model.keys.sorted()
        XCTAssertEqual(kept.map(\.id), expected, "capacity \(capacity), step \(step)")
        XCTAssertEqual(
          kept.map(\.use), expected.map { model[$0]!.use }, "capacity \(capacity), step \(step)")
        if kept.map(\.use) != expected.map({ model[$0]!.use }) { return }
      }
    }
  }

  /// A seeded generator: the same steps every run.
  private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
