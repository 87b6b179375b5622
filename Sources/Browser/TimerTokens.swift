/// The token of each pending timer, one slot per `TimerKey`; nil: that timer is not pending.
///
/// Written like the dictionary it replaces (`timers[.detailPreview] = token`), but kept in four
/// fixed slots: nearly every key press starts the detail preview's timer or cancels one, and a
/// dictionary hashed the key, probed its table and, when the state had been copied, copied the
/// whole table first.
public struct TimerTokens: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  public var searchDebounce: Int?
  public var detailPreview: Int?
  public var statusFade: Int?
  public var countPause: Int?

  public init() {}

  public init(dictionaryLiteral elements: (TimerKey, Int)...) {
    for (key, token) in elements { self[key] = token }
  }

  public subscript(key: TimerKey) -> Int? {
    get {
      switch key {
      case .searchDebounce: searchDebounce
      case .detailPreview: detailPreview
      case .statusFade: statusFade
      case .countPause: countPause
      }
    }
    set {
      switch key {
      case .searchDebounce: searchDebounce = newValue
      case .detailPreview: detailPreview = newValue
      case .statusFade: statusFade = newValue
      case .countPause: countPause = newValue
      }
    }
  }

  /// Clears the slot; returns the token it held.
  @discardableResult
  public mutating func removeValue(forKey key: TimerKey) -> Int? {
    let token = self[key]
    self[key] = nil
    return token
  }

  /// The pending timers with their tokens, in `TimerKey.slot` order.
  public var pending: [(key: TimerKey, token: Int)] {
    [TimerKey.searchDebounce, .detailPreview, .statusFade, .countPause].compactMap { key in
      self[key].map { (key, $0) }
    }
  }

  /// No timer is pending.
  public var isEmpty: Bool {
    searchDebounce == nil && detailPreview == nil && statusFade == nil && countPause == nil
  }
}
