import Foundation
import Images
import Screen

/// The screen's posters: what is ready is handed to the frame at once; what is not is loaded
/// off the UI thread and the loop is woken to draw it. Posters asked for in one frame and not
/// in the next are cancelled, so scrolling fast past a hundred films loads a handful.
/// A poster that failed in a way that may pass (the network or the image host down or busy) is
/// not ready, not kept: the screen draws its own placeholder and asks for it at every frame
/// (as for one loading), and it is loaded again after a growing back-off, so posters come back
/// once the network does. A missing or broken one is kept as its placeholder for good.
/// A shown poster whose load the loader turned away (newer posters took the waiting places,
/// or its retry lost its turn) is asked for again at the next frame, and the loop is woken
/// for one after a short, growing wait, so it comes without a key press.
final class PosterBoard: PosterProvider, @unchecked Sendable {
  private struct Key: Hashable {
    var path: String
    var columns: Int
    var rows: Int
  }

  private let loader: PosterLoader
  private let wake: @Sendable () -> Void
  private let lock = NSLock()
  /// Converted posters, newest last; bounded so memory stays flat.
  private var ready: [Key: PosterArt] = [:]
  private var readyOrder: [Key] = []
  private var loading: [Key: Load] = [:]
  /// Numbers each load, so a load dropped and then finishing late (its cancellation came
  /// after its work) cannot take the place of a newer load of the same poster.
  private var loadsStarted: UInt64 = 0

  private struct Load {
    let number: UInt64
    let task: Task<Void, Never>
  }
  /// Keys asked for since the last frame ended.
  private var wanted: Set<Key> = []
  /// Keys drawn (not only fetched ahead) by the frame being drawn, and by the last one.
  private var shownNow: Set<Key> = []
  private var shownLast: Set<Key> = []
  private let readyLimit = 64
  /// Bytes the ready posters may hold: a picture poster carries its upload (a detail pane's
  /// is megabytes on a HiDPI screen), and each size of pane is a poster of its own.
  let readyByteLimit: Int
  private var readyBytes = 0
  static let defaultReadyByteLimit = 32 << 20

