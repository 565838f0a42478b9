import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A call the host makes in global coordinates, and the event the owner must record locally.
struct Probe: CustomStringConvertible, Sendable {
  let description: String
  let call: @MainActor @Sendable (CompositeController, ListIndexPath) -> Void
  let expected: @Sendable (Int) -> String
}

let rowProbes: [Probe] = [
  Probe(
    description: "cellForRow", call: { _ = $0.router.cell(at: $1) },
    expected: { "cell(\($0))" }),
  Probe(
    // A row its controller does not let be edited is still editable for its swipe actions.
    description: "canEditRow", call: { _ = $0.router.canEditRow(at: $1) },
    expected: { "canEditRow(\($0)), leadingSwipeActions(\($0))" }),
  Probe(
    description: "canMoveRow", call: { _ = $0.router.canMoveRow(at: $1) },
    expected: { "canMoveRow(\($0))" }),
  Probe(
    description: "commit", call: { $0.router.commit(.delete, forRowAt: $1) },
    expected: { "commit(delete, \($0))" }),
  Probe(
    description: "moveRow", call: { $0.router.moveRow(at: $1, to: $1) },
    expected: { "moveRow(\($0), \($0))" }),
  Probe(
    description: "willDisplay", call: { $0.router.willDisplay(LabelCell(), forRowAt: $1) },
    expected: { "willDisplay(\($0))" }),
  Probe(
    description: "didEndDisplaying",
    call: { $0.router.didEndDisplaying(LabelCell(), forRowAt: $1) },
    expected: { "didEndDisplaying(\($0))" }),
  Probe(
    description: "heightForRow", call: { _ = $0.router.heightForRow(at: $1) },
    expected: { "heightForRow(\($0))" }),
  Probe(
    description: "estimatedHeightForRow", call: { _ = $0.router.estimatedHeightForRow(at: $1) },
    expected: { "estimatedHeightForRow(\($0))" }),
  Probe(
    description: "sizeForItem", call: { _ = $0.router.sizeForItem(at: $1) },
    expected: { "sizeForItem(\($0))" }),
  Probe(
    description: "shouldHighlightRow", call: { _ = $0.router.shouldHighlightRow(at: $1) },
    expected: { "shouldHighlightRow(\($0))" }),
  Probe(
    description: "didHighlightRow", call: { $0.router.didHighlightRow(at: $1) },
    expected: { "didHighlightRow(\($0))" }),
  Probe(
    description: "didUnhighlightRow", call: { $0.router.didUnhighlightRow(at: $1) },
    expected: { "didUnhighlightRow(\($0))" }),
  Probe(
    description: "willSelectRow", call: { _ = $0.router.willSelectRow(at: $1) },
    expected: { "willSelectRow(\($0))" }),
  Probe(
    description: "didSelectRow", call: { $0.router.didSelectRow(at: $1) },
    expected: { "didSelectRow(\($0))" }),
  Probe(
    description: "willDeselectRow", call: { _ = $0.router.willDeselectRow(at: $1) },
    expected: { "willDeselectRow(\($0))" }),
  Probe(
    description: "didDeselectRow", call: { $0.router.didDeselectRow(at: $1) },
    expected: { "didDeselectRow(\($0))" }),
  Probe(
    description: "accessoryButtonTapped", call: { $0.router.accessoryButtonTapped(forRowAt: $1) },
    expected: { "accessoryButtonTapped(\($0))" }),
  Probe(
    description: "canPerformPrimaryAction",
    call: { _ = $0.router.canPerformPrimaryAction(forRowAt: $1) },
    expected: { "canPerformPrimaryAction(\($0))" }),
  Probe(
    description: "performPrimaryAction", call: { $0.router.performPrimaryAction(forRowAt: $1) },
    expected: { "performPrimaryAction(\($0))" }),
  Probe(
    // The composite gives an editing style only to rows their controller lets be edited.
    description: "editingStyle",
    call: { root, path in
      (root.sectionController(forSection: path.section) as? RecordingSection)?.editable = true
      _ = root.router.editingStyle(forRowAt: path)
    },
    expected: { "canEditRow(\($0)), editingStyle(\($0))" }),
  Probe(
    description: "titleForDeleteConfirmation",
    call: { _ = $0.router.titleForDeleteConfirmation(forRowAt: $1) },
    expected: { "titleForDeleteConfirmation(\($0))" }),
  Probe(
    description: "shouldIndentWhileEditingRow",
    call: { _ = $0.router.shouldIndentWhileEditingRow(at: $1) },
    expected: { "shouldIndentWhileEditingRow(\($0))" }),
  Probe(
    description: "willBeginEditingRow", call: { $0.router.willBeginEditingRow(at: $1) },
    expected: { "willBeginEditingRow(\($0))" }),
  Probe(
    description: "didEndEditingRow", call: { $0.router.didEndEditingRow(at: $1) },
    expected: { "didEndEditingRow(\($0))" }),
  Probe(
    description: "targetIndexPathForMove",
    call: { _ = $0.router.targetIndexPathForMove(from: $1, toProposed: $1) },
    expected: { "targetRowForMove(\($0), \($0))" }),
  Probe(
    description: "leadingSwipeActions", call: { _ = $0.router.leadingSwipeActions(forRowAt: $1) },
    expected: { "leadingSwipeActions(\($0))" }),
  Probe(
    description: "trailingSwipeActions", call: { _ = $0.router.trailingSwipeActions(forRowAt: $1) },
    expected: { "trailingSwipeActions(\($0))" }),
  Probe(
    description: "contextMenu", call: { _ = $0.router.contextMenu(forRowAt: $1) },
    expected: { "contextMenu(\($0))" }),
  Probe(
    description: "prefetchRows", call: { $0.router.prefetchRows(at: [$1]) },
    expected: { "prefetchRows([\($0)])" }),
  Probe(
    description: "cancelPrefetchingRows", call: { $0.router.cancelPrefetchingRows(at: [$1]) },
    expected: { "cancelPrefetchingRows([\($0)])" }),
]

