import Foundation
import SectionKit
import SectionKitHeadless

// The document code is the `examples` executable's own: `ServerDriven/` holds symbolic links
// to its files (an executable target cannot be imported from another package).

/// A server-driven document of `sections` sections: list sections of three rows (a value, a
/// toggle, a button) with a header and a footer, and a banner every fifth section.
func serverDrivenDocument(sections: Int) -> Data {
  var parts: [String] = []
  parts.reserveCapacity(sections)
  for index in 0..<sections {
    if index % 5 == 4 {
      parts.append(#"{ "kind": "banner", "text": "Banner \#(index)" }"#)
    } else {
      parts.append(
        #"""
        { "kind": "list", "header": "Section \#(index)", "footer": "Footer \#(index)",
          "rows": [ { "kind": "value", "title": "Name", "value": "Row \#(index)" },
                    { "kind": "toggle", "title": "Sync", "on": \#(index % 2 == 0) },
                    { "kind": "button", "title": "Sign Out", "action": "sign-out" } ] }
        """#)
    }
  }
  return Data(("{ \"sections\": [\n" + parts.joined(separator: ",\n") + "\n] }").utf8)
}

/// The time to show a list of some number of sections, and the lines it printed.
struct SizedResult {
  let sections: Int
  let time: Measurement
  let renderedLines: Int
  /// The size of the document shown, in bytes, when there is one.
  var documentBytes = 0
  /// The time to release what was shown, when measured apart (not part of `time`).
  var release: Measurement? = nil
  /// The parts of `time`, when measured apart: each phase's name and time, and the median
  /// number of page faults it took.
  var phases: [(name: String, time: Measurement, faults: Int)] = []
}

/// The phases of showing a server-driven document, in order.
let serverDrivenPhases = ["decode", "build", "attach", "layout", "render"]

/// What one showing of the document leaves behind, released after the clock stops, and the
/// time each phase of it took.
private struct Shown {
  var root: CompositeController?
  var host: HeadlessListView?
  var text = ""
  var phases: [Duration] = []
  var faults: [Int] = []
}

/// Times what `swift run examples server-driven --file DOCUMENT` does to show a document: decode
/// it (`JSONDecoder`, into the example's `Decodable` types, then its sections with their
/// identities and warnings), build its section controllers (one per section identity) and the composite, attach it to
/// a headless list whose viewport grows to the whole content, and render the list as text.
///
/// The sizes are measured in interleaved rounds, as the routing group is: in each round every
/// size is shown `runsPerRound` times, one after the other. A shared machine slows down and
/// speeds up over seconds; measured one size after the other, a slow spell lands on one size
/// alone and moves the ratio, where interleaved it lands on both. One round first warms up.
///
/// Counting the printed lines and releasing the screen are not part of showing it: a screen is
/// dropped after the clock stops, and its release is timed on its own. The time of each phase
/// (``serverDrivenPhases``) is read from the same clock between them, and its page faults
/// (fresh memory from the system) from `getrusage`.
///
/// - Parameters:
///   - sizes: The numbers of sections.
///   - runsPerRound: For each size, how many times it is shown in a round.
///   - rounds: The number of rounds measured.
/// - Returns: A result per size, in order.
@MainActor
func runServerDrivenBenchmark(sizes: [Int], runsPerRound: [Int], rounds: Int) -> [SizedResult] {
  let documents = sizes.map { serverDrivenDocument(sections: $0) }
  let clock = ContinuousClock()
  func show(_ data: Data) -> Shown {
    var phases: [Duration] = []
    var faults: [Int] = []
    phases.reserveCapacity(serverDrivenPhases.count)
    faults.reserveCapacity(serverDrivenPhases.count)
    var start = clock.now
    var startFaults = pageFaults()
    func endPhase() {
      let now = clock.now
      let nowFaults = pageFaults()
      phases.append(now - start)
      faults.append(nowFaults - startFaults)
      start = clock.now
      startFaults = nowFaults
    }
    do {
      let document = try ServerDrivenDocument(data)
      endPhase()
      let root = CompositeController()
      root.show(document, actions: ServerDrivenActions())
      endPhase()
      let host = HeadlessListView(size: CGSize(width: 390, height: 10_000))
      root.attach(to: host)
      endPhase()
      host.size = CGSize(width: 390, height: max(1, host.contentSize.height))
      endPhase()
      let text = host.renderedText()
      endPhase()
      return Shown(root: root, host: host, text: text, phases: phases, faults: faults)
    } catch {
      fatalError("the benchmark's document is invalid: \(error)")
    }
  }
  var showing = [[Duration]](repeating: [], count: sizes.count)
  var releasing = [[Duration]](repeating: [], count: sizes.count)
  var phases = [[[Duration]]](
    repeating: Array(repeating: [], count: serverDrivenPhases.count), count: sizes.count)
  var faults = [[[Int]]](
    repeating: Array(repeating: [], count: serverDrivenPhases.count), count: sizes.count)
  var lines = [Int](repeating: 0, count: sizes.count)
  for round in 0...rounds {
    for (size, data) in documents.enumerated() {
      for _ in 0..<runsPerRound[size] {
        var shown = Shown()
        let time = clock.measure { shown = show(data) }
        lines[size] = shown.text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count
        let phaseTimes = shown.phases
        let phaseFaults = shown.faults
        let release = clock.measure { shown = Shown() }
        withExtendedLifetime(shown) {}
        guard round > 0 else { continue }  // the warm-up round
        showing[size].append(time)
        releasing[size].append(release)
        for (phase, time) in phaseTimes.enumerated() { phases[size][phase].append(time) }
        for (phase, count) in phaseFaults.enumerated() { faults[size][phase].append(count) }
      }
    }
  }
  return sizes.indices.map { size in
    SizedResult(
      sections: sizes[size], time: Measurement(name: "server-driven", samples: showing[size]),
      renderedLines: lines[size], documentBytes: documents[size].count,
      release: Measurement(name: "server-driven release", samples: releasing[size]),
      phases: serverDrivenPhases.indices.map { phase in
        let name = serverDrivenPhases[phase]
        let counts = faults[size][phase].sorted()
        return (
          name, Measurement(name: "server-driven \(name)", samples: phases[size][phase]),
          counts.isEmpty ? 0 : counts[counts.count / 2]
        )
      })
  }
}

/// Times `renderedText()` (the text renderer) alone on a list whose viewport shows all of its `sections`
/// sections of three rows, each with a header and a footer.
@MainActor
func runRenderBenchmark(sections: Int, runs: Int) -> SizedResult {
  let rows = 3
  let controllers = (0..<sections).map { _ in TitledSection(rows: rows) }
  let root = CompositeController(controllers)
  let host = HeadlessListView(size: CGSize(width: 390, height: 10_000))
  root.attach(to: host)
  host.size = CGSize(width: 390, height: host.contentSize.height)
  var lines = 0
  let time = Measurement.run("render", runs: runs) {
    let text = host.renderedText()
    lines = text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count
  }
  withExtendedLifetime(root) {}
  return SizedResult(sections: sections, time: time, renderedLines: lines)
}

/// A section of `rows` text rows with a header and a footer title.
final class TitledSection: SectionController {
  let rows: Int
  init(rows: Int) { self.rows = rows }
  override func numberOfRows(in context: SectionContext) -> Int { rows }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: TextCell.self, for: row)
    cell.text = "Row \(row)"
    return cell
  }
  override func titleForHeader(in context: SectionContext) -> String? { "Header" }
  override func titleForFooter(in context: SectionContext) -> String? { "Footer" }
}
