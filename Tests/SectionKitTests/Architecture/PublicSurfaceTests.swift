import Testing

/// The public types of the core and of the headless host, named one by one.
///
/// `public` is a promise to users: a type joins this list on purpose, with its place in
/// `Docs/Architecture.md` and a line in the CHANGELOG, never as a side effect of plumbing.
/// The `Hosting` SPI, type aliases and `SectionKitUIKit` (checked against Apple's SDK) are left
/// out.
@Suite("Architecture: the public surface of the core and of the headless host")
struct PublicSurfaceTests {
  static let expected: Set<String> = [
    // Composing a screen.
    "CompositeController", "SectionProvider", "SectionController", "SectionContext",
    "IdentifiedSection", "OutlineSection", "ModelSectionController", "BindingSection", "ModelKind",
    "PagedSection",
    "ListSection", "Row", "RowContent", "ScreenBuilder", "SnapshotDataSource", "ListSnapshot",
    "ScreenObservation",
    // The section protocols: what every section answers and is told, and its capabilities.
    "SectionDataSource", "SectionDelegate",
    "SectionHighlighting", "SectionSelectionRules", "SectionPrimaryActions", "SectionRowIdentity",
    "SectionDisplayDelegate", "SectionSupplementaryDisplayDelegate", "SectionWorkingRangeDelegate",
    "SectionScrollDelegate", "SectionScrollAnchors", "SectionRowHeights", "SectionFlowLayout",
    "SectionHeaderFooterViews",
    "SectionSupplementaryViews", "SectionPinnedHeader", "SectionAccessibility",
    "SectionInsertionAnnouncements", "SectionEditing", "SectionReordering", "SectionMoving",
    "SectionDragAndDrop", "SectionSwipeActions", "SectionContextMenus", "SectionPrefetching",
    "SectionMultipleSelection",
    // Reuse and hosts.
    "Reusable", "ListHost",
    // Updates and diffing.
    "SectionBatch", "ListBatch", "Changeset", "UpdateDiagnostic",
    // Values taken and returned.
    "ListIndexPath", "HostError", "ScrollPosition", "ScrollAnchoring", "LookAhead", "EditingStyle",
    "SupplementaryKind",
    "SwipeAction", "SwipeActionsConfiguration", "ContextMenu", "ListColor", "SectionInsets",
    "ListAccessibility", "ListAccessibilityNotification",
    // Drag and drop.
    "ListDragItem", "ListDropSession", "ListDropProposal",
  ]

  /// The headless host's public types.
  static let headless: Set<String> = [
    "HeadlessListView", "HeadlessListViewController", "HeadlessView", "HeadlessCell",
    "HeadlessAccessibilityElement", "HeadlessAccessibilityAction", "HeadlessAccessibilityIssue",
    "HeadlessHeaderFooterView", "HeadlessContentCell",
    // Checks of a screen's sources.
    "SectionAudit",
    // Controls in cells, operated as a user does.
    "HeadlessControl", "HeadlessButton", "HeadlessSwitch", "HeadlessTextField",
  ]

  @Test func theHeadlessHostPublishesExactlyTheListedTypes() throws {
    let sources = Sources.read(module: "SectionKitHeadless")
    try #require(!sources.files.isEmpty, "no sources found in Sources/SectionKitHeadless")
    #expect(Set(sources.publicTypes.keys) == Self.headless)
  }

  @Test func theCorePublishesExactlyTheListedTypes() throws {
    let sources = Sources.read()
    try #require(!sources.files.isEmpty, "no sources found at \(Sources.root.path)")
    let published = Set(sources.publicTypes.keys)
    #expect(
      published.subtracting(Self.expected).isEmpty,
      """
      public types not on the list: \(published.subtracting(Self.expected).sorted()); make them \
      package, or add them here, to Docs/Architecture.md and to the CHANGELOG
      """)
    #expect(
      Self.expected.subtracting(published).isEmpty,
      "listed types no longer public: \(Self.expected.subtracting(published).sorted())")
    #expect(published.count == 66)
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
