import Foundation

/// What to measure and how often: `reel-bench [--only start,keys,…] [--runs N]
/// [--idle-seconds S] [--reel PATH]`.
struct BenchOptions {
  static let groups = [
    "start", "keys", "idle", "render", "render-j", "search", "hold", "goto-end", "cache", "pages",
    "posters", "inspector",
    "detail",  // detail3: a new film's detail pane, in process
  ]
  static let usage = """
    usage: reel-bench [--only GROUP,...] [--runs N] [--idle-seconds S] [--reel PATH]
                      [--baseline PATH]
      groups: \(groups.joined(separator: ", ")) (default: all)
      --runs N          interleaved runs per process figure (default 5; medians are shown)
      --idle-seconds S  how long the idle figure watches (default 10)
      --reel PATH       the reel binary to measure (default: beside reel-bench)
      --baseline PATH   another reel build, started in the same interleaved runs (start group)
    Build with -c release: swift run -c release reel-bench
    """

  var only: Set<String> = Set(groups)
  var runs = 5
  var idleSeconds = 10
  var reel: String
  var baseline: String?

  init(_ arguments: [String]) throws {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    reel = executable.deletingLastPathComponent().appendingPathComponent("reel").path
    var rest = arguments[...]
    func value(_ name: String) throws -> String {
      guard let next = rest.popFirst() else { throw BenchError("\(name) needs a value") }
      return next
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--only":
        let chosen = Set(try value(argument).split(separator: ",").map(String.init))
        let unknown = chosen.subtracting(Self.groups)
        guard unknown.isEmpty else {
          throw BenchError("unknown group \(unknown.sorted().joined(separator: ", "))")
        }
        only = chosen
      case "--runs":
        guard let count = Int(try value(argument)), count > 0 else {
          throw BenchError("--runs wants a positive number")
        }
        runs = count
      case "--idle-seconds":
        guard let seconds = Int(try value(argument)), seconds > 0 else {
          throw BenchError("--idle-seconds wants a positive number")
        }
        idleSeconds = seconds
      case "--reel":
        reel = try value(argument)
      case "--baseline":
        baseline = try value(argument)
      case "-h", "--help":
        say(Self.usage)
        exit(0)
      default:
        throw BenchError("unknown argument \(argument)\n\(Self.usage)")
      }
    }
  }
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
