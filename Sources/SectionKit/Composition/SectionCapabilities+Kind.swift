/// The capabilities the router asks by name: each its bit among a section's
/// ``SectionCapabilities/kinds`` and the property that holds the controller as it.
///
/// A route carries its section's bits, so that the router answers a capability's question for
/// a section that does not adopt it (most sections of a long list adopt few) from the route
/// alone, without reading, or retaining, the section's leaf.
extension SectionCapabilities {
  /// A capability, as the router names it: `.highlighting`, `.display`, and so on.
  struct Kind<Capability> {
    /// Its bit among ``SectionCapabilities/kinds``.
    let bit: UInt32
    /// The property that holds the controller as the capability.
    let property: KeyPath<SectionCapabilities, Capability?>
  }
}

extension SectionCapabilities.Kind {
  /// ``SectionHighlighting``.
  static var highlighting: SectionCapabilities.Kind<any SectionHighlighting> {
    .init(bit: 1 << 0, property: \.highlighting)
  }
  /// ``SectionSelectionRules``.
  static var selectionRules: SectionCapabilities.Kind<any SectionSelectionRules> {
    .init(bit: 1 << 1, property: \.selectionRules)
  }
  /// ``SectionPrimaryActions``.
  static var primaryActions: SectionCapabilities.Kind<any SectionPrimaryActions> {
    .init(bit: 1 << 2, property: \.primaryActions)
  }
  /// ``SectionRowIdentity``.
  static var rowIdentity: SectionCapabilities.Kind<any SectionRowIdentity> {
    .init(bit: 1 << 3, property: \.rowIdentity)
  }
  /// ``SectionDisplayDelegate``.
  static var display: SectionCapabilities.Kind<any SectionDisplayDelegate> {
    .init(bit: 1 << 4, property: \.display)
  }
  /// ``SectionSupplementaryDisplayDelegate``.
  static var supplementaryDisplay: SectionCapabilities.Kind<any SectionSupplementaryDisplayDelegate>
  { .init(bit: 1 << 5, property: \.supplementaryDisplay) }
  /// ``SectionWorkingRangeDelegate``.
  static var workingRange: SectionCapabilities.Kind<any SectionWorkingRangeDelegate> {
    .init(bit: 1 << 6, property: \.workingRange)
  }
  /// ``SectionScrollDelegate``.
  static var scroll: SectionCapabilities.Kind<any SectionScrollDelegate> {
    .init(bit: 1 << 7, property: \.scroll)
  }
  /// ``SectionRowHeights``.
  static var rowHeights: SectionCapabilities.Kind<any SectionRowHeights> {
    .init(bit: 1 << 8, property: \.rowHeights)
  }
  /// ``SectionFlowLayout``.
  static var flowLayout: SectionCapabilities.Kind<any SectionFlowLayout> {
    .init(bit: 1 << 9, property: \.flowLayout)
  }
  /// ``SectionHeaderFooterViews``.
  static var headerFooterViews: SectionCapabilities.Kind<any SectionHeaderFooterViews> {
    .init(bit: 1 << 10, property: \.headerFooterViews)
  }
  /// ``SectionSupplementaryViews``.
  static var supplementaryViews: SectionCapabilities.Kind<any SectionSupplementaryViews> {
    .init(bit: 1 << 11, property: \.supplementaryViews)
  }
  /// ``SectionPinnedHeader``.
  static var pinnedHeader: SectionCapabilities.Kind<any SectionPinnedHeader> {
    .init(bit: 1 << 12, property: \.pinnedHeader)
  }
  /// ``SectionAccessibility``.
  static var accessibility: SectionCapabilities.Kind<any SectionAccessibility> {
    .init(bit: 1 << 13, property: \.accessibility)
  }
  /// ``SectionInsertionAnnouncements``.
  static var announcements: SectionCapabilities.Kind<any SectionInsertionAnnouncements> {
    .init(bit: 1 << 14, property: \.announcements)
  }
  /// ``SectionEditing``.
  static var editing: SectionCapabilities.Kind<any SectionEditing> {
    .init(bit: 1 << 15, property: \.editing)
  }
  /// ``SectionReordering``.
  static var reordering: SectionCapabilities.Kind<any SectionReordering> {
    .init(bit: 1 << 16, property: \.reordering)
  }
  /// ``SectionMoving``.
  static var moving: SectionCapabilities.Kind<any SectionMoving> {
    .init(bit: 1 << 17, property: \.moving)
  }
  /// ``SectionDragAndDrop``.
  static var dragAndDrop: SectionCapabilities.Kind<any SectionDragAndDrop> {
    .init(bit: 1 << 18, property: \.dragAndDrop)
  }
  /// ``SectionSwipeActions``.
  static var swipeActions: SectionCapabilities.Kind<any SectionSwipeActions> {
    .init(bit: 1 << 19, property: \.swipeActions)
  }
  /// ``SectionContextMenus``.
  static var contextMenus: SectionCapabilities.Kind<any SectionContextMenus> {
    .init(bit: 1 << 20, property: \.contextMenus)
  }
  /// ``SectionPrefetching``.
  static var prefetching: SectionCapabilities.Kind<any SectionPrefetching> {
    .init(bit: 1 << 21, property: \.prefetching)
  }
  /// ``SectionMultipleSelection``.
  static var multipleSelection: SectionCapabilities.Kind<any SectionMultipleSelection> {
    .init(bit: 1 << 22, property: \.multipleSelection)
  }
  /// ``SectionScrollAnchors``.
  static var scrollAnchors: SectionCapabilities.Kind<any SectionScrollAnchors> {
    .init(bit: 1 << 23, property: \.scrollAnchors)
  }
}
