import Screen

/// `theme = "light"` and `[theme]` as a `ThemeSpec`. Each mistake is left out and said on its
/// line, so Reel starts in the colours it could read (a colour it could not stopped it).
enum ThemeSetting {
  static func spec(
    name: String?, colors: [ThemeColorSetting], path: String, lines: ConfigLines,
    mistakes: inout [(line: Int?, text: String)]
  ) -> ThemeSpec {
    var spec = ThemeSpec()
    if let name {
      if let base = BuiltInTheme(rawValue: name.lowercased()) {
        spec.base = base
      } else {
        let line = lines.line(["theme", "name"]) ?? lines.line(["theme"])
        mistakes.append(
          (
            line,
            "\(place(line, path)): there is no built-in theme \"\(ConfigFile.quoted(name))\"; "
              + "use " + BuiltInTheme.allCases.map(\.rawValue).joined(separator: ", ")
          ))
      }
    }
    for setting in colors {
      let place = place(setting.line, path)
      guard let role = ThemeRole(rawValue: setting.role) else {
        mistakes.append(
          (
            setting.line,
            "\(place): [theme] has no \"\(ConfigFile.quoted(setting.role))\"; use name, "
              + ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
          ))
        continue
      }
      guard let color = ThemeColorName.color(setting.value) else {
        mistakes.append(
          (
            setting.line,
            "\(place): \"\(ConfigFile.quoted(setting.value))\" is not a colour; use a name "
              + "(cyan, bright-blue, default), 0-255 or #rrggbb"
          ))
        continue
      }
      spec.colors[role] = color
    }
    return spec
  }

  private static func place(_ line: Int?, _ path: String) -> String {
    line.map { "\(path) line \($0)" } ?? path
  }
}
