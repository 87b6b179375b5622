/// A few slots for work, and a short stack of requests waiting for one: the newest waiter
/// goes next, and when the stack overflows the oldest waiter is turned away. Scrolling past a
/// hundred posters therefore starts a handful of jobs, for the posters still near the
/// selection, rather than a queue of a hundred. A waiter whose task is cancelled leaves at
/// once.
public actor LatestWinsSlots {
  let capacity: Int
  let maxWaiting: Int
  private var busy = 0
  private var waiting: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
  private var nextWaiterID = 0

  init(capacity: Int, maxWaiting: Int) {
    self.capacity = max(1, capacity)
    self.maxWaiting = max(0, maxWaiting)
  }

  /// Waits for a slot; throws `CancellationError` when turned away or cancelled. After a
  /// normal return the caller must `release()`.
  func acquire() async throws {
    if Task.isCancelled { throw CancellationError() }
    if busy < capacity {
      busy += 1
      return
    }
    let id = nextWaiterID
    nextWaiterID += 1
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiting.append((id, continuation))
        if waiting.count > maxWaiting {
          waiting.removeFirst().continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      Task { await self.abandon(id) }
    }
  }

  /// Requests waiting now.
  var waitingCount: Int { waiting.count }

  func release() {
    if waiting.isEmpty {
      busy -= 1
    } else {
      // The slot passes straight to the newest waiter.
      waiting.removeLast().continuation.resume()
    }
  }

  /// Runs `work` in a slot, off the actor; turned away or cancelled is `.cancelled`.
  nonisolated func run<Value: Sendable>(
    _ work: @Sendable () async throws(ImageFailure) -> Value
  ) async throws(ImageFailure) -> Value {
    do {
      try await acquire()
    } catch {
      throw .cancelled
    }
    do {
      let value = try await work()
      await release()
      return value
    } catch {
      await release()
      throw error
    }
  }

  private func abandon(_ id: Int) {
    guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
    waiting.remove(at: index).continuation.resume(throwing: CancellationError())
  }
}
