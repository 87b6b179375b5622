import Browser
import TMDB

/// `--start NAME` and `start = "NAME"`: where the browser opens.
public enum StartOption {
  /// The names users write, in the order help lists them.
  public static let names = ["home"] + Category.allCases.map(\.rawValue) + ["watchlist"]

  /// The screen a name means, or nil for a name Reel does not know.
  /// Any case, and `_` for `-` as `[home] rows` takes them (`top_rated`).
  public static func screen(named name: String) -> StartScreen? {
    let lowered = name.lowercased().replacingOccurrences(of: "_", with: "-")
    switch lowered {
    case "home": return .home
    case "watchlist": return .watchlist
    default: return Category(rawValue: lowered).map { .category($0) }
    }
  }
}

/// The command line names the start screen without importing the browser.
public typealias StartScreen = Browser.StartScreen