  /// A poster whose last load failed in a way that may pass: when it is loaded again, and how
  /// many times in a row it failed (which picks the next wait).
  private struct Retry {
    var due: ContinuousClock.Instant
    var failures: Int
  }
  /// Nearly always empty; bounded (an hour offline scrolling through thousands of films).
  private var retries: [Key: Retry] = [:]
  private let retryLimit = 256
  /// When the wake for the earliest retry of a shown poster is set to come, if one is.
  private var retryWake: ContinuousClock.Instant?
  /// The waits after each failure in a row; the last repeats. Never a tight loop against a
  /// host that is down, and an outage of a few seconds costs one wait of ten.
  static let retryDelays: [Duration] = [
    .seconds(10), .seconds(30), .seconds(60), .seconds(120), .seconds(300),
  ]
  /// Shown posters whose loads the loader turned away, and how many times in a row: the wait
  /// before the loop is woken to ask again. Nearly always empty; bounded.
  private var turnedAway: [Key: Int] = [:]
  /// The waits before that wake; the last repeats. A frame drawn meanwhile (another poster
  /// arriving, a key) asks at once; a loader that turns a poster away every time wakes the
  /// loop at most a few times a second, then every two seconds.
  static let turnedAwayDelays: [Duration] = [
    .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2),
  ]
  private let now: @Sendable () -> ContinuousClock.Instant
  /// Calls its closure after the duration: a sleeping task, or in tests one the test fires.
  private let after: @Sendable (Duration, @escaping @Sendable () -> Void) -> Void

  init(
    loader: PosterLoader, readyByteLimit: Int = defaultReadyByteLimit,
    now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
    after: @escaping @Sendable (Duration, @escaping @Sendable () -> Void) -> Void = {
      delay, action in
      Task.detached {
        try? await Task.sleep(for: delay)
        action()
      }
    },
    wake: @escaping @Sendable () -> Void
  ) {
    self.loader = loader
    self.readyByteLimit = readyByteLimit
    self.now = now
    self.after = after
    self.wake = wake
    // Room for the most it keeps (and the one over, before the oldest goes) made at once:
    // grown along a home row, each doubling rehashed every poster on the UI thread, the
    // last (32 to 64) ~15 k instructions within a key press.
    ready.reserveCapacity(readyLimit + 1)
    readyOrder.reserveCapacity(readyLimit + 1)
  }

  func poster(path: String?, title: String, size: Size) -> PosterArt? {
    request(path: path, title: title, size: size, shown: true)
  }

  @discardableResult
  func prefetch(path: String?, title: String, size: Size) -> Bool {
    request(path: path, title: title, size: size, shown: false) != nil
  }

  /// The poster if ready, else a load. Only a poster on screen redraws when it arrives: one
  /// fetched ahead (`shown` false) changes nothing the user sees until a frame shows it.
  private func request(path: String?, title: String, size: Size, shown: Bool) -> PosterArt? {
    guard let path, !path.isEmpty, size.width > 0, size.height > 0 else { return nil }
    let key = Key(path: path, columns: size.width, rows: size.height)
    return lock.withLock {
      // A ready poster has no load to keep wanted nor arrival to redraw for: one lookup.
      if let art = ready[key] { return art }
      // Loading: it comes by `finish`, and is looked for nowhere else meanwhile (a poster on
      // screen is asked for at every frame while it loads).
      guard loading[key] == nil else {
        wanted.insert(key)
        if shown { shownNow.insert(key) }
        return nil
      }
      // Failed while the network or the host was down: loaded again once its wait is over.
      if !retries.isEmpty, let retry = retries[key], now() < retry.due {
        if shown { wakeForRetry(at: retry.due) }
        return nil
      }
      let request = PosterRequest(
        posterPath: path, title: title, columns: size.width, rows: size.height)
      // In memory, or converted in an earlier Reel: no load (no task, no thread woken), and
      // so nothing to keep wanted or to redraw for (the frame after stays on `frameDrawn`'s
      // quick way).
      if let image = loader.ready(request) {
        let art = PosterArt(image, path: path, size: size)
        keep(art, for: key)
        return art
      }
      startLoad(key, request, shown: shown)
      return nil
    }
  }

  /// Under the lock: loads `request`, wanted by this frame.
  private func startLoad(_ key: Key, _ request: PosterRequest, shown: Bool) {
    wanted.insert(key)
    if shown { shownNow.insert(key) }
    loadsStarted &+= 1
    let number = loadsStarted
    let task = Task { [weak self, loader] in
      let result = await loader.load(request)
      self?.finish(key, load: number, with: result)
    }
    loading[key] = Load(number: number, task: task)
  }

  /// Under the lock: wakes the loop at `due`, so a shown poster is loaded again without a key
  /// press. One wake pending at a time, for the earliest; the frame it draws sets the
  /// next one for the placeholders still waiting.
  private func wakeForRetry(at due: ContinuousClock.Instant) {
    if let pending = retryWake, pending <= due { return }
    retryWake = due
    after(due - now()) { [weak self] in self?.retryWakeCame() }
  }

  /// Under the lock: `key`'s shown poster was turned away by the loader. Nothing else may draw
  /// a frame (the user reading home), so the loop is woken to ask for it again; after a wait
  /// that grows while it is turned away in a row, never a tight loop of loads and frames.
  private func askAgainAfterTurnedAway(_ key: Key) {
    if turnedAway[key] == nil, turnedAway.count >= retryLimit { turnedAway.removeAll() }
    let times = (turnedAway[key] ?? 0) + 1
    turnedAway[key] = times
    wakeForRetry(
      at: now() + Self.turnedAwayDelays[min(times, Self.turnedAwayDelays.count) - 1])
  }

  private func retryWakeCame() {
    lock.withLock { retryWake = nil }
    wake()
  }

  /// Whether `path`'s poster at `size` is ready, without asking for it.
  func holds(path: String, size: Size) -> Bool {
    lock.withLock { ready[Key(path: path, columns: size.width, rows: size.height)] != nil }
  }

  /// Called after each frame: what the frame did not ask for is no longer wanted.
  func frameDrawn() {
    let dropped: [Task<Void, Never>] = lock.withLock {
      // The usual frame: nothing loading, nothing asked for but ready posters. Nothing to do
      // (a frame of cards left as they were asks for nothing).
      if loading.isEmpty, wanted.isEmpty, shownNow.isEmpty, shownLast.isEmpty { return [] }
      let gone = loading.filter { !wanted.contains($0.key) }
      for key in gone.keys { loading[key] = nil }
      if !turnedAway.isEmpty { for key in gone.keys { turnedAway[key] = nil } }
      wanted.removeAll(keepingCapacity: true)
      swap(&shownNow, &shownLast)
      shownNow.removeAll(keepingCapacity: true)
      return gone.values.map(\.task)
    }
    for task in dropped { task.cancel() }
  }

  private func finish(_ key: Key, load number: UInt64, with result: PosterResult) {
    let art: PosterArt?
    var failure: ImageFailure?
    switch result {
    case .poster(let image):
      art = PosterArt(image, path: key.path, size: Size(width: key.columns, height: key.rows))
    case .placeholder(let symbols, let why) where why != .cancelled:
      // Its placeholder: kept for good, or, when the failure may pass, loaded again later.
      art = PosterArt(symbols)
      failure = why
    default: art = nil
    }
    let redraw: Bool = lock.withLock {
      // Still the poster's load: no frame dropped it (a dropped load's poster left the screen).
      let current = loading[key]?.number == number
      if current { loading[key] = nil }
      let shown = shownLast.contains(key) || shownNow.contains(key)
      guard let art else {
        // Cancelled. Still wanted and on screen: the loader turned it away.
        if current, shown { askAgainAfterTurnedAway(key) }
        return false
      }
      if !turnedAway.isEmpty { turnedAway[key] = nil }
      guard let failure else {
        retries[key] = nil
        keep(art, for: key)
        return shown
      }
      // Kept already (a late load of a poster another load brought): nothing to change.
      guard ready[key] == nil else { return false }
      guard failure.mayPass else {
        // Missing or broken: its placeholder for good, not asked for again.
        retries[key] = nil
        keep(art, for: key)
        return shown
      }
      // Not kept, so the screen keeps drawing its own placeholder and asking; nothing on
      // screen changes now.
      let failures = (retries[key]?.failures ?? 0) + 1
      let delay = Self.retryDelays[min(failures, Self.retryDelays.count) - 1]
      let due = now() + delay
      if retries[key] == nil, retries.count >= retryLimit,
        let soonest = retries.min(by: { $0.value.due < $1.value.due })
      {
        retries[soonest.key] = nil
      }
      retries[key] = Retry(due: due, failures: failures)
      if shown { wakeForRetry(at: due) }
      return false
    }
    if redraw { wake() }
  }

  /// Under the lock.
  private func keep(_ art: PosterArt, for key: Key) {
    readyBytes += Self.bytes(art)
    if let old = ready.updateValue(art, forKey: key) {
      readyBytes -= Self.bytes(old)
    } else {
      readyOrder.append(key)
    }
    // The newest always stays: it is the one a frame is drawing.
    while readyOrder.count > readyLimit || (readyBytes > readyByteLimit && readyOrder.count > 1) {
      if let gone = ready.removeValue(forKey: readyOrder.removeFirst()) {
        readyBytes -= Self.bytes(gone)
      }
    }
  }

  /// What a ready poster holds: its cells, and a picture's upload.
  private static func bytes(_ art: PosterArt) -> Int {
    art.cells.count * MemoryLayout<Cell>.stride + (art.image?.transmit.count ?? 0)
  }
}

