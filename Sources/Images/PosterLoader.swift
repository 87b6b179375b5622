import Foundation
import Synchronization

/// A poster wanted in a rectangle of cells.
public struct PosterRequest: Sendable, Hashable {
  /// TMDB's `poster_path` ("/abc.jpg"); nil when the film has none.
  public var posterPath: String?
  /// For the placeholder's initials.
  public var title: String
  public var columns: Int
  public var rows: Int

  public init(posterPath: String?, title: String, columns: Int, rows: Int) {
    self.posterPath = posterPath
    self.title = title
    self.columns = columns
    self.rows = rows
  }
}

/// How the loader draws: the detected protocol, the terminal's cell size and the symbols.
public struct PosterRendering: Sendable, Hashable {
  public var choice: ImageChoice
  public var cell: CellPixelSize
  public var symbols: SymbolSet

  public init(choice: ImageChoice, cell: CellPixelSize = .fallback, symbols: SymbolSet = .blocks) {
    self.choice = choice
    self.cell = cell
    self.symbols = symbols
  }
}

/// A poster ready to draw: cells for symbols, escape bytes for an image protocol.
public enum PosterImage: Sendable, Equatable {
  case symbols(SymbolArt)
  case terminal(TerminalImage)

  var byteCount: Int {
    switch self {
    case .symbols(let art): art.byteCount
    case .terminal(let image): image.byteCount
    }
  }
}

/// What a load ends with: the poster, or the placeholder and why.
public enum PosterResult: Sendable, Equatable {
  case poster(PosterImage)
  case placeholder(SymbolArt, ImageFailure)
}

/// Pixels to symbol art in `columns` x `rows` cells of `cell` pixels: `SymbolRenderer`'s
/// `render`, or in tests one that counts.
public typealias SymbolConversion =
  @Sendable (_ image: RGBImage, _ columns: Int, _ rows: Int, _ cell: CellPixelSize) -> SymbolArt

