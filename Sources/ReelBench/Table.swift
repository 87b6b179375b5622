import Foundation

/// The figures as one Markdown table, printed at the end (and each row as it is measured, so a
/// long run shows progress).
final class FigureTable {
  private var rows: [(figure: String, value: String, goal: String)] = []

  func add(_ figure: String, _ value: String, goal: String = "") {
    rows.append((figure, value, goal))
    // Straight to the descriptor: a row shows as soon as it is measured, even in a pipe.
    let line = "  \(figure): \(value)\(goal.isEmpty ? "" : "   [goal \(goal)]")\n"
    say(line, terminator: "")
  }

  func printMarkdown() {
    say("\n| figure | measured | goal |\n|---|---|---|")
    for row in rows { say("| \(row.figure) | \(row.value) | \(row.goal) |") }
  }
}

func median(_ samples: [Double]) -> Double {
  guard !samples.isEmpty else { return .nan }
  let sorted = samples.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func format(_ value: Double, _ unit: String, decimals: Int = 1) -> String {
  value.isNaN ? "n/a" : String(format: "%.\(decimals)f \(unit)", value)
}

/// Writes straight to stdout's descriptor, unbuffered, so rows show as they are measured even
/// in a pipe, in order with everything else the bench says.
func say(_ text: String, terminator: String = "\n") {
  writeAll(text + terminator, to: 1)
}

/// write(2) until everything is out or the descriptor refuses (a bench has nowhere to say it).
func writeAll(_ text: String, to descriptor: Int32) {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBufferPointer {
      write(descriptor, $0.baseAddress, $0.count)
    }
    guard written > 0 else { return }
    offset += written
  }
}
