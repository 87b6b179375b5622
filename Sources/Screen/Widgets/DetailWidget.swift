import Browser
import TMDB

/// The detail pane: `DetailContent` scrolled by the model's scroll, clamped so it never
/// scrolls past the end, with ▲/▼ in the right margin when text is hidden above or below.
struct DetailWidget {
  let model: DetailModel
  let theme: Theme

  /// Draws the pane; returns how far it can scroll (0 when everything fits).
  @discardableResult
  func draw(in pane: Rect, buffer: inout Buffer) -> Int {
    var hyperlinks: [Hyperlink] = []
    return draw(in: pane, buffer: &buffer, hyperlinks: &hyperlinks)
  }

  /// Draws the pane and adds the web addresses it shows to `hyperlinks`; returns how far it
  /// can scroll.
  func draw(in pane: Rect, buffer: inout Buffer, hyperlinks: inout [Hyperlink]) -> Int {
    draw(in: pane, buffer: &buffer, hyperlinks: &hyperlinks, summaryInCells: true)
  }

  /// `draw`, with the summary of a film laid straight into cells (`DetailSummaryCells`) or,
  /// when `summaryInCells` is false, always through `DetailContent` (tests compare the two).
  func draw(
    in pane: Rect, buffer: inout Buffer, hyperlinks: inout [Hyperlink], summaryInCells: Bool
  ) -> Int {
    var reach: DetailPaneReach?
    return draw(
      in: pane, buffer: &buffer, hyperlinks: &hyperlinks, summaryInCells: summaryInCells,
      reach: &reach)
  }

  /// `draw` over a blank pane, saying in `reach`, when one is given (blank: `pane`'s), how
  /// far right each row now holds something. A pane drawn with a reach must be blank (the
  /// renderer clears it first): the poster's cells are then not read to see it so.
  func draw(
    in pane: Rect, buffer: inout Buffer, hyperlinks: inout [Hyperlink], summaryInCells: Bool,
    reach: inout DetailPaneReach?
  ) -> Int {
    // A placeholder poster the canvas left in place (`DetailPaneReach.keptPlaceholder`): the
    // summary draws its initials again; any other pane blanks it first.
    // Taken out and put back: read through the optional, the reach was copied.
    var kept: Rect?
    if var held = reach.take() {
      kept = held.keptPlaceholder
      held.keptPlaceholder = nil
      reach = held
    }
    let content = Self.content(of: pane)
    if !content.isEmpty, summaryInCells, let movie = model.movie,
      DetailSummaryCells.applies(to: model, direction: buffer.direction)
    {
      return drawSummary(movie, in: content, &buffer, reach: &reach, kept: kept)
    }
    if let kept { buffer.fill(kept) }
    guard !content.isEmpty else { return 0 }
    guard let text = DetailContent(model: model, theme: theme, width: content.width).text()
    else {
      if let hint = model.emptyHint {
        buffer.putCentered([[Span(hint, theme.dim)]], in: content)
        reach?.reachWhole()
      }
      return 0
    }
    // The poster heads the text and scrolls with it; its rows are reserved even while it
    // loads, so the text never jumps when it arrives.
    let poster = posterSize(for: content)
    let posterRows = poster.map { $0.height + 1 } ?? 0
    let lines = Array(repeating: [], count: posterRows) + text.lines
    var offset = Self.scrollOffset(model.scroll, lines: lines.count, height: content.height)
    if let selected = text.selectedLine.map({ $0 + posterRows }) {
      // The selected link stays on screen, whatever the scroll.
      if selected < offset { offset = selected }
      if selected >= offset + content.height { offset = selected - content.height + 1 }
    }
    for (index, line) in lines.dropFirst(offset).prefix(content.height).enumerated() {
      buffer.put(line, x: content.x, y: content.y + index, maxWidth: content.width)
    }
    // Every row a line (or the poster's) was put on, and the marks' rows: the general way is
    // not the way of a `j`, so each is said to reach the edge.
    let shownLines = min(max(lines.count - offset, 0), content.height)
    reach?.reachWhole(rows: content.y..<(content.y + shownLines))
    for link in text.hyperlinks {
      let row = link.line + posterRows - offset
      guard row >= 0, row < content.height,
        let found = buffer.hyperlink(to: link.url.absoluteString, onRow: content.y + row)
      else { continue }
      hyperlinks.append(found)
    }
    if let poster {
      drawPoster(poster, in: content, offset: offset, &buffer)
      reach?.reachWhole(rows: content.y..<(content.y + poster.height))
    }
    if offset > 0 {
      buffer.put("▲", x: content.maxX, y: content.y, style: theme.dim)
      reach?.reachWhole(rows: content.y..<(content.y + 1))
    }
    if offset + content.height < lines.count {
      buffer.put("▼", x: content.maxX, y: content.maxY - 1, style: theme.dim)
      reach?.reachWhole(rows: (content.maxY - 1)..<content.maxY)
    }
    return max(lines.count - content.height, 0)
  }

