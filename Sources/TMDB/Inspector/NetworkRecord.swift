import Foundation

/// The last `capacity` requests Reel made, outside the browser's state. Thread-safe; memory
/// is bounded by the count and by the body limit of each entry.
public final class NetworkRecord: @unchecked Sendable {
  public static let standardCapacity = 500
  /// Bodies longer than this keep their first bytes only, marked as cut.
  public static let bodyLimit = 2 * 1024 * 1024

  /// All kept bodies together stay under this; the oldest bodies go first (their entries stay).
  public static let standardBodyBudget = 64 * 1024 * 1024

  public let capacity: Int
  public let bodyLimit: Int
  public let bodyBudget: Int
  private var bodyBytes = 0
  private let lock = NSLock()
  /// A ring: entry `id` lives at `id % capacity` while it is among the newest `capacity`.
  private var slots: [InspectedExchange?]
  /// For each slot, the browser request its entry answers while that answer's use is pending,
  /// else nil; and the same the other way round, the slots pending for each request.
  /// `noteUse` runs on the loop thread for every request the browser settles: it copied each
  /// whole entry out of `slots` to read two fields (~64k instructions), and a look through all
  /// 500 slots' numbers still read 125 lines of memory where the dictionary reads a few.
  private var pendingRequests: [Int?]
  private var pendingSlots: [Int: [Int]] = [:]
  private var nextID = 1
  private var changeCount = 0
  private var observer: (@Sendable () -> Void)?

  public init(
    capacity: Int = standardCapacity, bodyLimit: Int = bodyLimit,
    bodyBudget: Int = standardBodyBudget
  ) {
    self.capacity = max(1, capacity)
    self.bodyLimit = max(0, bodyLimit)
    self.bodyBudget = max(0, bodyBudget)
    slots = Array(repeating: nil, count: max(1, capacity))
    pendingRequests = Array(repeating: nil, count: max(1, capacity))
  }

  /// Notes which request the entry in `slot` waits on (under the lock).
  private func notePending(_ entry: InspectedExchange, in slot: Int) {
    let request = entry.use == .pending ? entry.browserRequest : nil
    let old = pendingRequests[slot]
    guard old != request else { return }
    if let old {
      pendingSlots[old]?.removeAll { $0 == slot }
      if pendingSlots[old]?.isEmpty == true { pendingSlots[old] = nil }
    }
    if let request { pendingSlots[request, default: []].append(slot) }
    pendingRequests[slot] = request
  }

  /// Told (from any thread) after each change, e.g. to wake the screen.
  public func observe(_ observer: @escaping @Sendable () -> Void) {
    lock.withLock { self.observer = observer }
  }

  /// Grows with every change: a cheap way to see whether anything is new.
  public var version: Int { lock.withLock { changeCount } }

  /// Every entry kept, oldest first.
  public func exchanges() -> [InspectedExchange] {
    lock.withLock {
      let first = max(1, nextID - capacity)
      return (first..<nextID).compactMap { id in
        slots[id % capacity].flatMap { $0.id == id ? $0 : nil }
      }
    }
  }

  public func exchange(id: Int) -> InspectedExchange? {
    lock.withLock { slots[id % capacity].flatMap { $0.id == id ? $0 : nil } }
  }

  /// Starts an entry and returns its id.
  func begin(_ make: (Int) -> InspectedExchange) -> Int {
    let (id, observer) = lock.withLock {
      let id = nextID
      nextID += 1
      bodyBytes -= slots[id % capacity]?.body.count ?? 0
      let entry = make(id)
      slots[id % capacity] = entry
      notePending(entry, in: id % capacity)
      changeCount += 1
      return (id, self.observer)
    }
    observer?()
    return id
  }

  func update(_ id: Int, _ change: (inout InspectedExchange) -> Void) {
    let observer: (@Sendable () -> Void)? = lock.withLock {
      let slot = id % capacity
      guard var entry = slots[slot], entry.id == id else { return nil }
      let before = entry.body.count
      change(&entry)
      slots[slot] = entry
      notePending(entry, in: slot)
      bodyBytes += entry.body.count - before
      if bodyBytes > bodyBudget { dropOldBodies(sparing: id) }
      changeCount += 1
      return self.observer
    }
    observer?()
  }

  /// Empties the oldest bodies until the total fits (under the lock). An emptied body reads as
  /// cut at 0 bytes; its size and everything else stay.
  private func dropOldBodies(sparing kept: Int) {
    for id in max(1, nextID - capacity)..<nextID where bodyBytes > bodyBudget && id != kept {
      let slot = id % capacity
      guard var entry = slots[slot], entry.id == id, !entry.body.isEmpty else { continue }
      bodyBytes -= entry.body.count
      entry.body = Data()
      slots[slot] = entry
    }
  }

  /// Notes a retry wait on the request being sent by the calling task (see `Services.live`).
  public func noteRetry(_ notice: RetryNotice) {
    guard let id = InspectorContext.exchangeID else { return }
    update(id) { $0.retries.append(RetryWait(reason: notice.reason, wait: notice.delay)) }
  }

  /// The browser says whether it took the answers to its request `browserRequest` or dropped
  /// them as stale.
  public func noteUse(browserRequest: Int, taken: Bool) {
    let observer: (@Sendable () -> Void)? = lock.withLock {
      guard let pending = pendingSlots.removeValue(forKey: browserRequest) else { return nil }
      for index in pending {
        slots[index]?.use = taken ? .taken : .dropped
        pendingRequests[index] = nil
      }
      changeCount += 1
      return self.observer
    }
    observer?()
  }
}