extension PosterArt {
  /// A loaded poster as the screen takes it: symbols as cells, or a terminal picture over
  /// blank cells.
  init(_ image: PosterImage, path: String, size: Size) {
    switch image {
    case .symbols(let symbols):
      self.init(symbols)
    case .terminal(let picture):
      let kind: OutOfBandImage.Kind =
        picture.kittyID.map { .stored(id: $0) } ?? .painted
      self.init(
        width: size.width, height: size.height,
        image: OutOfBandImage(
          key: "\(picture.imageProtocol.rawValue):\(path)@\(size.width)x\(size.height)",
          kind: kind, size: Size(width: picture.columns, height: picture.rows),
          transmit: picture.payload, tmuxPassthrough: picture.tmuxPassthrough,
          pixelSize: picture.pixelWidth > 0 && picture.pixelHeight > 0
            ? Size(width: picture.pixelWidth, height: picture.pixelHeight) : nil))
    }
  }

  /// Symbol art as screen cells; colours the screen cannot name exactly go to the nearest
  /// entry of the 256-colour palette.
  init(_ art: SymbolArt) {
    // Read in place (a cell copied out of the array retained and released its character),
    // and made in place (appending checked the array's room and uniqueness at every cell).
    let cells = [Cell](unsafeUninitializedCapacity: art.cells.count) { cells, made in
      art.cells.withUnsafeBufferPointer { symbols in
        for index in symbols.indices {
          let style = Style(
            fg: Color(symbols[index].foreground), bg: Color(symbols[index].background))
          // One scalar (every symbol poster's cell): its cell without making a string of it,
          // which cost more than the rest of taking a card's poster in.
          let cell =
            symbols[index].scalar.map { Cell(scalar: $0, style: style) }
            ?? Cell(String(symbols[index].character), style: style)
          (cells.baseAddress.unsafelyUnwrapped + index).initialize(to: cell)
          made = index + 1
        }
      }
    }
    self.init(width: art.width, height: art.height, cells: cells)
  }
}

extension Color {
  init(_ color: SymbolColor) {
    switch color {
    case .terminalDefault: self = .default
    case .indexed(let index): self = .indexed(index)
    case .rgb(let red, let green, let blue):
      self = .indexed(XtermPalette.nearestIndex(red: Int(red), green: Int(green), blue: Int(blue)))
    }
  }
}
