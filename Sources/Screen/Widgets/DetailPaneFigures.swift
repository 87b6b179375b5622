import Browser
import TMDB

/// For `reel-bench --only detail`: the detail pane of films as a `j` shows them (their list
/// rows, the details still to come, a placeholder poster), drawn at 120x40 beside the list,
/// the cells way (`DetailSummaryCells`) or the general one (`DetailContent`).
public enum DetailPaneFigures {
  private final class NoPosters: PosterProvider, Sendable {
    func poster(path: String?, title: String, size: Size) -> PosterArt? { nil }
  }

  /// Draws each of `films`' panes once into a cleared pane; returns a checksum of the cells,
  /// so the work is not optimised away.
  @inline(never)
  public static func drawPanes(_ films: [MovieSummary], genres: [Int: String], inCells: Bool)
    -> Int
  {
    var model = DetailModel(
      BrowserState(), context: RenderContext(posters: PosterSlot(NoPosters())))
    model.genres = genres
    model.isLoading = true
    let theme = Theme(.extended)
    let pane = Rect(x: 61, y: 2, width: 59, height: 37)
    var buffer = Buffer(width: 120, height: 40)
    var links: [Hyperlink] = []
    var sum = 0
    for film in films {
      model.movie = film
      buffer.fill(pane)
      sum &+= DetailWidget(model: model, theme: theme).draw(
        in: pane, buffer: &buffer, hyperlinks: &links, summaryInCells: inCells)
      sum &+= Int(buffer[63, 3].code)
    }
    return sum
  }
}
