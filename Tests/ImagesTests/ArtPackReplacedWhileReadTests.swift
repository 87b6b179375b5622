import Foundation
import ReelTestSupport
import XCTest

@testable import Images

/// A Reel reading `posters.pack` cuts off damage at its end, or removes a pack too old to
/// keep. Another Reel can start the pack again between that reading and that cut (its pack
/// past its bound): the cut or the removal was made by the file's name, so it fell on the new
/// file, which lost its records (cut at the old file's length, in the middle of one, or made
/// longer with zeros that ended every later reading), or was removed whole.
final class ArtPackReplacedWhileReadTests: XCTestCase {
  private let date = Date(timeIntervalSince1970: 1_800_000_000)

  /// A pack of `records`, made by an ArtPack of its own (another Reel) at `file`.
  private func makePack(_ file: URL, _ records: [(String, Data)], at time: Date) throws {
    try? FileManager.default.removeItem(at: file)
    let other = ArtPack(file: file, now: { time })
    for (name, data) in records { try other.write(data, name: name) }
  }

  /// The clock is read after the file and before the cut: the other Reel's new pack is put
  /// in the old one's place there.
  private func replacingOnFirstLook(_ file: URL, with records: [(String, Data)], answer: Date)
    -> @Sendable () -> Date
  {
    let replaced = Counter()
    let date = date
    return {
      if replaced.value == 0 {
        replaced.add()
        try? FileManager.default.removeItem(at: file)
        let other = ArtPack(file: file, now: { date })
        for (name, data) in records { try? other.write(data, name: name) }
      }
      return answer
    }
  }

  private let newRecords: [(String, Data)] = [
    ("new one", Data(repeating: 0x31, count: 40)), ("new two", Data(repeating: 0x32, count: 40)),
  ]

  func testDamageCutOffFallsOnlyOnTheFileThatWasRead() throws {
    let file = try makeTemporaryFolder(self).appendingPathComponent("posters.pack")
    try makePack(file, [("old", Data("old".utf8))], at: date)
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0xFF, 0xFF, 0x01]))  // a record cut short
    try handle.close()

    let reader = ArtPack(
      file: file, now: replacingOnFirstLook(file, with: newRecords, answer: date))
    _ = reader.read("old")

    let date = date
    let next = ArtPack(file: file, now: { date })
    for (name, data) in newRecords {
      XCTAssertEqual(next.read(name), data, "\(name): the new pack was cut at the old one's end")
    }
  }

  func testATooOldPackRemovedIsOnlyTheFileThatWasRead() throws {
    let file = try makeTemporaryFolder(self).appendingPathComponent("posters.pack")
    try makePack(file, [("old", Data("old".utf8))], at: date)
    // Read seven months on: too old, removed; the other Reel's new pack is dated now.
    let later = date.addingTimeInterval(213 * 24 * 3600)
    let reader = ArtPack(
      file: file, now: replacingOnFirstLook(file, with: newRecords, answer: later))
    XCTAssertNil(reader.read("old"))

    let date = date
    let next = ArtPack(file: file, now: { date })
    for (name, data) in newRecords {
      XCTAssertEqual(next.read(name), data, "\(name): the new pack was removed")
    }
  }

  /// A pack its user moved elsewhere and linked to is still the pack: its damage is cut off,
  /// so what is written next is found by the next Reel.
  func testALinkedPackIsStillCutWhenDamaged() throws {
    let folder = try makeTemporaryFolder(self)
    let target = folder.appendingPathComponent("elsewhere.pack")
    try makePack(target, [("old", Data("old".utf8))], at: date)
    let handle = try FileHandle(forWritingTo: target)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0xFF, 0xFF, 0x01]))
    try handle.close()
    let file = folder.appendingPathComponent("posters.pack")
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)

    let date = date
    let pack = ArtPack(file: file, now: { date })
    XCTAssertEqual(pack.read("old"), Data("old".utf8))
    try pack.write(Data("new".utf8), name: "new")
    XCTAssertEqual(ArtPack(file: file, now: { date }).read("new"), Data("new".utf8))
  }
}
