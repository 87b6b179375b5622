import Browser
import Screen

extension KeyMap {
  /// The key map's tables flattened into one dictionary per context, built once per map (and
  /// again after a remap), so a key press costs one hash look-up instead of walking, filtering
  /// and copying the tables.
  ///
  /// Each dictionary says what the tables' layering says: a context's own keys first (in table
  /// order, the first binding of a key wins), then the list's keys, except for the commands
  /// the context binds itself (so `[keys.detail] quit = ""` takes `q` away in the detail pane
  /// only).
  struct ResolvedKeys: Sendable {
    /// Every context but the search field, over the list's keys, by `KeyContext.index` (an
    /// array: hashing the context's name would cost as much as the look-up itself).
    private var byContext: [[Key: Command]] = []
    /// The detail pane on the watchlist screen: the detail's keys, the watchlist's (order,
    /// undo), then the list's.
    var detailOnWatchlist: [Key: Command] = [:]
    /// The search field's own keys alone; other printable keys are typed.
    var search: [Key: Command] = [:]
    /// The printable ASCII keys of `byContext` (space to `~`, nearly every key press), by
    /// `KeyContext.index * printableCount + code - 32`: an array read, where the dictionary
    /// would hash the key's Character as a String first.
    private var printableByContext: [Command?] = []
    private static let printableCount = 95

    init(_ tables: [Table]) {
      func bindings(_ context: KeyContext) -> [Binding] {
        tables.filter { $0.context == context }.flatMap(\.bindings)
      }
      func layered(_ chain: [KeyContext]) -> [Key: Command] {
        var resolved: [Key: Command] = [:]
        var overridden: Set<Command> = []
        for layer in chain + [.list] {
          let own = bindings(layer)
          for binding in own where !overridden.contains(binding.command) {
            for key in binding.keys where resolved[key] == nil {
              resolved[key] = binding.command
            }
          }
          if layer != .list { overridden.formUnion(own.map(\.command)) }
        }
        return resolved
      }
      byContext = Array(repeating: [:], count: KeyContext.allCases.count)
      for context in KeyContext.allCases where context != .search {
        byContext[context.index] = layered(context == .list ? [] : [context])
      }
      printableByContext = Array(
        repeating: nil, count: KeyContext.allCases.count * Self.printableCount)
      for context in KeyContext.allCases where context != .search {
        for code in 32..<127 {
          let key = Key.character(Character(Unicode.Scalar(UInt8(code))))
          printableByContext[context.index * Self.printableCount + code - 32] =
            byContext[context.index][key]
        }
      }
      detailOnWatchlist = layered([.detail, .watchlist])
      for binding in bindings(.search) {
        for key in binding.keys where search[key] == nil { search[key] = binding.command }
      }
    }

    /// What `key` does in `context` (not the search field, whose keys are `search`), read
    /// from the printable table for printable ASCII.
    func command(for key: Key, in context: KeyContext) -> Command? {
      if let code = key.printableASCII {
        return printableByContext[context.index * Self.printableCount + Int(code) - 32]
      }
      return byContext[context.index][key]
    }
  }
}

extension KeyContext {
  /// The context's place in `ResolvedKeys`, without hashing its name.
  fileprivate var index: Int {
    switch self {
    case .list: 0
    case .home: 1
    case .search: 2
    case .detail: 3
    case .watchlist: 4
    case .person: 5
    case .inspector: 6
    }
  }
}
