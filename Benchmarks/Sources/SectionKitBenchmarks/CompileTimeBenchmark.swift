import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The time `swiftc -typecheck` takes on one generated screen, in one form (the samples of all
/// rounds).
struct CompileTimeSample {
  let screen: CompileTimeScreen?
  let form: CompileTimeScreen.Form?
  /// The processor time (user and system) of the compiler and its children.
  var cpu: [Duration] = []
  /// The time on the wall clock.
  var wall: [Duration] = []

  var cpuMedian: Duration { cpu.sorted()[cpu.count / 2] }
  var wallMedian: Duration { wall.sorted()[wall.count / 2] }
}

/// Why the compile-time group could not run.
struct CompileTimeError: Error, CustomStringConvertible {
  let description: String
}

/// The folder holding the `SectionKit.swiftmodule` this executable was built with.
///
/// That is the executable's build folder (`.build/<triple>/<configuration>/`), in its
/// `Modules/` folder (Swift 6) or at its top (earlier toolchains); `SECTIONKIT_MODULES` names
/// another folder.
func sectionKitModuleFolder() throws -> URL {
  var candidates: [URL] = []
  if let folder = ProcessInfo.processInfo.environment["SECTIONKIT_MODULES"] {
    candidates.append(URL(fileURLWithPath: folder))
  }
  let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
    .resolvingSymlinksInPath()
  let buildFolder = executable.deletingLastPathComponent()
  candidates += [buildFolder.appendingPathComponent("Modules"), buildFolder]
  for folder in candidates
  where FileManager.default.fileExists(
    atPath: folder.appendingPathComponent("SectionKit.swiftmodule").path)
  {
    return folder
  }
  throw CompileTimeError(
    description:
      "no SectionKit.swiftmodule in \(candidates.map(\.path).joined(separator: " or ")); build the benchmarks with `swift build` first, or set SECTIONKIT_MODULES"
  )
}

/// The command that type-checks `file` against the module in `modules`: `swiftc` from the
/// `PATH` (`xcrun swiftc` on a Mac, for the selected Xcode's toolchain and SDK), or `SWIFTC`.
func typecheckCommand(file: URL, modules: URL) -> (executable: URL, arguments: [String]) {
  var arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
  #if os(macOS)
    // The module is built for the benchmarks' deployment target (macOS 13); the compiler's
    // default target is older and would refuse to import it.
    #if arch(arm64)
      arguments += ["-target", "arm64-apple-macosx13.0"]
    #else
      arguments += ["-target", "x86_64-apple-macosx13.0"]
    #endif
  #endif
  if let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] {
    return (URL(fileURLWithPath: swiftc), arguments)
  }
  #if os(macOS)
    return (URL(fileURLWithPath: "/usr/bin/xcrun"), ["swiftc"] + arguments)
  #else
    return (URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments)
  #endif
}

/// The processor time (user and system) of this process's children that have ended so far.
private func childrenProcessorTime() -> Duration {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
  #else
    getrusage(RUSAGE_CHILDREN, &usage)
  #endif
  func duration(_ time: timeval) -> Duration {
    .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
  }
  return duration(usage.ru_utime) + duration(usage.ru_stime)
}

/// Type-checks `file` once; returns the processor time of the compiler and the wall time.
func typecheck(file: URL, modules: URL) throws -> (cpu: Duration, wall: Duration) {
  let (executable, arguments) = typecheckCommand(file: file, modules: modules)
  let compiler = Process()
  compiler.executableURL = executable
  compiler.arguments = arguments
  let errors = Pipe()
  compiler.standardError = errors
  compiler.standardOutput = FileHandle.nullDevice
  let clock = ContinuousClock()
  let cpuBefore = childrenProcessorTime()
  let start = clock.now
  try compiler.run()
  // Read before waiting: a compiler with a full pipe would never end.
  let message = errors.fileHandleForReading.readDataToEndOfFile()
  compiler.waitUntilExit()
  let wall = clock.now - start
  let cpu = childrenProcessorTime() - cpuBefore
  guard compiler.terminationReason == .exit, compiler.terminationStatus == 0 else {
    let text = String(decoding: message, as: UTF8.self).split(separator: "\n").prefix(8)
    throw CompileTimeError(
      description:
        "\(([executable.path] + arguments).joined(separator: " ")) failed:\n\(text.joined(separator: "\n"))"
    )
  }
  return (cpu, wall)
}

/// Type-checks each screen in each form, and an empty file, `rounds` times, interleaved.
///
/// The empty file is the compiler's fixed cost (starting, loading the standard library and
/// SectionKit). Each round checks every file once, in an order that turns by one file a round;
/// a file whose first check takes longer than `slow` is checked only in the first round.
func runCompileTimeBenchmark(
  screens: [CompileTimeScreen], rounds: Int = 5, slow: Duration = .seconds(15)
) throws -> (empty: CompileTimeSample, samples: [CompileTimeSample]) {
  let modules = try sectionKitModuleFolder()
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("SectionKitCompileTime-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }

  var files: [URL] = []
  var samples: [CompileTimeSample] = []
  let empty = folder.appendingPathComponent("Empty.swift")
  try "import SectionKit\n".write(to: empty, atomically: true, encoding: .utf8)
  files.append(empty)
  samples.append(CompileTimeSample(screen: nil, form: nil))
  for screen in screens {
    for form in CompileTimeScreen.Form.allCases {
      let file = folder.appendingPathComponent(
        "Screen\(screen.sections)x\(screen.rowsPerSection)\(form).swift")
      try screen.source(form).write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
      samples.append(CompileTimeSample(screen: screen, form: form))
    }
  }
  _ = try typecheck(file: empty, modules: modules)  // warm-up: the compiler and the module cached
  for round in 0..<rounds {
    for offset in files.indices {
      let index = (offset + round) % files.count
      if round > 0, let first = samples[index].wall.first, first > slow { continue }
      let (cpu, wall) = try typecheck(file: files[index], modules: modules)
      samples[index].cpu.append(cpu)
      samples[index].wall.append(wall)
    }
  }
  return (samples[0], Array(samples.dropFirst()))
}
