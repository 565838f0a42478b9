import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A controller class meant to be subclassed: its row count and cells are overridden below.
@MainActor
class BaseRowsSection: SectionController {
  let label: String
  init(_ label: String) { self.label = label }
  override func numberOfRows(in context: SectionContext) -> Int { 1 }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "base \(label) \(row)"
    return cell
  }
}

/// Overrides the base class's answers: routing must reach these, not the base class's.
final class OverridingRowsSection: BaseRowsSection {
  override func numberOfRows(in context: SectionContext) -> Int { 3 }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "override \(label) \(row)"
    return cell
  }
}

/// A generic controller: each specialisation is its own type to route to.
final class ValuesSection<Value: CustomStringConvertible>: SectionController {
  let values: [Value]
  init(_ values: [Value]) { self.values = values }
  override func numberOfRows(in context: SectionContext) -> Int { values.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "\(Value.self) \(values[row])"
    return cell
  }
}

/// The routes that answer row counts and cells: each calls its controller as the controller's
/// own type, and they follow every change of the list of sections.
@Suite("Composite routes") @MainActor
struct CompositeRouterRouteTests {
  /// Every row count and cell text the host would be given, section by section.
  func answers(of root: CompositeController) -> [[String]] {
    let router = root.router
    return (0..<router.numberOfSections()).map { section in
      (0..<router.numberOfRows(inSection: section)).map { row in
        (router.cell(at: ListIndexPath(row: row, section: section)) as? LabelCell)?.text
          ?? "not a LabelCell"
      }
    }
  }

  @Test func subclassOverridesAreRoutedTo() {
    let host = HeadlessListView(size: CGSize(width: 320, height: 0))
    let root = CompositeController([
      BaseRowsSection("a"), OverridingRowsSection("b"),
      CompositeController([OverridingRowsSection("c")]),
    ])
    root.attach(to: host)
    #expect(
      answers(of: root) == [
        ["base a 0"], ["override b 0", "override b 1", "override b 2"],
        ["override c 0", "override c 1", "override c 2"],
      ])
  }

  @Test func eachSpecialisationOfAGenericControllerIsRoutedToItself() {
    let host = HeadlessListView(size: CGSize(width: 320, height: 0))
    let root = CompositeController([
      ValuesSection([1, 2]), ValuesSection(["x"]), ValuesSection([3]),
    ])
    root.attach(to: host)
    #expect(answers(of: root) == [["Int 1", "Int 2"], ["String x"], ["Int 3"]])
  }

  @Test func routesFollowChangesOfTheListOfSections() {
    let host = HeadlessListView(size: CGSize(width: 320, height: 0))
    let a = ValuesSection(["a0"])
    let b = OverridingRowsSection("b")
    let c = ValuesSection([7, 8])
    let inner = CompositeController([b])
    let root = CompositeController([a, inner])
    root.attach(to: host)
    #expect(
      answers(of: root) == [["String a0"], ["override b 0", "override b 1", "override b 2"]])

    inner.append(c)
    root.flushUpdates()
    #expect(
      answers(of: root) == [
        ["String a0"], ["override b 0", "override b 1", "override b 2"], ["Int 7", "Int 8"],
      ])

    root.move(from: 1, to: 0)
    inner.remove(at: 0)
    root.flushUpdates()
    #expect(answers(of: root) == [["Int 7", "Int 8"], ["String a0"]])

    root.setChildren([BaseRowsSection("d")])
    root.flushUpdates()
    #expect(answers(of: root) == [["base d 0"]])
  }
}
