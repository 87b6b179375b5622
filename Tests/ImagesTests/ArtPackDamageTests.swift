import Foundation
import ReelTestSupport
import XCTest

@testable import Images

/// `posters.pack` as a killed Reel, a full disk or another program leaves it: cut at every
/// length, a record whose length points past the end, a newer Reel's. The next Reel finds
/// exactly the whole records before the damage (each under its own name), and what it writes
/// next is found by the one after it.
final class ArtPackDamageTests: XCTestCase {
  private let records: [(String, Data)] = [
    ("first", Data("cells of the first".utf8)), ("second", Data(repeating: 0x2A, count: 300)),
    ("third", Data("cells of the third".utf8)),
  ]

  private func wholePack(in folder: URL) throws -> Data {
    let file = folder.appendingPathComponent("whole.pack")
    let pack = ArtPack(file: file)
    for (name, data) in records { try pack.write(data, name: name) }
    return try Data(contentsOf: file)
  }

  func testCutAtEveryLengthTheWholeRecordsBeforeTheCutAreFoundAndTheNextWriteIsKept() throws {
    let folder = try makeTemporaryFolder(self)
    let whole = try wholePack(in: folder)
    // Where each record ends in the file.
    var ends: [Int] = []
    var end = ArtPack.headerSize
    for (name, data) in records {
      end += 2 + name.utf8.count + 4 + data.count + 4
      ends.append(end)
    }
    XCTAssertEqual(ends.last, whole.count)
    let file = folder.appendingPathComponent("posters.pack")
    for length in 0...whole.count {
      try whole.prefix(length).write(to: file)
      let pack = ArtPack(file: file)
      for (index, (name, data)) in records.enumerated() {
        XCTAssertEqual(
          pack.read(name), ends[index] <= length ? data : nil, "\(name), cut at \(length)")
      }
      try pack.write(Data("next".utf8), name: "next")
      let next = ArtPack(file: file)
      XCTAssertEqual(next.read("next"), Data("next".utf8), "cut at \(length)")
      for (index, (name, data)) in records.enumerated() {
        XCTAssertEqual(
          next.read(name), ends[index] <= length ? data : nil, "\(name), cut at \(length), next")
      }
    }
  }

  /// A record's data length made to point past the end of the file (or near Int32's end).
  func testARecordPointingPastTheEndEndsTheReading() throws {
    let folder = try makeTemporaryFolder(self)
    var pack = [UInt8](try wholePack(in: folder))
    let secondLength = ArtPack.headerSize + 2 + 5 + 4 + records[0].1.count + 4 + 2 + 6
    for claimed: UInt32 in [301, 100_000, 0x7FFF_FFFF, 0xFFFF_FFFF] {
      for byte in 0..<4 {
        pack[secondLength + byte] = UInt8((claimed >> (8 * UInt32(byte))) & 0xFF)
      }
      let file = folder.appendingPathComponent("posters.pack")
      try Data(pack).write(to: file)
      let read = ArtPack(file: file)
      XCTAssertEqual(read.read("first"), records[0].1, "\(claimed)")
      XCTAssertNil(read.read("second"), "\(claimed)")
      XCTAssertNil(read.read("third"), "\(claimed): nothing after the damage")
    }
  }

  /// A newer Reel's pack (another version byte) is not read as this one's: started again.
  func testANewerReelsPackIsStartedAgainNotMisread() throws {
    let folder = try makeTemporaryFolder(self)
    var pack = try wholePack(in: folder)
    pack[4] = ArtPack.version + 1
    let file = folder.appendingPathComponent("posters.pack")
    try pack.write(to: file)
    let read = ArtPack(file: file)
    XCTAssertNil(read.read("first"))
    try read.write(Data("mine".utf8), name: "mine")
    XCTAssertEqual(ArtPack(file: file).read("mine"), Data("mine".utf8))
  }
}
