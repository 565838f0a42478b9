import Foundation
import SectionKit

/// Runs the benchmarks (release build) and prints the tables and the targets: one group named
/// by the argument in this process, or, with no argument, every group, each in a child process
/// of its own (see `runGroupsInChildProcesses()`).
///
/// A child (told so by `verdictsFileVariable`) prints its group's tables only and hands its
/// verdicts to the parent, which prints the machine, the loads and the targets of all.
@MainActor
func main() {
  let arguments = CommandLine.arguments.dropFirst()
  let only = arguments.first
  if let only, let path = childVerdictsPath {
    var verdicts: [Verdict] = []
    for group in benchmarkGroups where group.name == only { group.run(&verdicts) }
    do {
      try writeVerdicts(verdicts, toPath: path)
    } catch {
      printError("SectionKitBenchmarks \(only): could not write the verdicts to \(path): \(error)")
      exit(1)
    }
    return
  }

  var verdicts: [Verdict] = []
  var failures: [GroupFailure] = []
  print("SectionKit benchmarks — min / median of repeated runs, \(buildConfiguration) build")
  print(
    "machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB; at start: \(machineLoad())\n"
  )

  if let only {
    for group in benchmarkGroups where group.name == only { group.run(&verdicts) }
  } else {
    (verdicts, failures) = runGroupsInChildProcesses()
  }

  print("at end: \(machineLoad())\n")
  var table = Table(
    title: "Targets (\(buildConfiguration) build)", columns: ["target", "measured", "met"])
  for (name, met, measured) in verdicts { table.rows.append([name, measured, met ? "yes" : "NO"]) }
  for failure in failures {
    table.rows.append(["group \(failure.group) completes", failure.reason, "NO"])
  }
  print(table.render())
  if !failures.isEmpty {
    fflush(nil)
    let list = failures.map { "\($0.group) (\($0.reason))" }.joined(separator: ", ")
    printError("SectionKitBenchmarks: \(failures.count) group(s) failed: \(list)")
    exit(1)
  }
}

MainActor.assumeIsolated { main() }
