import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

@Suite("Composite structure: inserting, removing, moving and nesting controllers") @MainActor
struct CompositeStructureTests {
  func names(_ root: CompositeController) -> [String] {
    root.sectionControllers.compactMap { ($0 as? RecordingSection)?.name }
  }

  @Test func insertRemoveMoveAndReplaceAnimateTheHost() {
    let a = RecordingSection("a", rows: 1)
    let b = RecordingSection("b", rows: 2)
    let c = RecordingSection("c", rows: 3)
    let screen = Screen([a, b], height: 400)
    let root = screen.root
    let reloads = screen.list.reloadCount
    root.insert(c, at: 1)
    #expect(names(root) == ["a", "c", "b"])
    #expect(screen.list.numberOfSections == 3)
    root.move(from: 0, to: 2)
    #expect(names(root) == ["c", "b", "a"])
    root.remove(at: 1)
    #expect(names(root) == ["c", "a"])
    root.replace(at: 0, with: b)
    #expect(names(root) == ["b", "a"])
    #expect(screen.list.reloadCount == reloads, "structure changes are batches, not reloads")
    #expect(screen.list.batchCount == 4)
    #expect(screen.list.indexPathsForVisibleRows.map(\.section) == [0, 0, 1])
  }

  @Test func theChangesOfATurnReachTheHostAsOneBatch() async {
    let first = RecordingSection("first", rows: 1)
    let screen = Screen([first], height: 400)
    let batches = screen.list.batchCount
    let rebuilds = screen.root.tableRebuildCount
    let added = (0..<50).map { RecordingSection("n\($0)", rows: 1) }
    for section in added { screen.root.append(section) }
    screen.root.remove(at: 0)
    #expect(screen.list.batchCount == batches, "nothing reaches the host before the turn ends")
    #expect(screen.list.rowCounts == [1])
    #expect(first.context.section == nil, "removed: its requests reach the list no more")
    await screen.root.waitForUpdates()
    #expect(screen.list.batchCount == batches + 1)
    #expect(screen.root.tableRebuildCount == rebuilds + 1, "one rebuild for the turn's changes")
    #expect(screen.list.lastBatch?.deletedSections == [0])
    #expect(screen.list.lastBatch?.insertedSections == Set(0..<50))
    #expect(screen.list.rowCounts == Array(repeating: 1, count: 50))
    #expect(first.events.contains("didDetach"))
    #expect(names(screen.root) == added.map(\.name))
  }

  @Test func askingTheCompositeAboutItsSectionsAppliesTheTurnsChanges() {
    let a = RecordingSection("a", rows: 1)
    let screen = Screen([a], height: 400)
    let b = RecordingSection("b", rows: 2)
    screen.root.insert(b, at: 0)
    #expect(b.context.section == nil, "not placed yet")
    #expect(screen.root.sectionCount == 2)
    #expect(b.context.section == 0 && a.context.section == 1)
    #expect(screen.list.rowCounts == [2, 1])
  }

  @Test func contextsFollowTheirControllerAndEndWhenRemoved() {
    let a = RecordingSection("a", rows: 1)
    let b = RecordingSection("b", rows: 1)
    let root = CompositeController([a, b])
    let contextOfB = b.context
    root.move(from: 1, to: 0)
    #expect(b.context === contextOfB, "a controller that stays keeps its context")
    #expect(b.context.section == 0)
    #expect(a.context.section == 1)
    #expect(b.context.isFirstSection == true && a.context.isLastSection == true)
    root.remove(at: 0)
    #expect(contextOfB.section == nil)
    #expect(b.events.last == "didDetach")
    #expect(a.context.section == 0)
    #expect(a.events.filter { $0.hasPrefix("didAttach") } == ["didAttach(0)"])
  }

  @Test func nestedCompositesContributeTheirSectionsInPlace() {
    let sections = (0..<6).map { RecordingSection("s\($0)", rows: $0 + 1) }
    let inner = CompositeController([sections[2], sections[3]])
    let middle = CompositeController([sections[1], inner, sections[4]])
    let screen = Screen([sections[0], middle, sections[5]])
    #expect(names(screen.root) == ["s0", "s1", "s2", "s3", "s4", "s5"])
    #expect(inner.root === screen.root)
    #expect(inner.sectionCount == 2 && middle.sectionCount == 4)
    inner.append(RecordingSection("added", rows: 1))
    #expect(names(screen.root) == ["s0", "s1", "s2", "s3", "added", "s4", "s5"])
    #expect(screen.list.numberOfSections == 7)
    #expect(sections[4].context.section == 5)
    let oldContext = sections[2].context
    middle.remove(at: 1)
    #expect(names(screen.root) == ["s0", "s1", "s4", "s5"])
    #expect(oldContext.section == nil)
    #expect(sections[2].context !== oldContext && sections[2].context.section == 0)
    #expect(inner.parent == nil && inner.sectionCount == 3, "a released composite is a root again")
  }

  @Test func aRootThatBecomesNestedHandsOverItsContexts() {
    let a = RecordingSection("a", rows: 1)
    let feature = CompositeController([a])
    let contextOfA = a.context
    let root = CompositeController([RecordingSection("first", rows: 1), feature])
    #expect(a.context === contextOfA)
    #expect(contextOfA.section == 1)
    #expect(root.context(for: a) === contextOfA)
  }

