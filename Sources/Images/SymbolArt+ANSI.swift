/// Symbol art as lines of text with SGR colour sequences, for printing outside the full-screen
/// browser (a poster above `reel show ID` when stdout is a terminal).
extension SymbolArt {
  /// One string per row; each row ends with a reset, so nothing bleeds into what follows.
  public var ansiLines: [String] {
    (0..<height).map { row in
      var line = ""
      var current: (SymbolColor, SymbolColor)?
      for column in 0..<width {
        let cell = self[column, row]
        if current.map({ $0.0 != cell.foreground || $0.1 != cell.background }) ?? true {
          line +=
            "\u{1B}[0;\(Self.sgr(cell.foreground, background: false));"
            + "\(Self.sgr(cell.background, background: true))m"
          current = (cell.foreground, cell.background)
        }
        line.append(cell.character)
      }
      return line + "\u{1B}[0m"
    }
  }

  static func sgr(_ color: SymbolColor, background: Bool) -> String {
    switch color {
    case .terminalDefault: background ? "49" : "39"
    case .rgb(let r, let g, let b): "\(background ? 48 : 38);2;\(r);\(g);\(b)"
    case .indexed(let index) where index < 8: "\((background ? 40 : 30) + Int(index))"
    case .indexed(let index) where index < 16: "\((background ? 100 : 90) + Int(index) - 8)"
    case .indexed(let index): "\(background ? 48 : 38);5;\(index)"
    }
  }
}
