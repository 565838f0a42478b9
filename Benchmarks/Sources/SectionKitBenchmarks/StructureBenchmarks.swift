import Foundation
import SectionKit
import SectionKitHeadless

/// A one-row section, the smallest child a composite can have.
final class OneRowSection: SectionController {
  override func numberOfRows(in context: SectionContext) -> Int { 1 }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: NumberCell.self, for: row)
  }
}

/// The single-child changes of an attached composite's structure.
enum StructureOperation: String, CaseIterable {
  case append = "append"
  case insert = "insert(_:at:) in the middle"
  case remove = "remove(at:) in the middle"
}

struct StructureResult {
  let operation: StructureOperation
  let count: Int
  let time: Measurement
}

/// Times `count` single-child changes of an attached composite, made one call at a time, then
/// one `flushUpdates()` (the host applies the turn's change as one batch).
///
/// Appends and inserts start from an empty attached composite and add `count` one-row
/// sections; removes start from `count` sections (built and attached untimed) and remove them
/// all.
@MainActor
func runStructureBenchmark(_ operation: StructureOperation, count: Int, runs: Int)
  -> StructureResult
{
  struct State {
    let root: CompositeController
    let host: HeadlessListView
    let children: [OneRowSection]
  }
  let time = Measurement.run(
    operation.rawValue, runs: runs,
    setup: { () -> State in
      let children = (0..<count).map { _ in OneRowSection() }
      let root = CompositeController(operation == .remove ? children : [])
      let host = HeadlessListView(size: CGSize(width: 390, height: 844))
      root.attach(to: host)
      return State(root: root, host: host, children: children)
    },
    measuring: { state in
      switch operation {
      case .append:
        for child in state.children { state.root.append(child) }
      case .insert:
        for (index, child) in state.children.enumerated() {
          state.root.insert(child, at: index / 2)
        }
      case .remove:
        for index in stride(from: count, to: 0, by: -1) { state.root.remove(at: index / 2) }
      }
      state.root.flushUpdates()
    })
  return StructureResult(operation: operation, count: count, time: time)
}