/// Fetches, caches, decodes and renders posters, off the UI thread.
///
/// Order of looking: memory (rendered posters, LRU in bytes), the converted-art cache on disk
/// (symbol posters: a poster converted once, in any Reel, is never decoded or converted again
/// at the same cells, colours and symbols), the disk cache (downloaded files), then the
/// source. Downloads take one of a few slots of their own (so list requests
/// always have the rest of the API's gate), each try of one only while it is under way (a
/// poster waiting to try again after a 5xx or 429 does not hold up the next cards' posters),
/// and decoding takes one of a few others; requests
/// waiting for either form a short stack where the newest goes first and, when it overflows,
/// the oldest is dropped: scrolling past a hundred films starts a handful of downloads and
/// decodes, not a hundred. A caller that stops wanting a poster cancels its task, which
/// cancels its wait or its download.
public actor PosterLoader {
  public nonisolated let rendering: PosterRendering
  private nonisolated let source: any ImageSource
  private nonisolated let diskCache: DiskImageCache?
  private nonisolated let artCache: ArtPack?
  private nonisolated let convert: SymbolConversion
  private nonisolated let memory: MemoryImageCache<MemoryKey, PosterImage>
  private nonisolated let decoder: JPEGDecoder
  private nonisolated let log: @Sendable (String) -> Void
  private nonisolated let downloads: LatestWinsSlots
  private nonisolated let renders: LatestWinsSlots
  private var nextKittyID: UInt32 = 1

  struct MemoryKey: Hashable, Sendable {
    var posterPath: String
    var columns: Int
    var rows: Int
  }

  /// - Parameters:
  ///   - memoryLimitBytes: rendered posters kept in memory (default 16 MB).
  ///   - maxDownloads: downloads at once; keep it below the API gate's `maxInFlight`.
  ///   - maxWaiting: requests waiting for a download (or a decode) before the oldest is
  ///     dropped.
  ///   - artCache: symbol posters as converted, by poster, size, cells, colours and symbols.
  ///   - convert: pixels to symbols; nil for `SymbolRenderer` with the rendering's colours and
  ///     symbols.
  public init(
    source: any ImageSource, diskCache: DiskImageCache?, rendering: PosterRendering,
    memoryLimitBytes: Int = 16 << 20, maxDownloads: Int = 2, maxWaiting: Int = 3,
    decoder: JPEGDecoder = JPEGDecoder(), artCache: ArtPack? = nil,
    convert: SymbolConversion? = nil, log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.source = source
    self.diskCache = diskCache
    self.artCache = rendering.choice.imageProtocol == .symbols ? artCache : nil
    let renderer = SymbolRenderer(colors: rendering.choice.colors, symbols: rendering.symbols)
    self.convert = convert ?? { renderer.render($0, columns: $1, rows: $2, cell: $3) }
    self.rendering = rendering
    self.memory = MemoryImageCache(limitBytes: memoryLimitBytes)
    self.downloads = LatestWinsSlots(capacity: maxDownloads, maxWaiting: maxWaiting)
    self.renders = LatestWinsSlots(capacity: 2, maxWaiting: maxWaiting)
    self.decoder = decoder
    self.log = log
  }

  /// The placeholder for `request`: draw it at once, while the poster loads.
  public nonisolated func placeholder(for request: PosterRequest) -> SymbolArt {
    PlaceholderArt.make(title: request.title, columns: request.columns, rows: request.rows)
  }

  /// The poster if it is in memory: for drawing a frame without waiting.
  public nonisolated func cached(_ request: PosterRequest) -> PosterImage? {
    guard let path = request.posterPath else { return nil }
    return memory.value(
      for: MemoryKey(posterPath: path, columns: request.columns, rows: request.rows))
  }

  /// The poster if it is ready without waiting for anything: in memory, or converted in the
  /// art cache once that has been read (by a load). For the frame: a poster converted in an
  /// earlier Reel costs a dictionary look-up and the check of its few hundred bytes here,
  /// where a load would start a task and wake a thread for the same look-up (an `l` on home
  /// brings in such a card with each press once the row scrolls).
  public nonisolated func ready(_ request: PosterRequest) -> PosterImage? {
    guard let path = request.posterPath else { return nil }
    let key = MemoryKey(posterPath: path, columns: request.columns, rows: request.rows)
    if let image = memory.value(for: key) { return image }
    guard let artCache, (1...1000).contains(request.columns), (1...1000).contains(request.rows),
      case let named = naming(columns: request.columns, rows: request.rows),
      let size = named.size,
      let art = artCache.readIfLoaded(named.artName(size, path), SymbolArtFile.decode),
      art.width == request.columns,
      art.height == request.rows
    else { return nil }
    let image = PosterImage.symbols(art)
    memory.insert(image, bytes: image.byteCount, for: key)
    return image
  }

  /// Bytes the rendered posters in memory take.
  public nonisolated var memoryBytes: Int { memory.byteCount }

  /// Loads, decodes and renders the poster. Never throws: every failure is the placeholder
  /// with its reason (logged unless it is a cancellation or a film without a poster).
  public nonisolated func load(_ request: PosterRequest) async -> PosterResult {
    do {
      return .poster(try await poster(for: request))
    } catch {
      if error != .cancelled, error != .unavailable {
        log("poster \(request.posterPath ?? "-"): \(error.message)")
      }
      return .placeholder(placeholder(for: request), error)
    }
  }

  private nonisolated func poster(for request: PosterRequest) async throws(ImageFailure)
    -> PosterImage
  {
    // No terminal is 1000 cells wide; a rectangle that large is a bug, not a poster.
    guard rendering.choice.imageProtocol != .off, let path = request.posterPath,
      (1...1000).contains(request.columns), (1...1000).contains(request.rows)
    else { throw .unavailable }
    let key = MemoryKey(posterPath: path, columns: request.columns, rows: request.rows)
    if let image = memory.value(for: key) { return image }
    // Files already on this machine (the replay catalog's) are not copied into the cache.
    let diskCache = source.cachesOnDisk ? diskCache : nil
    let named = naming(columns: request.columns, rows: request.rows)
    guard let size = named.size else { throw .unavailable }
    let artName = named.artName(size, path)
    if let artCache, let file = artCache.read(artName) {
      if let art = SymbolArtFile.decode(file), art.width == request.columns,
        art.height == request.rows
      {
        let image = PosterImage.symbols(art)
        memory.insert(image, bytes: image.byteCount, for: key)
        return image
      }
      log("poster \(path): the converted poster in the cache is unusable; converting again")
      artCache.remove(artName)
    }
    if let diskCache {
      let fromDisk = try await renders.run { () throws(ImageFailure) -> PosterImage? in
        try await self.renderCached(path: path, size: size, from: diskCache, request: request)
      }
      if let fromDisk {
        keep(fromDisk, for: key, artName: artName)
        return fromDisk
      }
    }
    let data = try await source.fetch(posterPath: path, size: size, taking: downloads)
    let image = try await renders.run { () throws(ImageFailure) -> PosterImage in
      try await self.render(data, request: request)
    }
    if let diskCache {
      do {
        try diskCache.write(data, posterPath: path, size: size)
      } catch {
        log("poster \(path): could not keep it in the image cache (\(error.localizedDescription))")
      }
    }
    keep(image, for: key, artName: artName)
    return image
  }

  /// A poster just rendered: kept in memory, and a symbol poster's cells on disk.
  private nonisolated func keep(_ image: PosterImage, for key: MemoryKey, artName: String) {
    memory.insert(image, bytes: image.byteCount, for: key)
    guard let artCache, case .symbols(let art) = image else { return }
    do {
      try artCache.write(SymbolArtFile.encode(art), name: artName)
    } catch {
      log(
        "poster \(key.posterPath): could not keep it converted (\(error.localizedDescription))")
    }
  }

  /// What posters of one rectangle are fetched and filed as: TMDB's size for it, and the
  /// start of their converted names (a converted poster's name holds everything its cells
  /// depend on besides the file, which TMDB names anew when the picture changes, and the way
  /// of converting, so that a Reel that converts otherwise never shows another's cells).
  /// Both are the same for every poster of the rectangle, and working them out (every size's
  /// name parsed, numbers formatted) cost more than finding a converted poster: worked out
  /// once per rectangle.
  private struct Naming: Sendable {
    var columns: Int
    var rows: Int
    var size: String?
    var prefix: String

    func artName(_ size: String, _ path: String) -> String { prefix + size + path }
  }

  /// The rectangles lately asked for (a card's, the detail pane's): a few, looked through.
  private nonisolated let namings = Mutex<[Naming]>([])

  private nonisolated func naming(columns: Int, rows: Int) -> Naming {
    let known = namings.withLock { namings in
      namings.first { $0.columns == columns && $0.rows == rows }
    }
    if let known { return known }
    let colors =
      switch rendering.choice.colors {
      case .trueColor: "rgb"
      case .indexed256: "256"
      case .indexed16: "16"
      case .none: "mono"
      }
    let cell = rendering.cell
    let naming = Naming(
      columns: columns, rows: rows,
      size: PosterSize.choose(
        from: source.posterSizes, columns: columns, rows: rows, cell: cell),
      prefix: "\(SymbolRenderer.conversionVersion)-\(colors)-\(rendering.symbols.rawValue)-"
        + "\(columns)x\(rows)-\(cell.width)x\(cell.height)-")
    namings.withLock { namings in
      if namings.count >= 8 { namings.removeFirst() }
      namings.append(naming)
    }
    return naming
  }

  /// The poster from the disk cache; nil when it is not there or is damaged (then it is
  /// removed, and downloaded again).
  private nonisolated func renderCached(
    path: String, size: String, from diskCache: DiskImageCache, request: PosterRequest
  ) async throws(ImageFailure) -> PosterImage? {
    guard let data = diskCache.read(posterPath: path, size: size) else { return nil }
    do {
      return try await render(data, request: request)
    } catch {
      if error == .cancelled { throw .cancelled }
      log("poster \(path): the cached file is unusable (\(error.message)); downloading again")
      diskCache.remove(posterPath: path, size: size)
      return nil
    }
  }

  private nonisolated func render(_ data: Data, request: PosterRequest) async throws(ImageFailure)
    -> PosterImage
  {
    if Task.isCancelled { throw .cancelled }
    let rendering = rendering
    let cell = rendering.cell
    // Enough pixels for the rectangle: what the symbols need per cell (see
    // `SymbolRenderer.pixelsPerCell`); pixel protocols at the cells' real size. The decoder
    // scales down in eighths to the first size above it.
    let symbolPixels = SymbolRenderer.pixelsPerCell(
      colors: rendering.choice.colors, symbols: rendering.symbols)
    let perCell =
      rendering.choice.imageProtocol == .symbols
      ? (symbolPixels, symbolPixels) : (cell.width, cell.height)
    let pixels = try decoder.decode(
      data, minimumWidth: request.columns * perCell.0, minimumHeight: request.rows * perCell.1)
    switch rendering.choice.imageProtocol {
    case .symbols:
      return .symbols(convert(pixels, request.columns, request.rows, cell))
    case .kitty, .iterm, .sixel:
      let id = await takeKittyID()
      guard
        let image = TerminalImage.make(
          pixels, jpeg: data, choice: rendering.choice, columns: request.columns,
          rows: request.rows, cell: cell, kittyID: id)
      else { throw .unavailable }
      return .terminal(image)
    case .off:
      throw .unavailable
    }
  }

  /// Starts the kitty ids at `first` (a printed poster's, see `PrintedPicture.firstKittyID`).
  public func startKittyIDs(at first: UInt32) {
    nextKittyID = max(1, first)
  }

  private func takeKittyID() -> UInt32 {
    defer { nextKittyID = nextKittyID == UInt32.max ? 1 : nextKittyID + 1 }
    return nextKittyID
  }
}
