import Foundation

/// Times a piece of work over repeated runs and reports the median, minimum and maximum.
struct Measurement {
  let name: String
  let samples: [Duration]

  var median: Duration { samples.sorted()[samples.count / 2] }
  var min: Duration { samples.min() ?? .zero }
  var max: Duration { samples.max() ?? .zero }

  /// Times `body` `runs` times, after one warm-up run.
  static func run(_ name: String, runs: Int = 7, _ body: () -> Void) -> Measurement {
    run(name, runs: runs, setup: {}, measuring: { _ in body() })
  }

  /// Runs `setup` (not timed) then times `body`, `runs` times, after one warm-up run.
  ///
  /// A warm-up that takes longer than `slow` is the only sample: a quadratic path measured at
  /// a large size (today's figure for a target not met yet) would otherwise take minutes.
  static func run<State>(
    _ name: String, runs: Int = 7, slow: Duration = .seconds(2), setup: () -> State,
    measuring body: (inout State) -> Void
  ) -> Measurement {
    let clock = ContinuousClock()
    var warm = setup()
    let warmUp = clock.measure { body(&warm) }
    if warmUp > slow { return Measurement(name: name, samples: [warmUp]) }
    var samples: [Duration] = []
    for _ in 0..<runs {
      var state = setup()
      samples.append(clock.measure { body(&state) })
    }
    return Measurement(name: name, samples: samples)
  }
}

extension Duration {
  /// The duration in milliseconds.
  var milliseconds: Double {
    Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
  }
}

/// A deterministic random number generator (SplitMix64), so every run measures the same data.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Keeps the optimizer from removing work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// A table of rows printed with aligned columns.
struct Table {
  let title: String
  let columns: [String]
  var rows: [[String]] = []

  func render() -> String {
    let widths = columns.indices.map { index in
      ([columns[index]] + rows.map { $0[index] }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      "| "
        + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
        .joined(separator: " | ") + " |"
    }
    let separator =
      "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    return ([title, "", line(columns), separator] + rows.map(line)).joined(separator: "\n") + "\n"
  }
}

func format(_ duration: Duration) -> String { String(format: "%.3f ms", duration.milliseconds) }

/// The minimum and the median of a measurement, and its number of samples: `0.120 / 0.131 ms`.
func spread(_ measurement: Measurement) -> String {
  String(
    format: "%.3f / %.3f ms", measurement.min.milliseconds, measurement.median.milliseconds)
}

/// The build configuration this binary was compiled in.
var buildConfiguration: String {
  #if DEBUG
    return "debug"
  #else
    return "release"
  #endif
}

/// The machine's load averages (1, 5 and 15 minutes) and its number of processes, from
/// Linux's `/proc` ("unknown" elsewhere).
func machineLoad() -> String {
  guard let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
    return "load unknown"
  }
  let fields = load.split(separator: " ")
  let processes =
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter {
      Int($0) != nil
    }.count ?? 0
  return "load \(fields.prefix(3).joined(separator: " ")), \(processes) processes"
}

/// The page faults of this process so far (minor and major), from `getrusage`.
func pageFaults() -> Int {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return Int(usage.ru_minflt + usage.ru_majflt)
}
func ratio(_ a: Duration, _ b: Duration) -> String {
  String(format: "%.2f×", a.milliseconds / Swift.max(b.milliseconds, 1e-9))
}
