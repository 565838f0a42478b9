import Foundation
import SectionKit

/// A verdict: the target, whether it is met, and the figure measured.
typealias Verdict = (String, Bool, String)

/// Single-child changes of an attached composite, 1,000 and 10,000 of them.
@MainActor
func runStructureGroup(_ verdicts: inout [Verdict]) {
  var table = Table(
    title:
      "Incremental structure (k single-child changes of an attached composite, then one flush; \(buildConfiguration))",
    columns: ["operation", "k", "time min / median", "vs the smaller k"])
  // A debug build runs the same ratio (ten times the changes) at a quarter of the sizes: a
  // quadratic path there takes minutes at 10,000 (305 s for the appends alone, in the issue).
  let (smallCount, largeCount) = buildConfiguration == "debug" ? (250, 2_500) : (1_000, 10_000)
  for operation in StructureOperation.allCases {
    let small = runStructureBenchmark(operation, count: smallCount, runs: 5)
    let large = runStructureBenchmark(operation, count: largeCount, runs: 5)
    let factor = large.time.median.milliseconds / small.time.median.milliseconds
    table.rows.append([operation.rawValue, "\(smallCount)", spread(small.time), "1.00×"])
    table.rows.append([
      operation.rawValue, "\(largeCount)", spread(large.time),
      ratio(large.time.median, small.time.median),
    ])
    verdicts.append(
      (
        "\(largeCount) × \(operation.rawValue) ≤ 15× \(smallCount) (\(buildConfiguration))",
        factor <= 15,
        String(format: "%.2f×", factor)
      ))
  }
  print(table.render())
}

/// A server-driven document of 1,000 and 20,000 sections, from its JSON to its first render.
@MainActor
func runServerDrivenGroup(_ verdicts: inout [Verdict]) {
  compareSizes(
    title:
      "Server-driven document (parse + build + attach + first render of everything; the release afterwards not timed with it; \(buildConfiguration))",
    small: runServerDrivenBenchmark(sections: 1_000, runs: 5),
    large: runServerDrivenBenchmark(sections: 20_000, runs: 5),
    target: "server-driven 20,000 sections ≤ 20× 1,000 (\(buildConfiguration))", limit: 20,
    into: &verdicts)
}

/// One row inserted through a context, in lists of 1,000 and 1,000,000 rows.
@MainActor
func runOneRowGroup(_ verdicts: inout [Verdict]) {
  var table = Table(
    title:
      "One-row insert through a context, applied by the headless host (\(buildConfiguration))",
    columns: ["list", "time min / median", "row heights asked", "vs 1,000 rows"])
  let shapes = [
    ListShape(sections: 1, rowsPerSection: 1_000),
    ListShape(sections: 1_000, rowsPerSection: 1_000),
    ListShape(sections: 1, rowsPerSection: 1_000_000),
  ]
  let results = shapes.map { runOneRowInsertBenchmark(shape: $0, runs: 15) }
  for result in results {
    table.rows.append([
      result.shape.description, spread(result.time), "\(result.heightQuestions)",
      ratio(result.time.median, results[0].time.median),
    ])
  }
  print(table.render())
  for result in results.dropFirst() {
    let factor = result.time.median.milliseconds / results[0].time.median.milliseconds
    verdicts.append(
      (
        "one-row insert, \(result.shape) ≤ 3× 1,000 rows (\(buildConfiguration))", factor <= 3,
        String(format: "%.2f×", factor)
      ))
  }
}

/// The text renderer on lists of 1,000 and 20,000 sections, all on screen.
@MainActor
func runRenderGroup(_ verdicts: inout [Verdict]) {
  // 20 times the lines: linear is 20×; 30× leaves room for the cache and the allocator.
  compareSizes(
    title:
      "TextRenderer (every section on screen: header, 3 rows, footer; \(buildConfiguration))",
    small: runRenderBenchmark(sections: 1_000, runs: 7),
    large: runRenderBenchmark(sections: 20_000, runs: 7),
    target: "render 20,000 sections ≤ 30× 1,000 (linear: 20×; \(buildConfiguration))", limit: 30,
    into: &verdicts)
}

/// Prints a small and a large run side by side and judges the large one's time against the
/// small one's.
func compareSizes(
  title: String, small: SizedResult, large: SizedResult, target: String, limit: Double,
  into verdicts: inout [Verdict]
) {
  let releases = small.release != nil
  var table = Table(
    title: title,
    columns: ["sections", "time min / median", "lines printed", "vs 1,000"]
      + (releases ? ["release afterwards min / median"] : []))
  for result in [small, large] {
    table.rows.append(
      [
        "\(result.sections)", spread(result.time), "\(result.renderedLines)",
        ratio(result.time.median, small.time.median),
      ] + (result.release.map { [spread($0)] } ?? []))
  }
  print(table.render())
  let factor = large.time.median.milliseconds / small.time.median.milliseconds
  verdicts.append((target, factor <= limit, String(format: "%.2f×", factor)))
}
