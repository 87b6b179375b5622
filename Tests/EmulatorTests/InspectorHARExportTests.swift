import Foundation
import XCTest

/// `x` in the network inspector of the real app: the HAR file is written on a thread of its
/// own (encoding up to 64 MB of kept answers had the screen frozen meanwhile), said as being
/// written at once and as written when done, and the keys keep working in between.
final class InspectorHARExportTests: XCTestCase {
  func testXWritesTheHARAndSaysSoWhenDone() throws {
    let reel = try ReelInTerminal(self, columns: 120, rows: 30)
    reel.waitForPosition(1)
    reel.type("I")
    reel.waitFor("Network inspector")
    reel.type("x")
    reel.waitFor("HAR written to")
    let folder = reel.home.appendingPathComponent("state/reel")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("reel-") && $0.hasSuffix(".har") }
    XCTAssertEqual(files.count, 1, "HAR files in \(folder.path): \(files)")
    let data = try Data(contentsOf: folder.appendingPathComponent(try XCTUnwrap(files.first)))
    let document = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: data) as? [String: Any], "the HAR is not JSON")
    let log = try XCTUnwrap(document["log"] as? [String: Any])
    let entries = try XCTUnwrap(log["entries"] as? [[String: Any]])
    XCTAssertFalse(entries.isEmpty, "the HAR holds none of the requests the list made")
    // The inspector still answers keys: it closes, and the list moves.
    reel.type("I")
    reel.type("j")
    reel.waitForPosition(2)
  }

  /// `x` then quitting at once: Reel waits for the file before it leaves, so it is whole.
  func testQuittingRightAfterXLeavesTheWholeFile() throws {
    let reel = try ReelInTerminal(self, columns: 120, rows: 30)
    reel.waitForPosition(1)
    reel.type("I")
    reel.waitFor("Network inspector")
    reel.type("x")
    reel.send([0x1B])  // Esc closes the inspector (q there is no key), then q quits
    reel.pump(upTo: 0.1)
    reel.type("q")
    XCTAssertEqual(reel.waitForExit(timeout: 15).map { _ in reel.shellStatus }, 0)
    let folder = reel.home.appendingPathComponent("state/reel")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let har = try XCTUnwrap(files.first { $0.hasSuffix(".har") }, "no HAR among \(files)")
    XCTAssertEqual(files.filter { $0 != "reel.log" }, [har], "a temporary file was left")
    let data = try Data(contentsOf: folder.appendingPathComponent(har))
    XCTAssertNotNil(try? JSONSerialization.jsonObject(with: data), "the HAR is cut short")
  }
}

/// A signal that ends Reel while `x` writes the HAR: the file is whole or not there, and
/// nothing half-written is left beside it.
final class InspectorHARExportSignalTests: XCTestCase {
  func testASignalRightAfterXLeavesAWholeFileOrNone() throws {
    for delay in [0.0, 0.005, 0.02, 0.05] {
      let reel = try ReelInTerminal(self, columns: 120, rows: 30)
      reel.waitForPosition(1)
      reel.type("I")
      reel.waitFor("Network inspector")
      reel.type("x")
      if delay > 0 { usleep(useconds_t(delay * 1_000_000)) }
      reel.signal(SIGTERM)
      XCTAssertNotNil(reel.waitForExit())
      let folder = reel.home.appendingPathComponent("state/reel")
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0 != "reel.log" }
      for har in files where har.hasSuffix(".har") {
        let data = try Data(contentsOf: folder.appendingPathComponent(har))
        XCTAssertNotNil(
          try? JSONSerialization.jsonObject(with: data), "the HAR is cut short (\(delay) s)")
      }
      XCTAssertTrue(
        files.allSatisfy { $0.hasSuffix(".har") }, "left after \(delay) s: \(files)")
    }
  }
}
