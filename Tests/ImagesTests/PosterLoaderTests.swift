import Foundation
import Images
import ReelTestSupport
import XCTest

/// The loader: fast scrolling starts a handful of downloads, not a hundred; the caches make a
/// poster seen once instant, in a new process and offline; broken files are placeholders.
final class PosterLoaderTests: XCTestCase {
  private let symbols = PosterRendering(
    choice: ImageChoice(.symbols, colors: .trueColor, reason: "test"))

  func testFastScrollingDropsTheOldestWaitersAndTheNewestWins() async throws {
    let jpeg = try Fixtures.poster().data
    let source = ControlledSource(holding: true) { _ in jpeg }
    let loader = PosterLoader(
      source: source, diskCache: nil, rendering: symbols, maxDownloads: 2, maxWaiting: 3)
    let dropped = Counter()
    var tasks: [Task<PosterResult, Never>] = []
    for index in 0..<100 {
      tasks.append(
        Task {
          let result = await loader.load(request(index))
          if case .placeholder(_, .cancelled) = result { dropped.add() }
          return result
        })
    }
    try await waitUntil("all but five dropped") { dropped.value == 95 }
    XCTAssertEqual(source.heldCount, 2, "two downloads at once")
    source.release()
    var results: [PosterResult] = []
    for task in tasks { results.append(await task.value) }
    XCTAssertLessThanOrEqual(source.fetched.count, 5, "\(source.fetched)")
    XCTAssertEqual(
      results.filter { if case .poster = $0 { true } else { false } }.count, source.fetched.count)
    guard case .poster(.symbols(let art)) = results[99] else {
      return XCTFail("the last poster scrolled to must show: \(results[99])")
    }
    XCTAssertEqual(art.width, 20)
  }

  func testACancelledRequestStopsWaitingAndNeverDownloads() async throws {
    let jpeg = try Fixtures.poster().data
    let source = ControlledSource(holding: true) { _ in jpeg }
    let loader = PosterLoader(source: source, diskCache: nil, rendering: symbols, maxDownloads: 1)
    let first = Task { await loader.load(request(1)) }
    try await waitUntil("first download started") { source.heldCount == 1 }
    let second = Task { await loader.load(request(2)) }
    second.cancel()
    guard case .placeholder(_, .cancelled) = await second.value else {
      return XCTFail("a cancelled request ends as the placeholder")
    }
    source.release()
    _ = await first.value
    XCTAssertEqual(source.fetched, ["/w342/film1.jpg"])
  }

  func testASeenPosterIsInstantFromMemory() async throws {
    let jpeg = try Fixtures.poster().data
    let source = ControlledSource { _ in jpeg }
    let loader = PosterLoader(source: source, diskCache: nil, rendering: symbols)
    XCTAssertNil(loader.cached(request(1)))
    _ = await loader.load(request(1))
    XCTAssertNotNil(loader.cached(request(1)))
    _ = await loader.load(request(1))
    XCTAssertEqual(source.fetched.count, 1)
  }

  func testMemoryIsBoundedInBytesLeastRecentlyUsedFirst() {
    let cache = MemoryImageCache<Int, String>(limitBytes: 300)
    cache.insert("a", bytes: 100, for: 1)
    cache.insert("b", bytes: 100, for: 2)
    cache.insert("c", bytes: 100, for: 3)
    XCTAssertEqual(cache.value(for: 1), "a")  // 2 is now the least recently used
    cache.insert("d", bytes: 100, for: 4)
    XCTAssertNil(cache.value(for: 2))
    XCTAssertEqual(cache.value(for: 1), "a")
    XCTAssertEqual(cache.byteCount, 300)
    cache.insert("huge", bytes: 301, for: 5)
    XCTAssertNil(cache.value(for: 5))
    XCTAssertEqual(cache.count, 3)
  }

