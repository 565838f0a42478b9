import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

@testable import Examples

/// Thousands of damaged and hostile documents through the server-driven reader (see
/// ``FuzzDocument``): each gives a clean error or a screen, never a crash or a hang.
///
/// A failure names the seed and the document; `FUZZ_SEED=N swift test --filter
/// ServerDrivenFuzzTests` runs the documents of another seed.
@Suite("Server-driven reader fuzzing") @MainActor
struct ServerDrivenFuzzTests {
  static let seed =
    ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_123

  @Test func everyDocumentGivesACleanErrorOrAScreen() {
    var random = SeededGenerator(seed: Self.seed)
    var outcomes: [Outcome: Int] = [:]
    var failures = 0
    for index in 0..<3_000 {
      let (name, data) = FuzzDocument.make(index, using: &random)
      switch Self.read(data) {
      case .failure(let problem):
        failures += 1
        let excerpt = String(decoding: data.prefix(200), as: UTF8.self).debugDescription
        Issue.record("seed \(Self.seed), document \(index) (\(name)): \(problem)\n\(excerpt)")
        if failures == 10 { return }
      case .success(let outcome):
        outcomes[outcome, default: 0] += 1
      }
    }
    #expect(outcomes[.screen, default: 0] > 300, "seed \(Self.seed): \(outcomes)")
    #expect(outcomes[.error, default: 0] > 300, "seed \(Self.seed): \(outcomes)")
  }

  enum Outcome { case screen, error }

  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads a document and shows it, or returns what is wrong with the outcome.
  static func read(_ data: Data) -> Result<Outcome, Problem> {
    do {
      let document = try ServerDrivenDocument(data, actions: ServerDrivenActions())
      for warning in document.warnings {
        if let problem = uncleanness(of: warning) { return .failure(Problem(description: problem)) }
      }
      let root = CompositeController(document.sections)
      let list = HeadlessListView(size: CGSize(width: 390, height: 2_000))
      root.attach(to: list)
      _ = TextRenderer.render(list)
      return .success(.screen)
    } catch let error as JSONNode.Error {
      if let problem = uncleanness(of: "\(error)") {
        return .failure(Problem(description: problem))
      }
      return .success(.error)
    } catch {
      return .failure(Problem(description: "not a document error: \(error)"))
    }
  }

  /// What makes a message unfit for a terminal: its length, or a control character in it.
  static func uncleanness(of message: String) -> String? {
    if message.unicodeScalars.count > 300 {
      return "a message of \(message.unicodeScalars.count) characters: \(message.prefix(300))…"
    }
    if message.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "a control character in \(message.debugDescription)"
    }
    return nil
  }
}
