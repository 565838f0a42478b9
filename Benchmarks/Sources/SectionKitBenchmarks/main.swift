import Foundation
import SectionKit

/// Runs every benchmark (release build) and prints the tables and the targets.
@MainActor
func main() {
  let arguments = CommandLine.arguments.dropFirst()
  let only = arguments.first
  var verdicts: [Verdict] = []
  print("SectionKit benchmarks — min / median of repeated runs, \(buildConfiguration) build")
  print(
    "machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB; at start: \(machineLoad())\n"
  )

  if only == nil || only == "diff" {
    let results = runDiffBenchmarks(sizes: [1_000, 10_000, 100_000])
    var table = Table(
      title: "Diff (identities; moves reported vs the minimum)",
      columns: [
        "n", "scenario", "SectionKit min / median", "floor min / median", "vs floor",
        "stdlib inferringMoves", "moves", "minimum", "stdlib moves", "faults (2nd call)",
      ])
    for result in results {
      table.rows.append([
        "\(result.size)", result.scenario.rawValue, spread(result.diff),
        spread(result.floor),
        ratio(result.diff.median, result.floor.median),
        result.standardLibrary.map { format($0.median) } ?? "skipped (n > \(standardLibraryLimit))",
        "\(result.movesReported)", "\(result.movesMinimum)",
        result.standardLibraryMoves.map(String.init) ?? "–", "\(result.secondCallFaults)",
      ])
    }
    print(table.render())
    for result in results where result.size == 10_000 && result.scenario == .edited {
      let vsFloor = result.diff.median.milliseconds / result.floor.median.milliseconds
      verdicts.append(
        ("diff A at 10,000 ≤ 2× floor", vsFloor <= 2, String(format: "%.2f×", vsFloor)))
    }
    for result in results where result.size == 100_000 {
      let vsFloor = result.diff.median.milliseconds / result.floor.median.milliseconds
      verdicts.append(
        (
          "diff \(result.scenario.rawValue.prefix(1)) at 100,000: no page faults on a 2nd call",
          result.secondCallFaults == 0, "\(result.secondCallFaults)"
        ))
      switch result.scenario {
      case .edited:
        verdicts.append(
          (
            "diff A at 100,000 ≤ 25 ms", result.diff.median.milliseconds <= 25,
            format(result.diff.median)
          ))
        verdicts.append(
          ("diff A at 100,000 ≤ 2× floor", vsFloor <= 2, String(format: "%.2f×", vsFloor)))
        verdicts.append(
          (
            "diff A moves = minimum", result.movesReported == result.movesMinimum,
            "\(result.movesReported) / \(result.movesMinimum)"
          ))
      case .shuffled:
        verdicts.append(
          ("diff B at 100,000 ≤ 2.5× floor", vsFloor <= 2.5, String(format: "%.2f×", vsFloor)))
      case .unchanged:
        verdicts.append(
          ("diff C at 100,000 ≤ 0.15× floor", vsFloor <= 0.15, String(format: "%.2f×", vsFloor)))
      }
    }
  }

  if only == nil || only == "routing" {
    var table = Table(
      title:
        "Routing (10,000 sections × 10 rows: every row count and cell, as a host asks; min / median of 101 interleaved rounds, compared by minimum)",
      columns: [
        "shape", "composite", "hand-written data source", "overhead", "raw array reads",
      ])
    for result in runRoutingBenchmarks() {
      table.rows.append([
        result.shape, spread(result.composite), spread(result.handWritten),
        ratio(result.composite.min, result.handWritten.min), spread(result.arrays),
      ])
      let overhead = result.composite.min.milliseconds / result.handWritten.min.milliseconds
      verdicts.append(
        (
          "routing \(result.shape) ≤ 1.5× a hand-written data source", overhead <= 1.5,
          String(format: "%.2f×", overhead)
        ))
    }
    print(table.render())
  }

  if only == nil || only == "pipeline" {
    let result = runPipelineBenchmark()
    var table = Table(
      title: "Update pipeline (10,000 sections × 10 rows, 10% changed; set → host applied)",
      columns: ["pipeline", "diff of the same data", "ratio", "host batches", "host reloads"])
    table.rows.append([
      format(result.pipeline.median), format(result.diffAlone.median),
      ratio(result.pipeline.median, result.diffAlone.median), "\(result.batches)",
      "\(result.reloads)",
    ])
    print(table.render())
    let factor = result.pipeline.median.milliseconds / result.diffAlone.median.milliseconds
    verdicts.append(("pipeline ≤ 2.5× diff alone", factor <= 2.5, String(format: "%.2f×", factor)))
    verdicts.append(
      (
        "pipeline reaches the host in batches, no reload",
        result.batches > 0 && result.reloads == 1,
        "\(result.batches) batches, \(result.reloads) reloads"
      ))
  }

  if only == nil || only == "memory" {
    var table = Table(
      title: "Memory (scrolling a whole list, a viewport at a time)",
      columns: [
        "rows", "peak live cells", "cells created", "resident growth", "model array", "scroll time",
      ])
    var results: [MemoryResult] = []
    for rows in [100_000, 1_000_000] {
      let result = runMemoryBenchmark(rows: rows)
      results.append(result)
      table.rows.append([
        "\(result.rows)", "\(result.peakLiveCells)", "\(result.createdCells)",
        "\(result.residentGrowth >> 10) KiB", "\(result.modelBytes >> 10) KiB",
        format(result.scrollTime),
      ])
    }
    print(table.render())
    if results.count == 2 {
      verdicts.append(
        (
          "live cells independent of row count",
          results[0].peakLiveCells == results[1].peakLiveCells,
          "\(results[0].peakLiveCells) / \(results[1].peakLiveCells)"
        ))
      // The host keeps one row count and, for rows of one height, one height per section: the
      // list adds nothing per row beyond the model's own array. Pages the allocator keeps from
      // earlier groups make the growth measured a little smaller or larger than the array;
      // 1.25× leaves room for that and for rounding, and fails at anything per row.
      let growth = results[1].residentGrowth
      verdicts.append(
        (
          "resident growth ≤ 1.25× model array (1,000,000 rows)",
          Double(growth) <= Double(results[1].modelBytes) * 1.25,
          "\(growth >> 10) KiB vs \(results[1].modelBytes >> 10) KiB"
        ))
    }
  }

  if only == nil || only == "structure" { runStructureGroup(&verdicts) }
  if only == nil || only == "server-driven" { runServerDrivenGroup(&verdicts) }
  if only == nil || only == "one-row" { runOneRowGroup(&verdicts) }
  if only == nil || only == "render" { runRenderGroup(&verdicts) }
  if only == nil || only == "declarative" { runDeclarativeGroup(&verdicts) }

  print("at end: \(machineLoad())\n")
  var table = Table(
    title: "Targets (\(buildConfiguration) build)", columns: ["target", "measured", "met"])
  for (name, met, measured) in verdicts { table.rows.append([name, measured, met ? "yes" : "NO"]) }
  print(table.render())
}

MainActor.assumeIsolated { main() }