  func testADiskCachedPosterShowsInANewProcessWithTheHostDown() async throws {
    let folder = try makeTemporaryFolder(self)
    let jpeg = try Fixtures.poster().data
    let online = ControlledSource { _ in jpeg }
    let first = PosterLoader(
      source: online, diskCache: DiskImageCache(directory: folder), rendering: symbols)
    guard case .poster = await first.load(request(1)) else { return XCTFail("first load") }
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("w342_film1.jpg").path))
    let offline = ControlledSource { _ throws(ImageFailure) in
      throw .network(.cannotConnect("host"))
    }
    let second = PosterLoader(
      source: offline, diskCache: DiskImageCache(directory: folder), rendering: symbols)
    guard case .poster = await second.load(request(1)) else {
      return XCTFail("from the disk cache")
    }
    XCTAssertEqual(offline.fetched, [])
    guard case .placeholder(_, .network) = await second.load(request(2)) else {
      return XCTFail("an unseen poster offline is the placeholder")
    }
  }

  func testADamagedCachedFileIsAMissAndReplaced() async throws {
    let folder = try makeTemporaryFolder(self)
    let jpeg = try Fixtures.poster().data
    let file = folder.appendingPathComponent("w342_film1.jpg")
    try jpeg.prefix(jpeg.count / 3).write(to: file)
    let source = ControlledSource { _ in jpeg }
    let loader = PosterLoader(
      source: source, diskCache: DiskImageCache(directory: folder), rendering: symbols)
    guard case .poster = await loader.load(request(1)) else { return XCTFail("downloaded again") }
    XCTAssertEqual(source.fetched, ["/w342/film1.jpg"])
    XCTAssertEqual(try Data(contentsOf: file), jpeg)
  }

  func testAnEmptyCachedFileIsRemovedAndFetchedAgainOnce() async throws {
    // A crash or a full disk mid-write, or another program, left a 0-byte entry: it is no
    // poster, and not a blank one for ever either.
    let folder = try makeTemporaryFolder(self)
    let jpeg = try Fixtures.poster().data
    let file = folder.appendingPathComponent("w342_film1.jpg")
    try Data().write(to: file)
    // The host down: the placeholder for now, and the empty entry gone.
    let offline = ControlledSource { _ throws(ImageFailure) in throw .network(.timedOut) }
    let lines = Lines()
    let first = PosterLoader(
      source: offline, diskCache: DiskImageCache(directory: folder), rendering: symbols,
      log: { lines.add($0) })
    guard case .placeholder(_, .network) = await first.load(request(1)) else {
      return XCTFail("the placeholder while the host is down")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "the empty entry is gone")
    XCTAssertEqual(
      lines.all.first,
      "poster /film1.jpg: the cached file is unusable (the image is empty); downloading again")
    // The host up: fetched once, kept whole, and read from disk after that.
    let online = ControlledSource { _ in jpeg }
    let second = PosterLoader(
      source: online, diskCache: DiskImageCache(directory: folder), rendering: symbols)
    guard case .poster = await second.load(request(1)) else { return XCTFail("downloaded") }
    XCTAssertEqual(online.fetched, ["/w342/film1.jpg"])
    XCTAssertEqual(try Data(contentsOf: file), jpeg)
    let third = PosterLoader(
      source: online, diskCache: DiskImageCache(directory: folder), rendering: symbols)
    guard case .poster = await third.load(request(1)) else { return XCTFail("from disk") }
    XCTAssertEqual(online.fetched.count, 1, "fetched once")
  }

  func testBrokenDownloadsArePlaceholdersAndNotCached() async throws {
    let folder = try makeTemporaryFolder(self)
    let html = Data("<html><body>Service Unavailable</body></html>".utf8)
    let source = ControlledSource { _ in html }
    let lines = Lines()
    let loader = PosterLoader(
      source: source, diskCache: DiskImageCache(directory: folder), rendering: symbols,
      log: { lines.add($0) })
    let result = await loader.load(request(1))
    XCTAssertEqual(
      result,
      .placeholder(
        PlaceholderArt.make(title: "Film 1", columns: 20, rows: 14), .notJPEG(what: "an HTML page"))
    )
    XCTAssertEqual(
      lines.all, ["poster /film1.jpg: the image is not a JPEG (it looks like an HTML page)"])
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
  }

  func testOffDownloadsNothing() async throws {
    let source = ControlledSource { _ in Data() }
    let loader = PosterLoader(
      source: source, diskCache: nil,
      rendering: PosterRendering(choice: ImageChoice(.off, colors: .trueColor, reason: "test")))
    guard case .placeholder(_, .unavailable) = await loader.load(request(1)) else {
      return XCTFail("off shows no poster")
    }
    XCTAssertEqual(source.fetched, [])
  }

  func testDiskCacheIsBoundedAndForgetsOldFiles() throws {
    let folder = try makeTemporaryFolder(self)
    let cache = DiskImageCache(directory: folder, limitBytes: 2500)
    for index in 0..<3 {
      try cache.write(
        Data(repeating: UInt8(index), count: 1000), posterPath: "/p\(index).jpg", size: "w92")
      // Distinct ages, oldest first, without waiting for the clock.
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: Double(index - 10) * 60)],
        ofItemAtPath: folder.appendingPathComponent("w92_p\(index).jpg").path)
    }
    cache.trim()
    XCTAssertNil(cache.read(posterPath: "/p0.jpg", size: "w92"), "the oldest went")
    XCTAssertNotNil(cache.read(posterPath: "/p2.jpg", size: "w92"))
    XCTAssertLessThanOrEqual(cache.currentSize(), 2500)

    let later = DiskImageCache(
      directory: folder, now: { Date(timeIntervalSinceNow: 200 * 24 * 3600) })
    XCTAssertNil(later.read(posterPath: "/p2.jpg", size: "w92"), "six months is the limit")
    later.trim()
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
  }

  func testHostilePosterPathsNeverLeaveTheFolder() async throws {
    XCTAssertEqual(
      DiskImageCache.fileName(posterPath: "/../../etc/passwd", size: "w92"), "w92_.._.._etc_passwd")
    XCTAssertEqual(
      DiskImageCache.fileName(posterPath: "/é😀x y\u{0}.jpg", size: "w9/2"),
      "w9_2_______x_y_.jpg", "every byte of a character outside plain ASCII is a _")
    let source = try CatalogImageSource(catalog: Fixtures.catalog)
    do {
      _ = try await source.fetch(posterPath: "/../3_configuration.json", size: "w185")
      XCTFail("climbed out of the posters folder")
    } catch {
      XCTAssertEqual(error, .unavailable)
    }
  }

  func testReplayPostersComeThroughTheSamePath() async throws {
    let source = try CatalogImageSource(catalog: Fixtures.catalog)
    let loader = PosterLoader(source: source, diskCache: nil, rendering: symbols)
    let path = try XCTUnwrap(Fixtures.catalogPosterPaths().first)
    guard
      case .poster(.symbols(let art)) = await loader.load(
        PosterRequest(posterPath: path, title: "x", columns: 24, rows: 16))
    else { return XCTFail("a replay poster") }
    XCTAssertTrue(art.cells.contains { $0 != .blank })
  }
}

final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}

final class Lines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  func add(_ line: String) { lock.withLock { lines.append(line) } }
  var all: [String] { lock.withLock { lines } }
}

/// Film number `index`'s poster in a 20x14 rectangle.
private func request(_ index: Int) -> PosterRequest {
  PosterRequest(posterPath: "/film\(index).jpg", title: "Film \(index)", columns: 20, rows: 14)
}
