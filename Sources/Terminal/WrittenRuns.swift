import Screen

extension FrameWriter {
  /// Cells a frame wrote on one row, side by side.
  struct WrittenRun: Equatable {
    var row: Int
    var columns: Range<Int>
  }
}

/// The runs of cells a frame wrote, for what lives over cells (pictures, links): a picture
/// whose cells were written over is painted again. The run being written is kept apart from
/// the finished ones, so a cell costs a compare, not an array write.
struct WrittenRuns {
  private var finished: [FrameWriter.WrittenRun] = []
  private var row = -1
  private var start = 0
  private var end = 0

  /// Every run, the one being written last.
  var all: [FrameWriter.WrittenRun] {
    row < 0 ? finished : finished + [FrameWriter.WrittenRun(row: row, columns: start..<end)]
  }

  /// A new frame: no run yet.
  mutating func removeAll() {
    finished.removeAll(keepingCapacity: true)
    row = -1
  }

  /// `width` cells written from column `x` of row `y`: the run being written grows when they
  /// touch it, else it is finished and they start the next.
  mutating func record(x: Int, y: Int, width: Int) {
    if row == y, x >= start, x <= end {
      end = max(end, x + width)
      return
    }
    if row >= 0 { finished.append(FrameWriter.WrittenRun(row: row, columns: start..<end)) }
    (row, start, end) = (y, x, x + width)
  }

  /// Whether any run reaches into `rect`.
  func reach(into rect: Rect) -> Bool {
    func reaches(_ row: Int, _ columns: Range<Int>) -> Bool {
      row >= rect.y && row < rect.maxY && columns.overlaps(rect.x..<rect.maxX)
    }
    // The run being written is looked at apart: `all` would copy every run for it.
    if row >= 0, reaches(row, start..<end) { return true }
    return finished.contains { reaches($0.row, $0.columns) }
  }
}
