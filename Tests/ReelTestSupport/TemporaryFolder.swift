import Foundation
import XCTest

/// A folder of its own under the temporary directory, removed when the test ends.
public func makeTemporaryFolder(_ test: XCTestCase) throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("reel-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
  return url
}
