import Synchronization
import TMDB

@testable import Screen

/// Posters that arrive when a test says so (the others never do): `ready` holds the film ids
/// (read from the poster path, `/ID.jpg`) whose posters are given. Each is either a picture the
/// terminal draws, where `drawnByTerminal` says so, or `cell(id)` in every cell.
final class HeldPosters: PosterProvider, Sendable {
  let ready = Mutex<Set<Int>>([])
  private let drawnByTerminal: @Sendable (_ id: Int, _ title: String) -> Bool
  private let cell: @Sendable (_ id: Int) -> Cell

  init(
    drawnByTerminal: @escaping @Sendable (_ id: Int, _ title: String) -> Bool,
    cell: @escaping @Sendable (_ id: Int) -> Cell
  ) {
    self.drawnByTerminal = drawnByTerminal
    self.cell = cell
  }

  func poster(path: String?, title: String, size: Size) -> PosterArt? {
    guard let path, let id = Int(path.dropFirst().prefix { $0 != "." }),
      ready.withLock({ $0.contains(id) })
    else { return nil }
    if drawnByTerminal(id, title) {
      return PosterArt(
        width: size.width, height: size.height,
        image: OutOfBandImage(
          key: "\(path)@\(size.width)x\(size.height)", kind: .stored(id: UInt32(id & 0xFFFF)),
          size: size, transmit: Array(path.utf8)))
    }
    return PosterArt(
      width: size.width, height: size.height,
      cells: Array(repeating: cell(id), count: size.width * size.height))
  }
}

/// No posters at all: every card and pane shows its placeholder.
final class NoPosters: PosterProvider, Sendable {
  func poster(path: String?, title: String, size: Size) -> PosterArt? { nil }
}
