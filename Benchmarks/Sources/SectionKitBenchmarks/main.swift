import Foundation
import SectionKit

/// Runs every benchmark (release build) and prints the tables and the targets.
@MainActor
func main() {
  let arguments = CommandLine.arguments.dropFirst()
  let only = arguments.first
  var verdicts: [(String, Bool, String)] = []
  print("SectionKit benchmarks — medians of repeated runs, release build")
  print(
    "machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB\n"
  )

  if only == nil || only == "diff" {
    let results = runDiffBenchmarks(sizes: [1_000, 10_000, 100_000])
    var table = Table(
      title: "Diff (identities; moves reported vs the minimum)",
      columns: [
        "n", "scenario", "SectionKit", "floor", "vs floor", "stdlib inferringMoves", "moves",
        "minimum", "stdlib moves",
      ])
    for result in results {
      table.rows.append([
        "\(result.size)", result.scenario.rawValue, format(result.diff.median),
        format(result.floor.median),
        ratio(result.diff.median, result.floor.median),
        result.standardLibrary.map { format($0.median) } ?? "skipped (n > \(standardLibraryLimit))",
        "\(result.movesReported)", "\(result.movesMinimum)",
        result.standardLibraryMoves.map(String.init) ?? "–",
      ])
    }
    print(table.render())
    for result in results where result.size == 100_000 {
      let vsFloor = result.diff.median.milliseconds / result.floor.median.milliseconds
      switch result.scenario {
      case .edited:
        verdicts.append(
          (
            "diff A at 100,000 ≤ 25 ms", result.diff.median.milliseconds <= 25,
            format(result.diff.median)
          ))
        verdicts.append(
          ("diff A at 100,000 ≤ 5× floor", vsFloor <= 5, String(format: "%.2f×", vsFloor)))
        verdicts.append(
          (
            "diff A moves = minimum", result.movesReported == result.movesMinimum,
            "\(result.movesReported) / \(result.movesMinimum)"
          ))
      case .shuffled:
        verdicts.append(
          ("diff B at 100,000 ≤ 5× floor", vsFloor <= 5, String(format: "%.2f×", vsFloor)))
      case .unchanged:
        verdicts.append(
          ("diff C at 100,000 ≤ 0.5× floor", vsFloor <= 0.5, String(format: "%.2f×", vsFloor)))
      }
    }
  }

  if only == nil || only == "routing" {
    var table = Table(
      title: "Routing (10,000 sections × 10 rows: every row count and cell, as a host asks)",
      columns: [
        "shape", "composite", "hand-written data source", "overhead", "raw array reads",
      ])
    for result in runRoutingBenchmarks() {
      table.rows.append([
        result.shape, format(result.composite.median), format(result.handWritten.median),
        ratio(result.composite.median, result.handWritten.median), format(result.arrays.median),
      ])
      let overhead = result.composite.median.milliseconds / result.handWritten.median.milliseconds
      verdicts.append(
        (
          "routing \(result.shape) ≤ 2× a hand-written data source", overhead <= 2,
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
      let growth = results[1].residentGrowth
      verdicts.append(
        (
          "resident growth ≤ model array (1,000,000 rows)", growth <= results[1].modelBytes * 2,
          "\(growth >> 10) KiB vs \(results[1].modelBytes >> 10) KiB"
        ))
    }
  }

  var table = Table(title: "Targets", columns: ["target", "measured", "met"])
  for (name, met, measured) in verdicts { table.rows.append([name, measured, met ? "yes" : "NO"]) }
  print(table.render())
}

MainActor.assumeIsolated { main() }
