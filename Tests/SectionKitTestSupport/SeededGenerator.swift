import Foundation

/// A deterministic random number generator (SplitMix64) for property and model-based tests.
///
/// Tests print the seed when they fail, so any failure can be replayed.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed the generator started from.
  package let seed: UInt64
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: The seed; the same seed gives the same sequence.
  package init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Returns: A pseudo-random value.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SeededGenerator {
  /// A generator of a seed of its own each run, unless `SECTIONKIT_SEED` gives one to
  /// reproduce a failure; the seed is printed, named after the test.
  ///
  /// - Parameter test: The name printed with the seed.
  /// - Returns: The generator.
  package static func fresh(for test: String) -> SeededGenerator {
    let seed =
      ProcessInfo.processInfo.environment["SECTIONKIT_SEED"].flatMap(UInt64.init)
      ?? UInt64.random(in: 0...UInt64.max)
    print("\(test) seed: \(seed)")
    return SeededGenerator(seed: seed)
  }
}
