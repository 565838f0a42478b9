import Foundation
import SectionKit

/// The server-driven document at sizes from 1,000 to 80,000 sections: the time per section,
/// and how much memory a showing touches, beside the size of this machine's last-level cache.
///
/// No target: this says why the 20,000-section time can be more than 20 times the 1,000-section
/// time (the server-driven group's target allows 25×). A showing at 1,000 sections touches a
/// few megabytes, which the last-level cache holds from one phase (decode, build, attach,
/// layout, render) to the next; at 20,000 it touches more than the cache holds, and every
/// phase reads what the one before it wrote from memory.
@MainActor
func runServerDrivenScalingGroup(_ verdicts: inout [Verdict]) {
  let sizes = [1_000, 5_000, 20_000, 80_000]
  let before = residentBytes()
  let results = runServerDrivenBenchmark(sizes: sizes, runsPerRound: [8, 2, 1, 1], rounds: 5)
  // The largest showing is the peak: what the smaller ones freed is used again.
  let documents = results.reduce(0) { $0 + $1.documentBytes }
  let touched = peakResidentBytes() - before - documents
  var table = Table(
    title:
      "Server-driven document by size (5 interleaved rounds; no target: the time per section beside the memory a showing touches; \(buildConfiguration))",
    columns: ["sections", "time min / median", "per section (median)", "vs 1,000, per section"])
  let base = results[0].time.median.milliseconds / Double(results[0].sections)
  for result in results {
    let perSection = result.time.median.milliseconds / Double(result.sections)
    table.rows.append([
      "\(result.sections)", spread(result.time), String(format: "%.2f µs", perSection * 1_000),
      String(format: "%.3f×", perSection / base),
    ])
  }
  print(table.render())
  let perSection = Double(touched) / Double(sizes.last ?? 1)
  print(
    "memory touched by a showing: about \(String(format: "%.1f", perSection / 1_024)) KB a section (peak resident growth at \(sizes.last ?? 0) sections, less the documents)"
  )
  if let cache = lastLevelCacheBytes() {
    print(
      "last-level cache: \(cache >> 20) MB, the memory of about \(Int(Double(cache) / perSection)) sections\n"
    )
  } else {
    print("last-level cache: unknown on this system\n")
  }
}

/// The process's peak resident memory, in bytes (Linux's `/proc/self/status`; 0 elsewhere).
func peakResidentBytes() -> Int {
  statusKilobytes("VmHWM:") * 1_024
}

/// The size of the largest CPU cache of processor 0, in bytes (Linux's `/sys`), if known.
func lastLevelCacheBytes() -> Int? {
  let directory = "/sys/devices/system/cpu/cpu0/cache"
  guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
    return nil
  }
  let sizes = entries.filter { $0.hasPrefix("index") }.compactMap { entry -> Int? in
    guard
      let text = try? String(
        contentsOfFile: "\(directory)/\(entry)/size", encoding: .utf8)
    else { return nil }
    let size = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let kilobytes = Int(size.dropLast()), size.hasSuffix("K") else { return nil }
    return kilobytes * 1_024
  }
  return sizes.max()
}
