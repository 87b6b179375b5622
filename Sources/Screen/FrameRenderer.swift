import Browser

/// Renders frame after frame, drawing only what changed since the last one.
///
/// A `j` on the results screen changes two list rows, the position in the list's title and
/// the detail pane; rendering the whole screen into a new buffer allocated, blanked and drew
/// 4,800 cells for it, and a press every 60 ms finds none of that memory in the CPU's caches.
/// This keeps the last frame's cells and what each region was drawn from (`RegionMemo`), and
/// draws again only the regions whose inputs differ: the same cells as `render` draws from
/// nothing (the tests compare the two over long random sessions).
///
/// Two buffers take turns, so that the one handed out (which the terminal keeps to compare
/// the next frame with) is never written again: the other one, two frames old, is brought up
/// to date by copying the rectangles the last frame drew, then drawn on. Neither is allocated
/// again while the size stays the same.
public struct FrameRenderer {
  /// The last frame's cells.
  private var front: Buffer?
  /// The frame before it: the storage the next frame is drawn in.
  private var back: Buffer?
  /// Where `front` may differ from `back`, as placed on the screen.
  private(set) var damage: [Rect] = []
  /// `front`'s number (`FrameDamage.serial`).
  private var frontSerial: UInt64?
  /// The canvas frames are drawn on, kept with what each region was drawn from (its memo)
  /// between frames; it holds no buffer between them.
  private var canvas = FrameCanvas(
    buffer: Buffer(width: 0, height: 0), memo: RegionMemo(), incremental: false)

  /// The styles of the last frame's colours and theme: working them out looks up every role
  /// of the theme, and they stay the same for the program's life.
  private var styles: Styles?

  private struct Styles {
    var colors: ColorSupport
    var spec: ThemeSpec
    var theme: Theme

    func suit(_ context: RenderContext) -> Bool {
      colors == context.colors && spec == context.theme
    }
  }

  public init() {}

  private mutating func theme(for context: RenderContext) -> Theme {
    // Asked where the styles are kept: `if let styles` copied them out (a theme of strings and
    // tables) and destroyed the copy through the runtime's generic witnesses, at every frame.
    if styles?.suit(context) == true, let theme = styles?.theme { return theme }
    let theme = Theme(context.colors, spec: context.theme)
    styles = Styles(colors: context.colors, spec: context.theme, theme: theme)
    return theme
  }

  /// The frame for `state`, as `render(_:size:context:)` draws it.
  public mutating func render(_ state: BrowserState, size: Size, context: RenderContext)
    -> Frame
  {
    let look = FrameLook(
      size: size, language: context.language.tag, direction: context.language.direction,
      theme: theme(for: context), keys: context.keys,
      showsDetailAlone: state.focus == .detail)
    // The main list, copied out of the state's lists once a frame, not at every use.
    let main = state.main
    let panes = Self.drawsPanes(state, main: main, size: size)
    // The home screen's regions and the panes' are told apart by the memo (home3).
    // The screen matched, not compared: `==` calls the screens' derived equality, copying both.
    var onHome = false
    if case .home = state.screen { onHome = true }
    let incremental =
      panes && canvas.memo.look.holds(look) && front != nil
      && (canvas.memo.home != nil) == onHome
    let (buffer, stale) = takeBuffer(size: size, keepingLastFrame: incremental)
    // The memo stays in the canvas: it holds the only reference to what the regions keep, so
    // changing a row's memo copies no other.
    canvas.begin(buffer: buffer, incremental: incremental, last: front, stale: stale)
    canvas.buffer.direction = look.direction
    canvas.buffer.images.removeAll(keepingCapacity: true)
    let parts = drawScreen(state, main: consume main, look: look, context: context, canvas: &canvas)
    // An overlay is drawn over the panes: the detail pane's reach no longer says its cells.
    if !panes { canvas.forgetDetailReach() }
    // Only a frame of panes or home rows is remembered by region: any other (a message, an
    // overlay over the panes) is drawn whole, and so is the frame after it.
    // Stored as the branch says: `panes ? look : nil` built the optional in a temporary,
    // copied it in and destroyed it (a look holds the theme, the keys and the language).
    // An incremental frame's memo holds this look already (compared above, and `begin` keeps
    // the memo): stored again, the old one was destroyed through the runtime's witness.
    if !incremental {
      if panes { canvas.memo.look = look } else { canvas.memo.look = nil }
    }
    damage = canvas.damage
    let drawn = canvas.end()
    back = front
    front = drawn
    // Handed on to the terminal, which compares only inside the damage when it shows the frame
    // this one was drawn on (a frame drawn from nothing is based on none).
    let account = FrameDamage(base: incremental ? frontSerial : nil, rects: damage)
    frontSerial = account.serial
    // Made here from the drawn parts: the drawn frame given its cells and account, then
    // returned, was copied out (a retain of its cells, links and writes) and destroyed.
    return Frame(
      buffer: drawn, damage: account, cursor: parts.cursor,
      detailScrollLimit: parts.detailScrollLimit, overlayScrollLimit: parts.overlayScrollLimit,
      hyperlinks: parts.hyperlinks)
  }

  /// The frames drawn by region: the list and detail panes of the results and watchlist
  /// screens, and the home screen's rows, with nothing over them.
  static func drawsPanes(_ state: BrowserState, main: ResultList, size: Size) -> Bool {
    // Matched, not compared: `==` copies the overlay (an inspector's whole view) and the status.
    guard case nil = state.overlay, case .loaded = state.configurationStatus,
      size.width >= Layout.minimumWidth, size.height >= Layout.minimumHeight
    else { return false }
    switch state.screen {
    case .results:
      // Matched: `!= nil` copied the window (a retain of each of its tables) to compare it.
      if case .some = main.window { return true }
      return false
    case .watchlist: return true
    // The home screen's rows of cards (home3), unless a card's details fill the screen.
    case .home: return state.focus != .detail
    case .person, .collection: return false
    }
  }

  /// The buffer to draw the next frame in, and where it differs from the last frame: the
  /// older buffer's storage when it has the size, else a new one; blank unless the last
  /// frame's cells are kept (then the older buffer differs from it where the last frame drew).
  private mutating func takeBuffer(size: Size, keepingLastFrame: Bool) -> (Buffer, [Rect]) {
    let fits = back.map { $0.width == size.width && $0.height == size.height } ?? false
    var older = fits ? back : nil
    // Dropped here, so that `older` is the only reference left to the storage once the
    // terminal has let go of it, and writing to it copies nothing.
    back = nil
    if keepingLastFrame, let front {
      guard let buffer = older else { return (front, []) }
      older = nil
      // Moved out, not shared: the canvas takes rectangles out of it as regions are drawn
      // over, and a shared array was copied whole for that at every `j` (it is set again
      // when the frame is drawn).
      var stale: [Rect] = []
      swap(&stale, &damage)
      return (buffer, stale)
    }
    guard var buffer = older else {
      return (Buffer(width: size.width, height: size.height), [])
    }
    older = nil
    buffer.fill(buffer.area)
    return (buffer, [])
  }
}
