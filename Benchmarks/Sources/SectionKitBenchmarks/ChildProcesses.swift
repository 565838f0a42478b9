import Foundation

// A run of every group starts this executable again once per group, one after the other, so
// that each group measures on a fresh heap rather than on one that earlier groups grew to
// hundreds of MB and freed. The child inherits the parent's standard output and error, so its
// tables appear in order; it writes its verdicts to the file named by an environment variable,
// one a line, as three tab-separated fields: the target, `yes` or `no`, the figure measured.

/// The environment variable that tells a process it runs one group for a parent: the path of
/// the file it writes its verdicts to.
let verdictsFileVariable = "SECTIONKIT_BENCHMARKS_VERDICTS_FILE"

/// The path a parent gave this process for its verdicts, or `nil` if it runs on its own.
var childVerdictsPath: String? { ProcessInfo.processInfo.environment[verdictsFileVariable] }

/// A group whose child process did not hand its verdicts back: its name and what happened.
struct GroupFailure: Error {
  let group: String
  let reason: String
}

/// Writes `verdicts` to the file at `path`, one a line, as tab-separated fields (a tab or a line
/// break inside a field becomes a space).
func writeVerdicts(_ verdicts: [Verdict], toPath path: String) throws {
  func field(_ text: String) -> String {
    String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }
  let lines = verdicts.map { target, met, measured in
    [field(target), met ? "yes" : "no", field(measured)].joined(separator: "\t") + "\n"
  }
  try lines.joined().write(toFile: path, atomically: true, encoding: .utf8)
}

/// Reads the verdicts `writeVerdicts(_:toPath:)` wrote; `nil` if the file is missing or a line
/// is not three fields with `yes` or `no` in the middle.
func readVerdicts(atPath path: String) -> [Verdict]? {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
  var verdicts: [Verdict] = []
  for line in text.split(separator: "\n") {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 3, fields[1] == "yes" || fields[1] == "no" else { return nil }
    verdicts.append((String(fields[0]), fields[1] == "yes", String(fields[2])))
  }
  return verdicts
}

/// Runs the group named `name` in a child process of this executable and waits for it.
///
/// The child's tables go straight to this process's standard output. Returns the child's
/// verdicts, or why there are none (it could not start, it exited non-zero or on a signal, its
/// file is missing or unreadable).
@MainActor
func runGroupInChildProcess(_ name: String) -> Result<[Verdict], GroupFailure> {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("SectionKitBenchmarks-\(name)-\(UUID().uuidString).tsv").path
  defer { try? FileManager.default.removeItem(atPath: path) }
  let child = Process()
  child.executableURL =
    Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
  child.arguments = [name]
  var environment = ProcessInfo.processInfo.environment
  environment[verdictsFileVariable] = path
  child.environment = environment
  // What this process printed so far comes before the child's tables (`nil`: every stream;
  // Swift 6 does not let `stdout` itself be named here).
  fflush(nil)
  do {
    try child.run()
  } catch {
    return .failure(GroupFailure(group: name, reason: "could not start (\(error))"))
  }
  child.waitUntilExit()
  let status = child.terminationStatus
  switch child.terminationReason {
  case .uncaughtSignal:
    return .failure(GroupFailure(group: name, reason: "killed by signal \(status)"))
  case .exit where status != 0:
    return .failure(GroupFailure(group: name, reason: "exited with status \(status)"))
  default:
    guard let verdicts = readVerdicts(atPath: path) else {
      return .failure(
        GroupFailure(group: name, reason: "exited with status 0 but left no readable verdicts"))
    }
    return .success(verdicts)
  }
}

/// Runs every group, each in a child process of its own, one after the other.
///
/// Returns the verdicts of the groups that completed, in order, and the groups that did not; a
/// failure is also announced where the group's tables would have ended.
@MainActor
func runGroupsInChildProcesses() -> (verdicts: [Verdict], failures: [GroupFailure]) {
  var verdicts: [Verdict] = []
  var failures: [GroupFailure] = []
  for group in benchmarkGroups {
    switch runGroupInChildProcess(group.name) {
    case .success(let groupVerdicts):
      verdicts += groupVerdicts
    case .failure(let failure):
      failures.append(failure)
      print("Group \(failure.group) FAILED: \(failure.reason); its targets are missing.\n")
    }
  }
  return (verdicts, failures)
}

/// Writes `message` and a line break to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