let sectionProbes: [Probe] = [
  Probe(
    description: "heightForHeader", call: { _ = $0.router.heightForHeader(inSection: $1.section) },
    expected: { _ in "headerHeight" }),
  Probe(
    description: "heightForFooter", call: { _ = $0.router.heightForFooter(inSection: $1.section) },
    expected: { _ in "footerHeight" }),
  Probe(
    description: "sectionInsets", call: { _ = $0.router.sectionInsets(inSection: $1.section) },
    expected: { _ in "sectionInsets" }),
  Probe(
    description: "minimumLineSpacing",
    call: { _ = $0.router.minimumLineSpacing(inSection: $1.section) },
    expected: { _ in "minimumLineSpacing" }),
  Probe(
    description: "minimumInteritemSpacing",
    call: { _ = $0.router.minimumInteritemSpacing(inSection: $1.section) },
    expected: { _ in "minimumInteritemSpacing" }),
  Probe(
    description: "sizeForHeader", call: { _ = $0.router.sizeForHeader(inSection: $1.section) },
    expected: { _ in "headerSize" }),
  Probe(
    description: "sizeForFooter", call: { _ = $0.router.sizeForFooter(inSection: $1.section) },
    expected: { _ in "footerSize" }),
  Probe(
    description: "viewForHeader", call: { _ = $0.router.viewForHeader(inSection: $1.section) },
    expected: { _ in "headerView" }),
  Probe(
    description: "willDisplaySupplementaryView",
    call: {
      $0.router.willDisplaySupplementaryView(
        LabelHeaderView(), ofKind: .footer, inSection: $1.section)
    },
    expected: { _ in "willDisplaySupplementary(footer)" }),
  Probe(
    description: "didEndDisplayingSupplementaryView",
    call: {
      $0.router.didEndDisplayingSupplementaryView(
        LabelHeaderView(), ofKind: .header, inSection: $1.section)
    },
    expected: { _ in "didEndDisplayingSupplementary(header)" }),
]

/// A tree of recording controllers attached to a host whose viewport shows nothing, so that
/// only the probes cause events.
@MainActor
struct RoutingFixture {
  let root: CompositeController
  let sections: [RecordingSection]
  let host = HeadlessListView(size: CGSize(width: 320, height: 0))

  static func flat() -> RoutingFixture {
    let sections = [
      RecordingSection("a", rows: 3), RecordingSection("b", rows: 1),
      RecordingSection("c", rows: 4),
    ]
    return RoutingFixture(root: CompositeController(sections), sections: sections)
  }

  /// `a, [b, [c], d], e`: composites nested three deep.
  static func nested() -> RoutingFixture {
    let a = RecordingSection("a", rows: 3)
    let b = RecordingSection("b", rows: 2)
    let c = RecordingSection("c", rows: 4)
    let d = RecordingSection("d", rows: 1)
    let e = RecordingSection("e", rows: 2)
    let inner = CompositeController([CompositeController([c])])
    let root = CompositeController([a, CompositeController([b, inner, d]), e])
    return RoutingFixture(root: root, sections: [a, b, c, d, e])
  }

  init(root: CompositeController, sections: [RecordingSection]) {
    self.root = root
    self.sections = sections
    for section in sections { section.usesHeaderView = true }
    root.attach(to: host)
  }

  func clear() { for section in sections { section.clearEvents() } }
}

