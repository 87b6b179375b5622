import Screen

/// `theme = "light"` and `[theme]` as a `ThemeSpec`, every mistake naming its line.
enum ThemeSetting {
  static func spec(
    name: String?, colors: [ThemeColorSetting], path: String, lines: ConfigLines
  ) throws(ReelError) -> ThemeSpec {
    var spec = ThemeSpec()
    if let name {
      guard let base = BuiltInTheme(rawValue: name.lowercased()) else {
        let place =
          (lines.line(["theme", "name"]) ?? lines.line(["theme"])).map {
            "\(path) line \($0)"
          } ?? path
        throw ReelError(
          "\(place): there is no built-in theme \"\(ConfigFile.quoted(name))\"; use "
            + BuiltInTheme.allCases.map(\.rawValue).joined(separator: ", "))
      }
      spec.base = base
    }
    for setting in colors {
      let place = setting.line.map { "\(path) line \($0)" } ?? path
      guard let role = ThemeRole(rawValue: setting.role) else {
        throw ReelError(
          "\(place): [theme] has no \"\(ConfigFile.quoted(setting.role))\"; use name, "
            + ThemeRole.allCases.map(\.rawValue).joined(separator: ", "))
      }
      guard let color = ThemeColorName.color(setting.value) else {
        throw ReelError(
          "\(place): \"\(ConfigFile.quoted(setting.value))\" is not a colour; use a name (cyan, bright-blue, default), 0-255 or #rrggbb"
        )
      }
      spec.colors[role] = color
    }
    return spec
  }
}
