import Screen
import Testing

/// Putting laid-out text into cells: styles follow their words through reordering,
/// right-to-left lines sit at the right edge, and a mirrored layout swaps the panes.
@Suite struct BidiLayoutTests {
  @Test func mirroringSwapsListAndDetail() {
    let screen = Rect(x: 0, y: 0, width: 120, height: 40)
    let list = Rect(x: 0, y: 1, width: 66, height: 38)
    let detail = Rect(x: 67, y: 1, width: 53, height: 38)
    #expect(list.mirrored(in: screen) == Rect(x: 54, y: 1, width: 66, height: 38))
    #expect(detail.mirrored(in: screen) == Rect(x: 0, y: 1, width: 53, height: 38))
    #expect(list.mirrored(in: screen).mirrored(in: screen) == list)
    #expect(list.laidOut(.leftToRight, in: screen) == list)
    // Inside a pane that does not start at column 0.
    let pane = Rect(x: 10, y: 0, width: 20, height: 5)
    #expect(Rect(x: 12, y: 2, width: 3, height: 1).mirrored(in: pane).x == 25)
    #expect(mirroredColumn(0, cellWidth: 2, rowWidth: 80) == 78)
  }

  @Test func stylesFollowTheirWordsThroughReordering() {
    // "שלום" bold, then " 7.8" plain, parts of one right-to-left sentence.
    let styled = BidiStyledLine(
      [("שלום", "bold"), (" 7.8", "plain")], base: .auto, isolatingPieces: false)
    #expect(styled.line.text == "7.8 םולש")
    #expect(styled.runs.map(\.text) == ["7.8 ", "םולש"])
    #expect(styled.runs.map(\.attribute) == ["plain", "bold"])
  }

  @Test func aRightToLeftFieldCannotMoveTheFieldsBesideIt() {
    // A list row: number, title, year. Joined as one paragraph, the year would jump left of
    // the Hebrew title ("1. 2021 םולש"); isolated, each field keeps its place.
    let row = BidiStyledLine(
      [("1. ", "dim"), ("שלום", "title"), (" 2021", "dim")], base: .leftToRight)
    #expect(row.line.text == "1. םולש 2021")
    #expect(row.runs.map(\.attribute) == ["dim", "title", "dim"])
    let joined = BidiStyledLine(
      [("1. ", "dim"), ("שלום", "title"), (" 2021", "dim")], base: .leftToRight,
      isolatingPieces: false)
    #expect(joined.line.text == "1. 2021 םולש")
    // On a right-to-left screen the fields run from the right.
    let mirrored = BidiStyledLine([("Dune", "title"), (" 2021", "dim")], base: .rightToLeft)
    #expect(mirrored.line.text == " 2021Dune")
  }

  @Test func rightToLeftLinesAreDrawnAtTheRightEdge() {
    var buffer = Buffer(width: 10, height: 2)
    buffer.put(BidiLine("שלום", base: .auto), in: buffer.area.row(0))
    buffer.put(BidiLine("Dune", base: .auto), in: buffer.area.row(1))
    #expect(buffer.lines() == ["      םולש", "Dune"])
  }

  @Test func styledLinesKeepTheirStylesInTheCells() {
    var buffer = Buffer(width: 12, height: 1)
    let bold = Style.plain.adding(.bold)
    let styled = BidiStyledLine(
      [("שלום", bold), (" 7.8", Style.plain)], base: .auto, isolatingPieces: false)
    let used = buffer.put(styled, in: buffer.area.row(0))
    #expect(used == 8)
    #expect(buffer.lines() == ["    7.8 םולש"])
    #expect(buffer[4, 0].style == .plain)
    #expect(buffer[8, 0].style == bold)
  }

  @Test func theTerminalIsToldExplicitModeAndGivenImplicitModeBack() {
    #expect(TerminalBidiMode.enterExplicit == "\u{1B}[8l")
    #expect(TerminalBidiMode.restoreImplicit == "\u{1B}[8h")
  }
}
