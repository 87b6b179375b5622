/// Renders values readably and lists where two of them differ, property by property, using
/// `Mirror`. Dictionaries and sets are rendered in sorted order so that equal values always
/// render alike, whatever their internal order.
enum StateDiff {
  /// Lines describing each differing leaf of `expected` and `actual`, by property path.
  static func differences(_ expected: Any, _ actual: Any, path: String = "") -> [String] {
    let renderedExpected = render(expected)
    let renderedActual = render(actual)
    guard renderedExpected != renderedActual else { return [] }
    let left = Mirror(reflecting: expected)
    let right = Mirror(reflecting: actual)
    switch (left.displayStyle, right.displayStyle) {
    case (.struct, .struct)
    where type(of: expected) == type(of: actual) && !describesItself(expected):
      return zip(left.children, right.children).flatMap { a, b in
        differences(a.value, b.value, path: join(path, a.label ?? "?"))
      }
    case (.optional, .optional):
      if let a = left.children.first, let b = right.children.first {
        return differences(a.value, b.value, path: path)
      }
    case (.dictionary, .dictionary):
      let a = entries(left)
      let b = entries(right)
      let keys = Set(a.keys).union(b.keys).sorted(by: keyOrder)
      return keys.flatMap { key -> [String] in
        let keyPath = "\(path)[\(key)]"
        switch (a[key], b[key]) {
        case (let x?, let y?): return differences(x, y, path: keyPath)
        case (let x?, nil): return lines(keyPath, render(x), "(absent)")
        case (nil, let y?): return lines(keyPath, "(absent)", render(y))
        case (nil, nil): return []
        }
      }
    case (.collection, .collection) where left.children.count == right.children.count:
      return zip(left.children, right.children).enumerated().flatMap { index, pair in
        differences(pair.0.value, pair.1.value, path: "\(path)[\(index)]")
      }
    default:
      break
    }
    return lines(path.isEmpty ? "(value)" : path, renderedExpected, renderedActual)
  }

  /// A compact one-line rendering; nil properties of structs are left out.
  static func render(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { render($0.value) } ?? "nil"
    case .collection:
      return "[" + mirror.children.map { render($0.value) }.joined(separator: ", ") + "]"
    case .set:
      let items = mirror.children.map { render($0.value) }.sorted(by: keyOrder)
      return "[" + items.joined(separator: ", ") + "]"
    case .dictionary:
      let pairs = entries(mirror).map { ($0.key, render($0.value)) }.sorted { keyOrder($0.0, $1.0) }
      if pairs.isEmpty { return "[:]" }
      return "[" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "]"
    case .enum:
      guard let payload = mirror.children.first else { return ".\(value)" }
      let inner = Mirror(reflecting: payload.value)
      let rendered = render(payload.value)
      let arguments = inner.displayStyle == .tuple ? rendered : "(\(rendered))"
      return ".\(payload.label ?? "?")\(arguments)"
    case .tuple:
      let parts = mirror.children.map { child -> String in
        let label = child.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? ""
        return label + render(child.value)
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .struct, .class:
      if describesItself(value) { return String(reflecting: value) }
      let fields = mirror.children.compactMap { child -> String? in
        if Mirror(reflecting: child.value).displayStyle == .optional,
          Mirror(reflecting: child.value).children.isEmpty
        {
          return nil
        }
        return "\(child.label ?? "?"): \(render(child.value))"
      }
      return "\(type(of: value))(" + fields.joined(separator: ", ") + ")"
    default:
      return String(reflecting: value)
    }
  }

  private static func describesItself(_ value: Any) -> Bool {
    value is CustomStringConvertible || value is CustomDebugStringConvertible
  }

  private static func entries(_ mirror: Mirror) -> [String: Any] {
    var result: [String: Any] = [:]
    for entry in mirror.children {
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else { continue }
      result[render(pair[0].value)] = pair[1].value
    }
    return result
  }

  /// Numbers in numeric order (shorter first), everything else alphabetically.
  private static func keyOrder(_ a: String, _ b: String) -> Bool {
    (a.count, a) < (b.count, b)
  }

  private static func join(_ path: String, _ label: String) -> String {
    path.isEmpty ? label : "\(path).\(label)"
  }

  private static func lines(_ path: String, _ expected: String, _ actual: String) -> [String] {
    ["  \(path):", "    \u{2212} \(expected)", "    + \(actual)"]
  }
}
