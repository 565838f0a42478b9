/// The capabilities the router asks by name: each its bit among a section's
/// ``SectionCapabilities/kinds``, named as the property that holds the controller as it.
///
/// A route carries its section's bits, so that the router answers a capability's question for
/// a section that does not adopt it (most sections of a long list adopt few) from the route
/// alone, without reading, or retaining, the section's leaf.
extension SectionCapabilities {
  /// A capability, as the router names it: `.highlighting`, `.display`, and so on.
  struct Kind {
    /// Its bit among ``SectionCapabilities/kinds``.
    let bit: UInt32
  }
}

extension SectionCapabilities.Kind {
  /// ``SectionHighlighting``.
  static var highlighting: Self { .init(bit: 1 << 0) }
  /// ``SectionSelectionRules``.
  static var selectionRules: Self { .init(bit: 1 << 1) }
  /// ``SectionPrimaryActions``.
  static var primaryActions: Self { .init(bit: 1 << 2) }
  /// ``SectionRowIdentity``.
  static var rowIdentity: Self { .init(bit: 1 << 3) }
  /// ``SectionDisplayDelegate``.
  static var display: Self { .init(bit: 1 << 4) }
  /// ``SectionSupplementaryDisplayDelegate``.
  static var supplementaryDisplay: Self { .init(bit: 1 << 5) }
  /// ``SectionWorkingRangeDelegate``.
  static var workingRange: Self { .init(bit: 1 << 6) }
  /// ``SectionScrollDelegate``.
  static var scroll: Self { .init(bit: 1 << 7) }
  /// ``SectionRowHeights``.
  static var rowHeights: Self { .init(bit: 1 << 8) }
  /// ``SectionFlowLayout``.
  static var flowLayout: Self { .init(bit: 1 << 9) }
  /// ``SectionHeaderFooterViews``.
  static var headerFooterViews: Self { .init(bit: 1 << 10) }
  /// ``SectionSupplementaryViews``.
  static var supplementaryViews: Self { .init(bit: 1 << 11) }
  /// ``SectionPinnedHeader``.
  static var pinnedHeader: Self { .init(bit: 1 << 12) }
  /// ``SectionAccessibility``.
  static var accessibility: Self { .init(bit: 1 << 13) }
  /// ``SectionInsertionAnnouncements``.
  static var announcements: Self { .init(bit: 1 << 14) }
  /// ``SectionEditing``.
  static var editing: Self { .init(bit: 1 << 15) }
  /// ``SectionReordering``.
  static var reordering: Self { .init(bit: 1 << 16) }
  /// ``SectionMoving``.
  static var moving: Self { .init(bit: 1 << 17) }
  /// ``SectionDragAndDrop``.
  static var dragAndDrop: Self { .init(bit: 1 << 18) }
  /// ``SectionSwipeActions``.
  static var swipeActions: Self { .init(bit: 1 << 19) }
  /// ``SectionContextMenus``.
  static var contextMenus: Self { .init(bit: 1 << 20) }
  /// ``SectionPrefetching``.
  static var prefetching: Self { .init(bit: 1 << 21) }
  /// ``SectionMultipleSelection``.
  static var multipleSelection: Self { .init(bit: 1 << 22) }
  /// ``SectionScrollAnchors``.
  static var scrollAnchors: Self { .init(bit: 1 << 23) }
}
