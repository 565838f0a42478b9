/// What the whole list shows above its first section and after its last.
extension CompositeController {
  /// The list's header and footer, kept by the root composite.
  struct ListHeaderAndFooter {
    var header: RowContent?
    var footer: RowContent?
  }

  /// What the list shows above its first section, scrolling with the rows (UIKit's
  /// `tableHeaderView`, a compositional layout's global header); `nil`, the default, shows
  /// nothing.
  ///
  /// It is part of the content: it takes space above section 0, and the content offsets of
  /// the rows and sections below it count it. `HeadlessListView` shows it as a line above the
  /// first section (printed by `HeadlessListView.renderedText(cursor:)` as `╒ Ada Lovelace`);
  /// the UIKit adapters show it in a `UIListContentView`, or in the view of your own that their
  /// `listHeaderView` gives (a profile banner), sized with Auto Layout across the list's
  /// width. Set it on the root composite; setting it while the list is shown takes effect at
  /// once, with no reload.
  ///
  /// ```swift
  /// profile.listHeader = RowContent(
  ///   "Ada Lovelace", secondaryText: "ada@example.com", imageName: "person.crop.circle")
  /// profile.listFooter = RowContent("Version 2.1")
  /// ```
  ///
  /// IGListKit has none (a first section controller plays the part); UIKit's
  /// `tableHeaderView`.
  public var listHeader: RowContent? {
    get { shownAroundSections.header }
    set {
      if newValue != nil, parent != nil { nestedListDecorationMisuse("listHeader") }
      shownAroundSections.header = newValue
      if parent == nil, isAttached { host?.listHeader = newValue }
    }
  }

  /// What the list shows after its last section, scrolling with the rows (UIKit's
  /// `tableFooterView`, a compositional layout's global footer); `nil`, the default, shows
  /// nothing.
  ///
  /// It is part of the content, below the last section; see ``listHeader``.
  /// `HeadlessListView.renderedText(cursor:)` prints it as `╘ Version 2.1`.
  ///
  /// UIKit's `tableFooterView`.
  public var listFooter: RowContent? {
    get { shownAroundSections.footer }
    set {
      if newValue != nil, parent != nil { nestedListDecorationMisuse("listFooter") }
      shownAroundSections.footer = newValue
      if parent == nil, isAttached { host?.listFooter = newValue }
    }
  }

  /// Stops: a nested composite's header or footer of the list would never show.
  ///
  /// - Parameter property: `listHeader` or `listFooter`.
  private func nestedListDecorationMisuse(_ property: String) -> Never {
    misuse(
      """
      SectionKit: \(property) was set on a CompositeController nested in another one; only the \
      root composite's \(property) is shown (the whole list has one). Set it on the root \
      composite, the one attached to the list.
      """)
  }
}
