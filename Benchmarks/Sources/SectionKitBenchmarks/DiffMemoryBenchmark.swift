import Foundation
import SectionKit

/// What the process keeps after one diff, when it is idle again.
struct DiffMemoryResult {
  let size: Int
  let kept: Int
  let peak: Int
}

/// Diffs `size` identities against a shuffle of them, with both lists made beforehand, and
/// reports the resident memory the process keeps once the diff and its result are gone, and the
/// growth of its peak (Linux's `/proc/self/status`; 0 elsewhere).
@MainActor
func runDiffMemoryBenchmark(size: Int) -> DiffMemoryResult {
  var generator = SeededGenerator(seed: 25)
  let old = Array(0..<size)
  let new = old.shuffled(using: &generator)
  let peakBefore = statusKilobytes("VmHWM:") * 1_024
  let before = residentBytes()
  do {
    let changes = Changeset(fromIdentities: old, to: new)
    blackHole(changes.moves.count)
  }
  let after = residentBytes()
  let peakAfter = statusKilobytes("VmHWM:") * 1_024
  return DiffMemoryResult(size: size, kept: after - before, peak: peakAfter - peakBefore)
}

/// The memory a diff leaves behind: none is kept between diffs (no pool), whatever the size.
@MainActor
func runDiffMemoryGroup(_ verdicts: inout [Verdict]) {
  var table = Table(
    title: "Memory kept after one diff of shuffled identities (resident, when idle again)",
    columns: ["identities", "kept", "peak growth during the diff"])
  var largest: DiffMemoryResult?
  for size in [300_000, 1_000_000] {
    let result = runDiffMemoryBenchmark(size: size)
    table.rows.append(["\(size)", "\(result.kept >> 10) KiB", "\(result.peak >> 10) KiB"])
    largest = result
  }
  print(table.render())
  if let largest {
    verdicts.append(
      (
        "memory kept after a 1,000,000-item diff ≤ 1 MiB", largest.kept <= 1 << 20,
        "\(largest.kept >> 10) KiB"
      ))
  }
}
