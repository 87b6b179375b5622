// Tools/perf/cache-check.sh builds and runs this: see there.
import Foundation

let folder = ProcessInfo.processInfo.environment["BODIES"] ?? "."
let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
let bodies = files.compactMap { FileManager.default.contents(atPath: folder + "/" + $0) }
let total = bodies.reduce(0) { $0 + $1.count }
func time(_ name: String, _ work: (Data) -> Bool) {
  var best = Double.infinity
  var kept = 0
  for _ in 0..<7 {
    let start = DispatchTime.now().uptimeNanoseconds
    kept = 0
    for _ in 0..<10 { for body in bodies where work(body) { kept += 1 } }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / 10
    best = min(best, seconds)
  }
  print(
    name,
    String(
      format: "%.2f ms per pass over %d bodies (%d KB), %.1f MB/s", best * 1000, bodies.count,
      total / 1024, Double(total) / best / 1e6), kept)
}
time("old JSONSerialization object+error check") { body in
  guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
    return false
  }
  return object["status_code"] == nil || object["status_message"] == nil
}
time("new byte check (UTF-8 + top-level keys)") { body in
  guard body.first == UInt8(ascii: "{"), body.withUnsafeBytes(UTF8Check.isValid) else {
    return false
  }
  let keys = JSONTopLevelKeys.of(body)
  return !(keys.contains("status_code") && keys.contains("status_message"))
}
