import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@testable import ExampleScreens
@testable import Examples

/// Thousands of damaged and hostile documents through the server-driven reader: each gives a
/// clean error or a screen, never a crash or a hang.
///
/// The documents are ``FuzzDocument``'s. A screen is shown in place of the built-in document's
/// and back, animated, without a diagnostic.
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

  /// The built-in document, the screen each fuzzed document replaces and is replaced by.
  static let base = try! ServerDrivenDocument(Data(defaultServerDocument.utf8))

  /// Reads a document and shows it in place of the built-in one and back, or returns what is
  /// wrong with the outcome.
  static func read(_ data: Data) -> Result<Outcome, Problem> {
    do {
      let document = try ServerDrivenDocument(data)
      for warning in document.warnings {
        if let problem = uncleanness(of: warning) { return .failure(Problem(description: problem)) }
      }
      let actions = ServerDrivenActions()
      let root = CompositeController()
      root.show(base, actions: actions)
      let list = HeadlessListView(size: CGSize(width: 390, height: 2_000))
      root.attach(to: list)
      for shown in [document, base] {
        root.show(shown, actions: actions)
        root.flushUpdates()
        _ = list.renderedText()
      }
      if let diagnostic = root.diagnostics.first {
        return .failure(Problem(description: "a diagnostic: \(diagnostic)"))
      }
      return .success(.screen)
    } catch let error as ServerDrivenDocument.Error {
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
