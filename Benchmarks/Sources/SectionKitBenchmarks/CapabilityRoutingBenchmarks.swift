import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A section that gives its rows' heights and hears its cells come on screen and leave it
/// (`SectionRowHeights`, `SectionDisplayDelegate`).
final class MeasuredSection: ArraySection, SectionRowHeights, SectionDisplayDelegate {
  /// How many of the section's cells are on screen.
  var displayed = 0
  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { 44 }
  func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    displayed &+= 1
  }
  func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    displayed &-= 1
  }
  func willDisplaySection(in context: SectionContext) {}
  func didEndDisplayingSection(in context: SectionContext) {}
}

/// A section whose first row is not tappable and whose rows can be deleted
/// (`SectionHighlighting`, `SectionEditing`).
final class TappableSection: ArraySection, SectionHighlighting, SectionEditing {
  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { row != 0 }
  func canEditRow(at row: Int, in context: SectionContext) -> Bool { true }
  func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {}
}

/// The kinds of section of the capability benchmarks, in turn: a third adopt no capability.
enum CapabilityKind: CaseIterable {
  case plain, measured, tappable

  /// The kind of a section, by its index.
  static func of(section: Int) -> CapabilityKind { allCases[section % allCases.count] }

  /// A section controller of this kind over `cells`.
  @MainActor func controller(cells: [PreparedCell]) -> ArraySection {
    switch self {
    case .plain: ArraySection(cells: cells)
    case .measured: MeasuredSection(cells: cells)
    case .tappable: TappableSection(cells: cells)
    }
  }
}

/// A hand-written data source and delegate answering what the sections of the capability
/// benchmarks answer, from plain arrays and a switch on each section's kind, as a
/// `UITableViewDataSource & UITableViewDelegate` without SectionKit would: the baseline.
final class HandWrittenCapabilityList: HandWrittenListModel {
  let arrays: [[PreparedCell]]
  let kinds: [CapabilityKind]
  /// How many cells of each section are on screen.
  var displayed: [Int]

  init(arrays: [[PreparedCell]]) {
    self.arrays = arrays
    kinds = arrays.indices.map(CapabilityKind.of(section:))
    displayed = arrays.map { _ in 0 }
  }

  func numberOfSections() -> Int { arrays.count }
  func numberOfRows(inSection section: Int) -> Int { arrays[section].count }
  func cell(at indexPath: ListIndexPath) -> any Reusable {
    arrays[indexPath.section][indexPath.row]
  }
  func titleForHeader(inSection section: Int) -> String? { nil }
  func titleForFooter(inSection section: Int) -> String? { nil }
  func canEditRow(at indexPath: ListIndexPath) -> Bool { kinds[indexPath.section] == .tappable }
  func canMoveRow(at indexPath: ListIndexPath) -> Bool { false }
  func commit(_ style: EditingStyle, forRowAt indexPath: ListIndexPath) {}
  func moveRow(at source: ListIndexPath, to destination: ListIndexPath) {}

