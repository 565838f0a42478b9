import Testing

/// The core's public types, named one by one.
///
/// `public` is a promise to users: a type joins this list on purpose, with its place in
/// `Docs/Architecture.md` and a line in the CHANGELOG, never as a side effect of plumbing.
/// The `Hosting` SPI, type aliases and `UIKit/` (checked against Apple's SDK) are left out.
@Suite("Architecture: the core's public surface")
struct PublicSurfaceTests {
  static let expected: Set<String> = [
    // Composing a screen.
    "CompositeController", "SectionProvider", "SectionController", "SectionDataSource",
    "SectionDelegate", "SectionContext", "IdentifiedSection", "ModelSectionController",
    "ListSection", "Row", "RowContent", "ScreenBuilder", "SnapshotDataSource", "ListSnapshot",
    // Reuse and the headless host.
    "Reusable", "ListHost", "HeadlessListView", "HeadlessListViewController", "HeadlessView",
    "HeadlessCell", "HeadlessHeaderFooterView", "HeadlessContentCell",
    // Updates and diffing.
    "SectionBatch", "ListBatch", "Changeset", "UpdateDiagnostic",
    // Values taken and returned.
    "ListIndexPath", "HostError", "ScrollPosition", "EditingStyle", "SupplementaryKind",
    "SwipeAction", "SwipeActionsConfiguration", "ContextMenu", "SectionInsets",
  ]

  @Test func theCorePublishesExactlyTheListedTypes() throws {
    let sources = Sources.read()
    try #require(!sources.files.isEmpty, "no sources found at \(Sources.root.path)")
    let published = Set(sources.publicTypes.filter { $0.value != "UIKit" }.keys)
    #expect(
      published.subtracting(Self.expected).isEmpty,
      """
      public types not on the list: \(published.subtracting(Self.expected).sorted()); make them \
      package, or add them here, to Docs/Architecture.md and to the CHANGELOG
      """)
    #expect(
      Self.expected.subtracting(published).isEmpty,
      "listed types no longer public: \(Self.expected.subtracting(published).sorted())")
    #expect(published.count == 35)
  }

  @Test func theCheckTellsPublicFromSPIAndInternal() {
    let code = """
      public struct Shown {}
      @_spi(Hosting) public protocol Hidden {}
      @MainActor open class Subclassable {}
      package enum Shared {}
      enum Internal {}
      public typealias Alias = Shown
      """
    #expect(Sources.topLevelTypes(in: code, publicOnly: true) == ["Shown", "Subclassable"])
  }
}
