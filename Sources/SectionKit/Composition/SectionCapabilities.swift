/// The capabilities a section controller adopts, each as the controller seen through its
/// protocol, found once when the section joins the table: the router asks a capability's
/// question of the sections that adopt it, and answers for the others with UIKit's default.
///
/// Which protocols a type adopts is looked up once per type (``kinds(of:)``); a section then
/// casts only to those, so that a table of thousands of sections of a few types does one
/// dynamic cast per adopted capability and section.
@MainActor
final class SectionCapabilities {
  /// A section that adopts none: most sections of a long list.
  static let none = SectionCapabilities()

  /// The section as a ``SectionHighlighting``, if it adopts it.
  private(set) var highlighting: (any SectionHighlighting)?
  /// The section as a ``SectionSelectionRules``, if it adopts it.
  private(set) var selectionRules: (any SectionSelectionRules)?
  /// The section as a ``SectionPrimaryActions``, if it adopts it.
  private(set) var primaryActions: (any SectionPrimaryActions)?
  /// The section as a ``SectionRowIdentity``, if it adopts it.
  private(set) var rowIdentity: (any SectionRowIdentity)?
  /// The section as a ``SectionDisplayDelegate``, if it adopts it.
  private(set) var display: (any SectionDisplayDelegate)?
  /// The section as a ``SectionSupplementaryDisplayDelegate``, if it adopts it.
  private(set) var supplementaryDisplay: (any SectionSupplementaryDisplayDelegate)?
  /// The section as a ``SectionWorkingRangeDelegate``, if it adopts it.
  private(set) var workingRange: (any SectionWorkingRangeDelegate)?
  /// The section as a ``SectionScrollDelegate``, if it adopts it.
  private(set) var scroll: (any SectionScrollDelegate)?
  /// The section as a ``SectionRowHeights``, if it adopts it.
  private(set) var rowHeights: (any SectionRowHeights)?
  /// The section as a ``SectionFlowLayout``, if it adopts it.
  private(set) var flowLayout: (any SectionFlowLayout)?
  /// The section as a ``SectionHeaderFooterViews``, if it adopts it.
  private(set) var headerFooterViews: (any SectionHeaderFooterViews)?
  /// The section as a ``SectionSupplementaryViews``, if it adopts it.
  private(set) var supplementaryViews: (any SectionSupplementaryViews)?
  /// The section as a ``SectionPinnedHeader``, if it adopts it.
  private(set) var pinnedHeader: (any SectionPinnedHeader)?
  /// The section as a ``SectionAccessibility``, if it adopts it.
  private(set) var accessibility: (any SectionAccessibility)?
  /// The section as a ``SectionInsertionAnnouncements``, if it adopts it.
  private(set) var announcements: (any SectionInsertionAnnouncements)?
  /// The section as a ``SectionEditing``, if it adopts it.
  private(set) var editing: (any SectionEditing)?
  /// The section as a ``SectionReordering``, if it adopts it.
  private(set) var reordering: (any SectionReordering)?
  /// The section as a ``SectionMoving``, if it adopts it.
  private(set) var moving: (any SectionMoving)?
  /// The section as a ``SectionDragAndDrop``, if it adopts it.
  private(set) var dragAndDrop: (any SectionDragAndDrop)?
  /// The section as a ``SectionSwipeActions``, if it adopts it.
  private(set) var swipeActions: (any SectionSwipeActions)?
  /// The section as a ``SectionContextMenus``, if it adopts it.
  private(set) var contextMenus: (any SectionContextMenus)?
  /// The section as a ``SectionPrefetching``, if it adopts it.
  private(set) var prefetching: (any SectionPrefetching)?
  /// The section as a ``SectionMultipleSelection``, if it adopts it.
  private(set) var multipleSelection: (any SectionMultipleSelection)?

  /// Which capabilities a controller type adopts, one bit each in the order of the properties.
  private static var kindsByType: [ObjectIdentifier: UInt32] = [:]

  private init() {}