  /// The film before its details arrive, from the pane's first line: its poster's rows, then
  /// its summary; the same cells as the general path.
  private func drawSummary(
    _ movie: MovieSummary, in content: Rect, _ buffer: inout Buffer,
    reach: inout DetailPaneReach?, kept: Rect?
  ) -> Int {
    let poster = posterSize(for: content)
    let box = poster.map { Rect(x: content.x, y: content.y, width: $0.width, height: $0.height) }
    // A pane drawn with a reach was cleared first (`draw`): the poster's cells are blank, but
    // for a placeholder kept in its box, which is drawn over below. One kept anywhere else is
    // blanked before the text is laid.
    let overBlank = reach != nil
    var kept = kept
    if let held = kept, held != box {
      buffer.fill(held)
      kept = nil
    }
    var writer = DetailLineWriter(in: content, skipping: poster.map { $0.height + 1 } ?? 0)
    // The writer says how far each line reaches; moved in and out, not copied.
    writer.reach = reach.take()
    DetailSummaryCells(model: model, theme: theme).draw(movie, into: &writer, &buffer)
    reach = writer.reach.take()
    if let poster, let box {
      if kept != nil,
        Self.redrawInitials(
          PosterPlaceholder.quickInitials(of: model.posterTitle), in: box, theme: theme, &buffer)
      {
        reach?.placeholder = box
      } else {
        if kept != nil { buffer.fill(box) }
        let inPlace = drawPoster(poster, in: content, offset: 0, overBlank: overBlank, &buffer)
        reach?.placeholder = inPlace ? box : nil
      }
      // The placeholder's frame, and the cell after it, which a cut wide grapheme may mend.
      reach?.reach(
        rows: content.y..<(content.y + poster.height), to: content.x + poster.width + 1)
    }
    let count = writer.count
    writer.finish()
    if count > content.height {
      buffer.put("▼", x: content.maxX, y: content.maxY - 1, style: theme.dim)
      reach?.reachWhole(rows: (content.maxY - 1)..<content.maxY)
    }
    return max(count - content.height, 0)
  }

  /// The poster's size in cells: a third of the pane's width (at most 24 columns, about 2:3
  /// with cells twice as tall as wide), when posters are on and the pane is tall enough to
  /// keep room for the text.
  private func posterSize(for content: Rect) -> Size? {
    guard model.posters != nil, model.hasMovie || model.hasDetails else { return nil }
    let columns = min(24, content.width / 3 + 4)
    let rows = columns * 3 / 4
    guard columns >= 10, content.height >= rows + 8 else { return nil }
    return Size(width: columns, height: rows)
  }

  /// `overBlank`: the caller knows the poster's cells are blank (see `drawPlaceholder`).
  /// Returns whether the poster is the placeholder drawn in place.
  @discardableResult
  private func drawPoster(
    _ size: Size, in content: Rect, offset: Int, overBlank: Bool = false, _ buffer: inout Buffer
  ) -> Bool {
    guard offset < size.height else { return false }
    let path = model.posterPath
    let title = model.posterTitle
    // Asked for once the details are in, as they are, after the selection settles: holding
    // `j` through a list decodes no posters on the way.
    let wanted = model.hasDetails ? model.posters : nil
    if let art = wanted?.provider.poster(path: path, title: title, size: size) {
      buffer.put(art, x: content.x, y: content.y, fromRow: offset, maxRows: content.height)
      return false
    }
    return Self.drawPlaceholder(
      initials: PosterPlaceholder.quickInitials(of: title), size: size,
      at: Point(x: content.x, y: content.y), fromRow: offset, maxRows: content.height,
      theme: theme, overBlank: overBlank, buffer: &buffer)
  }

  /// One column of margin each side; the right one holds the scroll marks.
  private static func content(of pane: Rect) -> Rect { pane.inset(left: 1, right: 1) }

  /// The first line shown: the requested scroll, kept between the top and the last screenful.
  static func scrollOffset(_ requested: Int, lines: Int, height: Int) -> Int {
    min(max(requested, 0), max(lines - height, 0))
  }
}