  func heightForRow(at indexPath: ListIndexPath) -> CGFloat? {
    kinds[indexPath.section] == .measured ? 44 : nil
  }
  func willDisplay(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {
    if kinds[indexPath.section] == .measured { displayed[indexPath.section] &+= 1 }
  }
  func didEndDisplaying(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {
    if kinds[indexPath.section] == .measured { displayed[indexPath.section] &-= 1 }
  }
  func shouldHighlightRow(at indexPath: ListIndexPath) -> Bool {
    kinds[indexPath.section] == .tappable ? indexPath.row != 0 : true
  }
  func editingStyle(forRowAt indexPath: ListIndexPath) -> EditingStyle {
    kinds[indexPath.section] == .tappable ? .delete : .none
  }
}

/// How many rows a phone's screen shows at once (844 points of 44-point rows).
let visibleRowCount = 20

/// Scrolls every row of a list on screen and off, as a table view asks.
///
/// Of each row as it comes on screen: its height, its cell, `willDisplay`, whether it
/// highlights, whether it can be edited and its editing style; and `didEndDisplaying` as it
/// leaves, ``visibleRowCount`` rows later. Without `displaying`, the questions alone: no
/// display events.
///
/// As ``askEverything(_:sections:)``, the data source and delegate are passed as the host holds
/// them, so that the optimiser cannot specialise this function for either.
@inline(never)
@MainActor
func scrollEverything(
  _ dataSource: any ListDataSource, _ delegate: any ListDelegate, sections: Int,
  displaying: Bool
) -> Int {
  var total = 0
  var onScreen: [(cell: any Reusable, indexPath: ListIndexPath)] = []
  onScreen.reserveCapacity(visibleRowCount)
  var oldest = 0
  for section in 0..<sections {
    let count = dataSource.numberOfRows(inSection: section)
    for row in 0..<count {
      let indexPath = ListIndexPath(row: row, section: section)
      if let height = delegate.heightForRow(at: indexPath) { total &+= Int(height) }
      let cell = dataSource.cell(at: indexPath)
      if displaying { delegate.willDisplay(cell, forRowAt: indexPath) }
      if delegate.shouldHighlightRow(at: indexPath) { total &+= 1 }
      if dataSource.canEditRow(at: indexPath) { total &+= 1 }
      if delegate.editingStyle(forRowAt: indexPath) == .delete { total &+= 1 }
      total &+= Int(bitPattern: ObjectIdentifier(cell))
      guard displaying else { continue }
      if onScreen.count < visibleRowCount {
        onScreen.append((cell, indexPath))
      } else {
        let leaving = onScreen[oldest]
        delegate.didEndDisplaying(leaving.cell, forRowAt: leaving.indexPath)
        onScreen[oldest] = (cell, indexPath)
        oldest = (oldest + 1) % visibleRowCount
      }
    }
  }
  for offset in onScreen.indices {
    let leaving = onScreen[(oldest + offset) % onScreen.count]
    delegate.didEndDisplaying(leaving.cell, forRowAt: leaving.indexPath)
  }
  return total
}

struct CapabilityRoutingResult {
  let shape: String
  let composite: Measurement
  let handWritten: Measurement
}

/// Scrolls 1,000 sections (10 rows each; a third of the controllers adopt `SectionRowHeights`
/// and `SectionDisplayDelegate`, a third `SectionHighlighting` and `SectionEditing`, a third
/// none) through the composite, flat and nested, and flat without the display events, and
/// through a hand-written data source and delegate answering the same, in interleaved rounds
/// (see ``runRoutingBenchmarks(rounds:)``).
@MainActor
func runCapabilityRoutingBenchmarks(rounds: Int = 101) -> [CapabilityRoutingResult] {
  let sectionCount = 1_000
  let rows = 10
  let arrays = (0..<sectionCount).map { _ in (0..<rows).map { _ in PreparedCell() } }
  let handWritten = HandWrittenCapabilityList(arrays: arrays)
  let baselineHost = HeadlessListView(size: CGSize(width: 320, height: 0))
  baselineHost.connect(dataSource: handWritten, delegate: handWritten)
  guard let handWrittenSource = baselineHost.dataSource,
    let handWrittenDelegate = baselineHost.delegate
  else { fatalError("the host lost its data source") }
  var results: [CapabilityRoutingResult] = []
  for (shape, depth, displaying) in [
    ("flat", 1, true), ("nested 4 deep", 4, true), ("flat, questions alone", 1, false),
  ] {
    let sections = arrays.indices.map {
      CapabilityKind.of(section: $0).controller(cells: arrays[$0])
    }
    let root = routingTree(sections: sections, depth: depth)
    let host = HeadlessListView(size: CGSize(width: 320, height: 0))
    root.attach(to: host)
    guard let rootSource = host.dataSource, let rootDelegate = host.delegate else {
      fatalError("the host lost its data source")
    }
    let contestants: [() -> Void] = [
      {
        blackHole(
          scrollEverything(
            rootSource, rootDelegate, sections: sectionCount, displaying: displaying))
      },
      {
        blackHole(
          scrollEverything(
            handWrittenSource, handWrittenDelegate, sections: sectionCount,
            displaying: displaying))
      },
    ]
    let samples = interleavedSamples(of: contestants, rounds: rounds)
    results.append(
      CapabilityRoutingResult(
        shape: shape, composite: Measurement(name: "composite", samples: samples[0]),
        handWritten: Measurement(name: "hand-written", samples: samples[1])))
    root.detach()
  }
  return results
}

/// Builds the table of a composite of 1,000 new section controllers (their capabilities are
/// looked up as their sections join it), with a third of the controllers adopting none and
/// the rest two capabilities each, against the same with none adopting any, in interleaved
/// rounds.
///
/// - Returns: The mixed controllers' times, then the plain ones'.
@MainActor
func runTableRebuildBenchmark(rounds: Int = 31) -> (mixed: Measurement, plain: Measurement) {
  let sectionCount = 1_000
  let cells = (0..<10).map { _ in PreparedCell() }
  let clock = ContinuousClock()
  var mixed: [Duration] = []
  var plain: [Duration] = []
  func sample(mixing: Bool) -> Duration {
    let controllers: [SectionProvider] = (0..<sectionCount).map {
      (mixing ? CapabilityKind.of(section: $0) : .plain).controller(cells: cells)
    }
    var composite: CompositeController?
    let time = clock.measure { composite = CompositeController(controllers) }
    blackHole(composite?.sectionCount)
    return time
  }
  _ = sample(mixing: true)
  _ = sample(mixing: false)
  for round in 0..<rounds {
    if round % 2 == 0 {
      mixed.append(sample(mixing: true))
      plain.append(sample(mixing: false))
    } else {
      plain.append(sample(mixing: false))
      mixed.append(sample(mixing: true))
    }
  }
  return (Measurement(name: "mixed", samples: mixed), Measurement(name: "plain", samples: plain))
}