@Suite("Composite routing") @MainActor
struct CompositeRoutingTests {
  @Test("Counts and titles come from the owning controller", arguments: ["flat", "nested"])
  func countsAndTitles(shape: String) {
    let fixture = shape == "flat" ? RoutingFixture.flat() : RoutingFixture.nested()
    for section in fixture.sections { section.header = "H-\(section.name)" }
    #expect(fixture.root.router.numberOfSections() == fixture.sections.count)
    for (index, section) in fixture.sections.enumerated() {
      #expect(fixture.root.router.numberOfRows(inSection: index) == section.rows)
      #expect(fixture.root.router.titleForHeader(inSection: index) == "H-\(section.name)")
      #expect(fixture.root.sectionController(forSection: index) === section)
      #expect(section.context.section == index)
    }
  }

  @Test("Every row question and event reaches the owner in its local row", arguments: rowProbes)
  func rowRouting(probe: Probe) {
    for fixture in [RoutingFixture.flat(), RoutingFixture.nested()] {
      for (section, owner) in fixture.sections.enumerated() {
        for row in 0..<owner.rows {
          fixture.clear()
          probe.call(fixture.root, ListIndexPath(row: row, section: section))
          #expect(
            owner.events.joined(separator: ", ") == probe.expected(row),
            "\(probe) at [\(section), \(row)]")
          for other in fixture.sections where other !== owner {
            #expect(other.events.isEmpty, "\(probe) leaked to \(other.name)")
          }
        }
      }
    }
  }

  @Test("Every section question and event reaches the owner", arguments: sectionProbes)
  func sectionRouting(probe: Probe) {
    for fixture in [RoutingFixture.flat(), RoutingFixture.nested()] {
      for (section, owner) in fixture.sections.enumerated() {
        fixture.clear()
        probe.call(fixture.root, ListIndexPath(row: 0, section: section))
        #expect(owner.events == [probe.expected(0)], "\(probe) at section \(section)")
        for other in fixture.sections where other !== owner {
          #expect(other.events.isEmpty, "\(probe) leaked to \(other.name)")
        }
      }
    }
  }

  @Test func cellsComeFromTheOwnerAndAreTyped() {
    let fixture = RoutingFixture.nested()
    let cell = fixture.root.router.cell(at: ListIndexPath(row: 3, section: 2))
    #expect((cell as? LabelCell)?.text == "c 3")
  }

  @Test func selectionRedirectStaysInTheSection() {
    let fixture = RoutingFixture.nested()
    fixture.sections[2].selection = { $0 == 1 ? 3 : nil }
    #expect(
      fixture.root.router.willSelectRow(at: ListIndexPath(row: 1, section: 2))
        == ListIndexPath(row: 3, section: 2))
    #expect(fixture.root.router.willSelectRow(at: ListIndexPath(row: 0, section: 2)) == nil)
  }

  @Test func movesAreClampedToTheSourceSection() {
    let fixture = RoutingFixture.nested()
    let source = ListIndexPath(row: 1, section: 2)
    #expect(
      fixture.root.router.targetIndexPathForMove(
        from: source, toProposed: ListIndexPath(row: 0, section: 0))
        == ListIndexPath(row: 0, section: 2))
    #expect(
      fixture.root.router.targetIndexPathForMove(
        from: source, toProposed: ListIndexPath(row: 0, section: 4))
        == ListIndexPath(row: 3, section: 2))
    #expect(
      fixture.sections[2].events.suffix(2) == ["targetRowForMove(1, 0)", "targetRowForMove(1, 3)"])
  }

  @Test func previewCommitReachesTheMenuOwnerAfterTheListChanged() throws {
    let fixture = RoutingFixture.nested()
    let menu = try #require(
      fixture.root.router.contextMenu(forRowAt: ListIndexPath(row: 2, section: 2)))
    fixture.root.insert(RecordingSection("new", rows: 1), at: 0)
    fixture.clear()
    fixture.root.router.willCommitPreview(of: menu)
    #expect(fixture.sections[2].events == ["willCommitPreview(c.menu.2, 2)"])
    fixture.root.router.willCommitPreview(of: menu)
    #expect(fixture.sections[2].events.count == 1, "a preview is committed once")
  }

  @Test func prefetchIsGroupedBySection() {
    let fixture = RoutingFixture.nested()
    fixture.clear()
    fixture.root.router.prefetchRows(at: [
      ListIndexPath(row: 3, section: 2), ListIndexPath(row: 0, section: 0),
      ListIndexPath(row: 1, section: 2),
    ])
    #expect(fixture.sections[0].events == ["prefetchRows([0])"])
    #expect(fixture.sections[2].events == ["prefetchRows([1, 3])"])
  }
}