  /// The capabilities of a controller.
  ///
  /// - Parameter controller: The section's controller.
  /// - Returns: Its capabilities; ``none`` for a controller that adopts none.
  /// - Complexity: O(1) amortised: the first controller of a type checks every capability.
  static func of(_ controller: SectionController) -> SectionCapabilities {
    let kinds = kinds(of: controller)
    guard kinds != 0 else { return none }
    let found = SectionCapabilities()
    var bit: UInt32 = 1
    if kinds & bit != 0 { found.highlighting = controller as? any SectionHighlighting }
    bit <<= 1
    if kinds & bit != 0 { found.selectionRules = controller as? any SectionSelectionRules }
    bit <<= 1
    if kinds & bit != 0 { found.primaryActions = controller as? any SectionPrimaryActions }
    bit <<= 1
    if kinds & bit != 0 { found.rowIdentity = controller as? any SectionRowIdentity }
    bit <<= 1
    if kinds & bit != 0 { found.display = controller as? any SectionDisplayDelegate }
    bit <<= 1
    if kinds & bit != 0 {
      found.supplementaryDisplay = controller as? any SectionSupplementaryDisplayDelegate
    }
    bit <<= 1
    if kinds & bit != 0 { found.workingRange = controller as? any SectionWorkingRangeDelegate }
    bit <<= 1
    if kinds & bit != 0 { found.scroll = controller as? any SectionScrollDelegate }
    bit <<= 1
    if kinds & bit != 0 { found.rowHeights = controller as? any SectionRowHeights }
    bit <<= 1
    if kinds & bit != 0 { found.flowLayout = controller as? any SectionFlowLayout }
    bit <<= 1
    if kinds & bit != 0 { found.headerFooterViews = controller as? any SectionHeaderFooterViews }
    bit <<= 1
    if kinds & bit != 0 { found.supplementaryViews = controller as? any SectionSupplementaryViews }
    bit <<= 1
    if kinds & bit != 0 { found.pinnedHeader = controller as? any SectionPinnedHeader }
    bit <<= 1
    if kinds & bit != 0 { found.accessibility = controller as? any SectionAccessibility }
    bit <<= 1
    if kinds & bit != 0 { found.announcements = controller as? any SectionInsertionAnnouncements }
    bit <<= 1
    if kinds & bit != 0 { found.editing = controller as? any SectionEditing }
    bit <<= 1
    if kinds & bit != 0 { found.reordering = controller as? any SectionReordering }
    bit <<= 1
    if kinds & bit != 0 { found.moving = controller as? any SectionMoving }
    bit <<= 1
    if kinds & bit != 0 { found.dragAndDrop = controller as? any SectionDragAndDrop }
    bit <<= 1
    if kinds & bit != 0 { found.swipeActions = controller as? any SectionSwipeActions }
    bit <<= 1
    if kinds & bit != 0 { found.contextMenus = controller as? any SectionContextMenus }
    bit <<= 1
    if kinds & bit != 0 { found.prefetching = controller as? any SectionPrefetching }
    bit <<= 1
    if kinds & bit != 0 { found.multipleSelection = controller as? any SectionMultipleSelection }
    bit <<= 1
    return found
  }

  /// The capabilities a controller's type adopts, one bit each, looked up once per type.
  ///
  /// - Parameter controller: A controller of the type.
  /// - Returns: The bits of the capabilities it adopts.
  private static func kinds(of controller: SectionController) -> UInt32 {
    let type = ObjectIdentifier(Swift.type(of: controller))
    if let kinds = kindsByType[type] { return kinds }
    var kinds: UInt32 = 0
    var bit: UInt32 = 1
    if controller is any SectionHighlighting { kinds |= bit }
    bit <<= 1
    if controller is any SectionSelectionRules { kinds |= bit }
    bit <<= 1
    if controller is any SectionPrimaryActions { kinds |= bit }
    bit <<= 1
    if controller is any SectionRowIdentity { kinds |= bit }
    bit <<= 1
    if controller is any SectionDisplayDelegate { kinds |= bit }
    bit <<= 1
    if controller is any SectionSupplementaryDisplayDelegate { kinds |= bit }
    bit <<= 1
    if controller is any SectionWorkingRangeDelegate { kinds |= bit }
    bit <<= 1
    if controller is any SectionScrollDelegate { kinds |= bit }
    bit <<= 1
    if controller is any SectionRowHeights { kinds |= bit }
    bit <<= 1
    if controller is any SectionFlowLayout { kinds |= bit }
    bit <<= 1
    if controller is any SectionHeaderFooterViews { kinds |= bit }
    bit <<= 1
    if controller is any SectionSupplementaryViews { kinds |= bit }
    bit <<= 1
    if controller is any SectionPinnedHeader { kinds |= bit }
    bit <<= 1
    if controller is any SectionAccessibility { kinds |= bit }
    bit <<= 1
    if controller is any SectionInsertionAnnouncements { kinds |= bit }
    bit <<= 1
    if controller is any SectionEditing { kinds |= bit }
    bit <<= 1
    if controller is any SectionReordering { kinds |= bit }
    bit <<= 1
    if controller is any SectionMoving { kinds |= bit }
    bit <<= 1
    if controller is any SectionDragAndDrop { kinds |= bit }
    bit <<= 1
    if controller is any SectionSwipeActions { kinds |= bit }
    bit <<= 1
    if controller is any SectionContextMenus { kinds |= bit }
    bit <<= 1
    if controller is any SectionPrefetching { kinds |= bit }
    bit <<= 1
    if controller is any SectionMultipleSelection { kinds |= bit }
    bit <<= 1
    kindsByType[type] = kinds
    return kinds
  }
}