  @Test func theContextSelectsAndScrollsItsOwnRowsWithoutDelegateCalls() throws {
    let a = RecordingSection("a", rows: 3)
    let b = RecordingSection("b", rows: 40)
    let screen = Screen([a, b], height: 220)
    let context = b.context
    b.clearEvents()
    context.scrollToRow(30, at: .top)
    #expect(context.visibleRows.first == 30)
    context.selectRow(31)
    #expect(context.selectedRows == [31])
    #expect(a.context.selectedRows == [])
    #expect(screen.list.indexPathsForSelectedRows == [ListIndexPath(row: 31, section: 1)])
    #expect(context.cellForRow(at: 31, as: LabelCell.self)?.isSelected == true)
    context.deselectRow(31)
    #expect(context.selectedRows.isEmpty)
    #expect(!b.events.contains { $0.contains("Select") })
    #expect(context.containerSize == CGSize(width: 320, height: 220))
  }
}

/// A section that stands for a feature by name, so a new instance can replace an old one.
final class NamedSection: SectionController {
  let name: String
  var rows: Int
  init(_ name: String, rows: Int = 1) {
    self.name = name
    self.rows = rows
  }
  override var sectionIdentity: AnyHashable { name }
  override func numberOfRows(in context: SectionContext) -> Int { rows }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "\(name) \(row)"
    return cell
  }
}

@Suite("Composite structure: diffing section identities") @MainActor
struct CompositeIdentityDiffTests {
  func shown(_ screen: Screen) -> [String] {
    screen.list.indexPathsForVisibleRows.compactMap {
      (screen.list.cellForRow(at: $0) as? LabelCell)?.text
    }
  }

  @Test func settingChildrenBatchesInsertsDeletesAndTheFewestMoves() {
    let sections = (0..<5).map { NamedSection("s\($0)") }
    let screen = Screen(sections, height: 2000)
    let cellOfS4 = screen.list.cellForRow(at: ListIndexPath(row: 0, section: 4))
    let selectedContext = screen.root.context(for: sections[4])
    screen.root.setChildren([
      sections[4], sections[0], sections[1], NamedSection("new"), sections[3],
    ])
    #expect(screen.list.batchCount == 0, "applied at the end of the turn, or at a flush")
    screen.root.flushUpdates()
    #expect(screen.list.batchCount == 1 && screen.list.reloadCount == 1)
    #expect(shown(screen) == ["s4 0", "s0 0", "s1 0", "new 0", "s3 0"])
    #expect(screen.list.cellForRow(at: ListIndexPath(row: 0, section: 0)) === cellOfS4)
    #expect(screen.root.context(for: sections[4]) === selectedContext)
    #expect(selectedContext?.section == 0)
  }

  @Test func aNewInstanceWithAnOldIdentityTakesItsPlaceAndReloads() {
    let old = NamedSection("profile", rows: 1)
    let screen = Screen([NamedSection("a"), old], height: 2000)
    let context = old.context(in: screen.root)
    let replacement = NamedSection("profile", rows: 3)
    screen.root.replace(at: 1, with: replacement)
    screen.root.flushUpdates()
    #expect(screen.list.batchCount == 1)
    #expect(context?.section == nil, "the old instance is detached with its context")
    let fresh = screen.root.context(for: replacement)
    #expect(fresh !== context && fresh?.section == 1)
    #expect(shown(screen) == ["a 0", "profile 0", "profile 1", "profile 2"])
  }

  @Test func nestedCompositesAnimateToo() {
    let inner = CompositeController([NamedSection("x"), NamedSection("y")])
    let screen = Screen([NamedSection("a"), inner], height: 2000)
    inner.move(from: 1, to: 0)
    inner.append(NamedSection("z"))
    screen.root.flushUpdates()
    #expect(screen.list.batchCount == 1, "the turn's changes reach the host as one batch")
    #expect(screen.list.reloadCount == 1)
    #expect(shown(screen) == ["a 0", "y 0", "x 0", "z 0"])
  }

  @Test func aRowCountChangedWithoutAnUpdateFallsBackToAReload() throws {
    let a = NamedSection("a", rows: 2)
    let screen = Screen([a, NamedSection("b")], height: 2000)
    var reported: [UpdateDiagnostic] = []
    screen.root.onDiagnostic = { reported.append($0) }
    a.rows = 3
    screen.root.append(NamedSection("c"))
    screen.root.flushUpdates()
    #expect(screen.list.reloadCount == 2 && screen.list.batchCount == 0)
    let diagnostic = try #require(reported.first)
    #expect(diagnostic.controller == "NamedSection" && diagnostic.section == 0)
    #expect(diagnostic.violation.rule == .rowCount)
    #expect(shown(screen) == ["a 0", "a 1", "a 2", "b 0", "c 0"])
  }
}

extension SectionController {
  func context(in root: CompositeController) -> SectionContext? { root.context(for: self) }
}

@Suite("Composite structure misuse")
struct CompositeMisuseExitTests {
  #if os(macOS) || os(Linux) || os(Windows)
    @Test func theSameControllerTwiceStopsWithAMessage() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let section = RecordingSection("twice", rows: 1)
          _ = CompositeController([section, CompositeController([section])])
        }
      }
      let message = standardError(result)
      #expect(
        message.contains(
          "the same RecordingSection instance appears twice, the second time at section 1"))
      #expect(message.contains("create a second instance"))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func aCompositeInsideItselfStopsWithAMessage() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let root = CompositeController()
          let child = CompositeController()
          root.append(child)
          child.append(root)
        }
      }
      #expect(standardError(result).contains("cannot contain itself or one of its ancestors"))
    }
  #endif
}
