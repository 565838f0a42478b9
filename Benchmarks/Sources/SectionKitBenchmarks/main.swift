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

  for group in benchmarkGroups where only == nil || only == group.name {
    group.run(&verdicts)
  }

  print("at end: \(machineLoad())\n")
  var table = Table(
    title: "Targets (\(buildConfiguration) build)", columns: ["target", "measured", "met"])
  for (name, met, measured) in verdicts { table.rows.append([name, measured, met ? "yes" : "NO"]) }
  print(table.render())
}

MainActor.assumeIsolated { main() }
