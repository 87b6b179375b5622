import Screen

/// `theme = "light"` and `[theme]` as a `ThemeSpec`, every mistake naming its line, in the
/// language config.toml's errors are said in.
enum ThemeSetting {
  static func spec(
    name: String?, colors: [ThemeColorSetting], path: String, lines: ConfigLines
  ) throws(ReelError) -> ThemeSpec {
    var spec = ThemeSpec()
    if let name {
      guard let base = BuiltInTheme(rawValue: name.lowercased()) else {
        let themes = BuiltInTheme.allCases.map(\.rawValue).joined(separator: ", ")
        let quoted = ConfigFile.quoted(name)
        throw ConfigWords.error(
          ConfigPlace(path: path, line: lines.line(["theme", "name"]) ?? lines.line(["theme"]))
            .with(
              ConfigSaying(
                .configNoTheme, ["name": .text(quoted), "themes": .text(themes)],
                english: "there is no built-in theme \"\(quoted)\"; use \(themes)")))
      }
      spec.base = base
    }
    for setting in colors {
      let place = ConfigPlace(path: path, line: setting.line)
      guard let role = ThemeRole(rawValue: setting.role) else {
        let roles = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
        let quoted = ConfigFile.quoted(setting.role)
        throw ConfigWords.error(
          place.with(
            ConfigSaying(
              .configNoThemeRole, ["name": .text(quoted), "roles": .text(roles)],
              english: "[theme] has no \"\(quoted)\"; use name, \(roles)")))
      }
      guard let color = ThemeColorName.color(setting.value) else {
        let quoted = ConfigFile.quoted(setting.value)
        throw ConfigWords.error(
          place.with(
            ConfigSaying(
              .configNotAColour, ["value": .text(quoted)],
              english: "\"\(quoted)\" is not a colour; use a name (cyan, bright-blue, default), "
                + "0-255 or #rrggbb")))
      }
      spec.colors[role] = color
    }
    return spec
  }
}
