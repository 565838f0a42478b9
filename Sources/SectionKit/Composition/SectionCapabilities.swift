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
  static let none = SectionCapabilities(nil, kinds: 0)

  /// The section as a ``SectionHighlighting``, if it adopts it.
  let highlighting: (any SectionHighlighting)?
  /// The section as a ``SectionSelectionRules``, if it adopts it.
  let selectionRules: (any SectionSelectionRules)?
  /// The section as a ``SectionPrimaryActions``, if it adopts it.
  let primaryActions: (any SectionPrimaryActions)?
  /// The section as a ``SectionRowIdentity``, if it adopts it.
  let rowIdentity: (any SectionRowIdentity)?
  /// The section as a ``SectionDisplayDelegate``, if it adopts it.
  let display: (any SectionDisplayDelegate)?
  /// The section as a ``SectionSupplementaryDisplayDelegate``, if it adopts it.
  let supplementaryDisplay: (any SectionSupplementaryDisplayDelegate)?
  /// The section as a ``SectionWorkingRangeDelegate``, if it adopts it.
  let workingRange: (any SectionWorkingRangeDelegate)?
  /// The section as a ``SectionScrollDelegate``, if it adopts it.
  let scroll: (any SectionScrollDelegate)?
  /// The section as a ``SectionRowHeights``, if it adopts it.
  let rowHeights: (any SectionRowHeights)?
  /// The section as a ``SectionFlowLayout``, if it adopts it.
  let flowLayout: (any SectionFlowLayout)?
  /// The section as a ``SectionHeaderFooterViews``, if it adopts it.
  let headerFooterViews: (any SectionHeaderFooterViews)?
  /// The section as a ``SectionSupplementaryViews``, if it adopts it.
  let supplementaryViews: (any SectionSupplementaryViews)?
  /// The section as a ``SectionPinnedHeader``, if it adopts it.
  let pinnedHeader: (any SectionPinnedHeader)?
  /// The section as a ``SectionAccessibility``, if it adopts it.
  let accessibility: (any SectionAccessibility)?
  /// The section as a ``SectionInsertionAnnouncements``, if it adopts it.
  let announcements: (any SectionInsertionAnnouncements)?
  /// The section as a ``SectionEditing``, if it adopts it.
  let editing: (any SectionEditing)?
  /// The section as a ``SectionReordering``, if it adopts it.
  let reordering: (any SectionReordering)?
  /// The section as a ``SectionMoving``, if it adopts it.
  let moving: (any SectionMoving)?
  /// The section as a ``SectionDragAndDrop``, if it adopts it.
  let dragAndDrop: (any SectionDragAndDrop)?
  /// The section as a ``SectionSwipeActions``, if it adopts it.
  let swipeActions: (any SectionSwipeActions)?
  /// The section as a ``SectionContextMenus``, if it adopts it.
  let contextMenus: (any SectionContextMenus)?
  /// The section as a ``SectionPrefetching``, if it adopts it.
  let prefetching: (any SectionPrefetching)?
  /// The section as a ``SectionMultipleSelection``, if it adopts it.
  let multipleSelection: (any SectionMultipleSelection)?
  /// The section as a ``SectionScrollAnchors``, if it adopts it.
  let scrollAnchors: (any SectionScrollAnchors)?

  /// The capabilities the controller adopts, one bit each in the order of the properties
  /// (``Kind/bit``).
  let kinds: UInt32

  /// Which capabilities a controller type adopts, one bit each in the order of the properties.
  private static var kindsByType: [ObjectIdentifier: UInt32] = [:]

  /// Casts a controller to the capabilities named in `kinds`, one bit each in the order of the
  /// properties; the properties are constants, so that a question reads its capability from a
  /// section's capabilities without retaining it.
  ///
  /// - Parameters:
  ///   - controller: The section's controller (`nil` for ``none``).
  ///   - kinds: The bits of the capabilities its type adopts (``kinds(of:)``).
  private init(_ controller: SectionController?, kinds: UInt32) {
    self.kinds = kinds
    func adopts(_ bit: UInt32) -> Bool { kinds & (1 << bit) != 0 }
    highlighting = adopts(0) ? controller as? any SectionHighlighting : nil
    selectionRules = adopts(1) ? controller as? any SectionSelectionRules : nil
    primaryActions = adopts(2) ? controller as? any SectionPrimaryActions : nil
    rowIdentity = adopts(3) ? controller as? any SectionRowIdentity : nil
    display = adopts(4) ? controller as? any SectionDisplayDelegate : nil
    supplementaryDisplay = adopts(5) ? controller as? any SectionSupplementaryDisplayDelegate : nil
    workingRange = adopts(6) ? controller as? any SectionWorkingRangeDelegate : nil
    scroll = adopts(7) ? controller as? any SectionScrollDelegate : nil
    rowHeights = adopts(8) ? controller as? any SectionRowHeights : nil
    flowLayout = adopts(9) ? controller as? any SectionFlowLayout : nil
    headerFooterViews = adopts(10) ? controller as? any SectionHeaderFooterViews : nil
    supplementaryViews = adopts(11) ? controller as? any SectionSupplementaryViews : nil
    pinnedHeader = adopts(12) ? controller as? any SectionPinnedHeader : nil
    accessibility = adopts(13) ? controller as? any SectionAccessibility : nil
    announcements = adopts(14) ? controller as? any SectionInsertionAnnouncements : nil
    editing = adopts(15) ? controller as? any SectionEditing : nil
    reordering = adopts(16) ? controller as? any SectionReordering : nil
    moving = adopts(17) ? controller as? any SectionMoving : nil
    dragAndDrop = adopts(18) ? controller as? any SectionDragAndDrop : nil
    swipeActions = adopts(19) ? controller as? any SectionSwipeActions : nil
    contextMenus = adopts(20) ? controller as? any SectionContextMenus : nil
    prefetching = adopts(21) ? controller as? any SectionPrefetching : nil
    multipleSelection = adopts(22) ? controller as? any SectionMultipleSelection : nil
    scrollAnchors = adopts(23) ? controller as? any SectionScrollAnchors : nil
  }

  /// The capabilities of a controller.
  ///
  /// - Parameter controller: The section's controller.
  /// - Returns: Its capabilities; ``none`` for a controller that adopts none.
  /// - Complexity: O(1) amortised: the first controller of a type checks every capability.
  static func of(_ controller: SectionController) -> SectionCapabilities {
    let kinds = kinds(of: controller)
    guard kinds != 0 else { return none }
    return SectionCapabilities(controller, kinds: kinds)
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
    if controller is any SectionScrollAnchors { kinds |= bit }
    bit <<= 1
    kindsByType[type] = kinds
    return kinds
  }
}
