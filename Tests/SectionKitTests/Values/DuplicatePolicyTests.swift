import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// One duplicate-identity policy in every form: the first of an identity is shown, every later
/// one is left out, and each left out is reported as one ``UpdateDiagnostic`` of the rule
/// `duplicateIdentifier` that names the form's type, the section and the index: in debug and
/// release builds alike, never a crash.
@Suite("Duplicate identities: one policy in every form") @MainActor
struct DuplicatePolicyTests {
  /// The one shape of a duplicate's report, whatever the form.
  static func hasTheOneShape(_ diagnostic: UpdateDiagnostic) -> Bool {
    diagnostic.violation.rule == .duplicateIdentifier
      && diagnostic.description.hasPrefix("SectionKit: ")
      && diagnostic.description.contains(" twice (first at ")
      && diagnostic.description.hasSuffix(
        "; the later one is left out. It is shown once, where it first appears.")
  }

  @Test func anIdentifiedSectionLeavesOutAndReportsTheLaterValue() {
    let (posts, screen) = postsScreen([Post(id: 1, title: "a")])
    posts.setItems([Post(id: 1, title: "a"), Post(id: 2, title: "b"), Post(id: 1, title: "c")])
    screen.root.flushUpdates()
    #expect(texts(screen.list) == ["a", "b"])
    #expect(posts.items.map(\.id) == [1, 2])
    #expect(
      screen.root.diagnostics.map(\.description) == [
        "SectionKit: IdentifiedSection<Post, Int> (section 0) was given the row identity 1 twice "
          + "(first at row 0, again at row 2); the later one is left out. It is shown once, "
          + "where it first appears."
      ])
  }

  @Test func anIdentifiedSectionMadeWithDuplicatesReportsThemInItsList() {
    let section = IdentifiedSection(
      items: [Post(id: 1, title: "a"), Post(id: 1, title: "b")]
    ) { context, row, post in
      context.dequeueReusableCell(showing: RowContent(post.title), for: row)
    }
    #expect(section.items.map(\.title) == ["a"], "left out at once")
    let screen = Screen([section])
    #expect(screen.root.diagnostics.count == 1)
    #expect(screen.root.diagnostics.allSatisfy(Self.hasTheOneShape))
  }

  @Test func aBindingSectionLeavesOutAndReportsTheLaterValue() {
    let screen = CompositeController()
    screen.onDiagnostic = { _ in }
    screen.setModels([Conversation(id: "ada", messages: ["hi", "hi"])]) { _ in
      ConversationSection()
    }
    let list = HeadlessListView()
    screen.attach(to: list)
    #expect(list.numberOfRows(inSection: 0) == 1)
    #expect(screen.diagnostics.count == 1)
    #expect(screen.diagnostics.allSatisfy(Self.hasTheOneShape))
  }

  @Test func anOutlineLeavesOutAndReportsTheLaterNodeWithItsChildren() {
    let screen = OutlineScreen(
      [Folder("a", [Folder("x")]), Folder("b"), Folder("a", [Folder("y")])], expanded: ["a"])
    screen.root.flushUpdates()
    #expect(screen.outline.visibleNodes.map(\.id) == ["a", "x", "b"])
    #expect(
      screen.root.diagnostics.map(\.description) == [
        "SectionKit: OutlineSection<Folder, String> (section 0) was given the node identity a "
          + "twice (first at row 0, again at row 3); the later one is left out. It is shown "
          + "once, where it first appears."
      ])

    screen.outline.setRoots([Folder("b"), Folder("b"), Folder("c")])
    screen.root.flushUpdates()
    #expect(screen.outline.visibleNodes.map(\.id) == ["b", "c"])
    #expect(screen.root.diagnostics.count == 2)
    #expect(screen.root.diagnostics.allSatisfy(Self.hasTheOneShape))
  }

  @Test func everyFormReportsInTheSameShape() {
    // A declarative screen.
    let declarative = CompositeController()
    declarative.onDiagnostic = { _ in }
    declarative.show {
      ListSection("s") {
        Row("a", RowContent("First a"))
        Row("a", RowContent("Second a"))
      }
    }
    // Models.
    let models = CompositeController()
    models.onDiagnostic = { _ in }
    models.setModels([Conversation(id: "ada", messages: []), Conversation(id: "ada", messages: [])])
    { _ in ConversationSection() }
    // A snapshot.
    let snapshots = SnapshotScreen()
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["a", "a"])
    snapshot.appendItems([1, 1])
    snapshots.dataSource.apply(snapshot)

    let reports =
      declarative.diagnostics + models.diagnostics
      + snapshots.dataSource.composite.diagnostics
    #expect(reports.count == 4)
    for report in reports { #expect(Self.hasTheOneShape(report), "\(report)") }
    #expect(
      snapshots.dataSource.composite.diagnostics.map(\.description).first
        == "SectionKit: SnapshotDataSource<String, Int> was given the section identity a twice "
        + "(first at section 0, again at section 1); the later one is left out. It is shown "
        + "once, where it first appears.")
  }
}
