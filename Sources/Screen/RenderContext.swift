import Foundation

/// A terminal size in cells.
public struct Size: Hashable, Sendable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}

/// A cell position: column `x`, row `y`, from the top-left corner.
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// One line of the help overlay: the keys ("j / ↓") and what they do ("next movie").
public struct KeyHelpEntry: Hashable, Sendable {
  public var keys: String
  public var action: String

  public init(keys: String, action: String) {
    self.keys = keys
    self.action = action
  }
}

/// A titled group of help lines ("Moving", "Searching", …).
public struct KeyHelpSection: Hashable, Sendable {
  public var title: String
  public var entries: [KeyHelpEntry]

  public init(title: String, entries: [KeyHelpEntry]) {
    self.title = title
    self.entries = entries
  }
}

/// What a frame needs besides the browser state: things the runtime knows and the reducer
/// does not (the key map, the terminal's colours, the animation tick).
public struct RenderContext: Hashable, Sendable {
  /// "LIVE" or "REPLAY", shown as the badge in the status bar.
  public var mode: String
  /// Advances while anything loads; picks the spinner's frame.
  public var spinnerFrame: Int
  /// The live key map, for the `?` overlay.
  public var help: [KeyHelpSection]
  public var colors: ColorSupport
  /// Whose certifications the detail pane shows ("US", "DE", …).
  public var country: String
  /// The keys for each command, as mapped, for hints and messages.
  public var keys: KeyLabels
  /// Where the user is, for the days shown on screen (the watchlist's "added" column).
  public var timeZone: TimeZone
  /// The network record and breakpoints, while the inspector overlay is open.
  public var inspector = InspectorSnapshot()
  /// Posters, when images are on; nil draws placeholders.
  public var posters: PosterSlot?
  /// The user's language: the words on screen, how numbers are written, and the direction
  /// (a right-to-left language mirrors the whole screen).
  public var language: ScreenLanguage
  /// The colours the user chose (`theme` and `[theme]` in config.toml).
  public var theme: ThemeSpec = .standard

  public init(
    mode: String = "REPLAY", spinnerFrame: Int = 0, help: [KeyHelpSection] = [],
    colors: ColorSupport = .basic, country: String = "US", keys: KeyLabels = KeyLabels(),
    timeZone: TimeZone = .gmt, posters: PosterSlot? = nil, language: ScreenLanguage = .english,
    theme: ThemeSpec = .standard
  ) {
    self.language = language
    self.theme = theme
    self.posters = posters
    self.mode = mode
    self.spinnerFrame = spinnerFrame
    self.help = help
    self.colors = colors
    self.country = country
    self.keys = keys
    self.timeZone = timeZone
  }
}

/// One rendered screen: the cells, and where the terminal's cursor goes (after the text in the
/// search field while it has focus; nil hides it).
public struct Frame: Sendable {
  public var buffer: Buffer {
    // Cells changed after rendering: the renderer's account of them no longer holds.
    didSet { damage = nil }
  }
  /// Where the cells can differ from the renderer's frame before (see `FrameDamage`); nil for
  /// a frame not drawn by a `FrameRenderer`, or whose cells were changed after.
  public internal(set) var damage: FrameDamage?
  public var cursor: Point?
  /// How far the detail pane could scroll in this frame (nil when it is not shown): the
  /// runtime clamps the state's scroll to it, so scrolling back up answers at once, without
  /// laying the text out a second time.
  public var detailScrollLimit: Int?
  /// Web addresses on screen, for terminals that make them clickable (OSC 8).
  public var hyperlinks: [Hyperlink] = []

  /// Bytes for the terminal besides the cells (hyperlinks, the clipboard), written after the
  /// cells are flushed, in order.
  public var outOfBand: [OutOfBandWrite] = []

  /// How far the open help or message history could scroll in this frame (nil when neither
  /// is open); clamped the same way.
  public var overlayScrollLimit: Int?

  public init(
    buffer: Buffer, cursor: Point? = nil, detailScrollLimit: Int? = nil,
    overlayScrollLimit: Int? = nil, hyperlinks: [Hyperlink] = []
  ) {
    self.buffer = buffer
    self.cursor = cursor
    self.detailScrollLimit = detailScrollLimit
    self.hyperlinks = hyperlinks
    self.overlayScrollLimit = overlayScrollLimit
  }

  /// A renderer's frame: its cells, with the renderer's account of where they changed.
  init(
    buffer: Buffer, damage: FrameDamage, cursor: Point?, detailScrollLimit: Int?,
    overlayScrollLimit: Int?, hyperlinks: [Hyperlink]
  ) {
    self.buffer = buffer
    self.damage = damage
    self.cursor = cursor
    self.detailScrollLimit = detailScrollLimit
    self.hyperlinks = hyperlinks
    self.overlayScrollLimit = overlayScrollLimit
  }

  /// Pictures drawn by the terminal over the frame's blank cells, after the cells.
  public var images: [ImagePlacement] { buffer.images }

  /// Puts `text` on the system clipboard (OSC 52) when this frame is shown.
  public mutating func copyToClipboard(_ text: String) {
    outOfBand.append(.clipboard(text))
  }
}
