import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A section that filters the results shown by a sibling, found through its context.
@MainActor
private class FilterSection: SectionController {
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: LabelCell.self, for: row)
  }
}

/// A subclass, to check that a typed lookup matches subclasses.
@MainActor
private final class StrictFilterSection: FilterSection {}

/// `SectionContext.sectionController(forSection:)` and `sectionController(ofType:)`: a section
/// reaches a sibling as IGListKit's collection context lets it, across nested composites, and a
/// context in no list reaches nothing (issue 37).
@Suite("A section reaches a sibling section through its context") @MainActor
struct SiblingSectionTests {
  /// A list of six sections: header, (filter, a, b), ((c)), footer.
  private func makeTree() -> (
    root: CompositeController, header: RecordingSection, filter: FilterSection,
    a: RecordingSection, b: RecordingSection, c: RecordingSection, footer: RecordingSection
  ) {
    let header = RecordingSection("header", rows: 1)
    let filter = FilterSection()
    let a = RecordingSection("a", rows: 2)
    let b = RecordingSection("b", rows: 3)
    let c = RecordingSection("c", rows: 1)
    let footer = RecordingSection("footer", rows: 1)
    let feature = CompositeController([filter, a, b])
    let deep = CompositeController([CompositeController([c])])
    let root = CompositeController([header, feature, deep, footer])
    return (root, header, filter, a, b, c, footer)
  }

  @Test func bySectionIndexAcrossNestedComposites() {
    let tree = makeTree()
    let list = HeadlessListView(size: CGSize(width: 320, height: 600))
    tree.root.attach(to: list)

    // From a controller inside a nested composite, sections count in the whole list.
    let context = tree.filter.context
    #expect(context.section == 1)
    #expect(context.sectionController(forSection: 0) === tree.header)
    #expect(context.sectionController(forSection: 1) === tree.filter, "itself")
    #expect(context.sectionController(forSection: 2) === tree.a)
    #expect(context.sectionController(forSection: 4) === tree.c, "two composites down")
    #expect(context.sectionController(forSection: 5) === tree.footer)
    #expect(context.sectionController(forSection: 6) == nil)
    #expect(context.sectionController(forSection: -1) == nil)
    // The deepest section reaches the top one.
    #expect(tree.c.context.sectionController(forSection: 0) === tree.header)
  }

  @Test func bySectionIndexSeesAChangeMadeEarlierInTheTurn() {
    let tree = makeTree()
    let list = HeadlessListView(size: CGSize(width: 320, height: 600))
    tree.root.attach(to: list)

    tree.root.remove(at: 0)
    // The change waits for the end of the turn, but the answer is the list as it now stands.
    #expect(tree.filter.context.sectionController(forSection: 0) === tree.filter)
    #expect(tree.filter.context.sectionController(forSection: 4) === tree.footer)
    // The removed controller reaches nothing.
    #expect(tree.header.context.sectionController(forSection: 0) == nil)
  }

  @Test func byTypeTheFirstInSectionOrder() {
    let tree = makeTree()
    // No host is needed: the tree places its sections.
    #expect(tree.a.context.sectionController(ofType: FilterSection.self) === tree.filter)
    #expect(tree.filter.context.sectionController(ofType: RecordingSection.self) === tree.header)
    #expect(tree.c.context.sectionController(ofType: StrictFilterSection.self) == nil)
    // Inferred from the declared type.
    let found: FilterSection? = tree.footer.context.sectionController()
    #expect(found === tree.filter)
    // Any section controller: the first section.
    #expect(tree.c.context.sectionController(ofType: SectionController.self) === tree.header)

    // A subclass matches.
    let strict = StrictFilterSection()
    let other = FilterSection()
    let root = CompositeController([RecordingSection("x", rows: 1), strict, other])
    #expect(other.context.sectionController(ofType: FilterSection.self) === strict)
    _ = root
  }

  @Test func aDetachedContextReachesNothing() {
    // Before the controller joins a list.
    let lonely = RecordingSection("lonely", rows: 1)
    #expect(lonely.context.sectionController(forSection: 0) == nil)
    #expect(lonely.context.sectionController(ofType: RecordingSection.self) == nil)

    // After it left its list, although the list still has sections.
    let tree = makeTree()
    tree.root.setChildren([tree.header, tree.footer], animated: false)
    tree.root.flushUpdates()
    #expect(tree.a.context.section == nil)
    #expect(tree.a.context.sectionController(forSection: 0) == nil)
    #expect(tree.a.context.sectionController(ofType: RecordingSection.self) == nil)
    #expect(tree.footer.context.sectionController(forSection: 0) === tree.header)
  }
}
