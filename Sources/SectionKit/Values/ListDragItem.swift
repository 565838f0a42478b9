/// What a row gives to a drag: the value it carries inside the app, and a text for other apps.
///
/// A section controller answers ``SectionDragAndDrop/dragItems(forRow:in:)`` with one item per
/// row it lets the user drag (none: the row is not lifted). The section that receives the drop
/// reads the items in its ``ListDropSession``: ``localObject`` inside the app, where a drop
/// between two sections of one list can move the value; ``text`` is what another app receives
/// (UIKit's `NSItemProvider` of the text).
///
/// ```swift
/// func dragItems(forRow row: Int, in context: SectionContext) -> [ListDragItem] {
///   [ListDragItem(localObject: tasks[row], text: tasks[row].title)]
/// }
/// ```
public struct ListDragItem {
  /// The value the item carries inside the app that began the drag (UIKit's
  /// `UIDragItem.localObject`); `nil` for an item from another app.
  public var localObject: Any?
  /// The text another app receives when the item is dropped there; `nil` keeps the item in
  /// the app.
  public var text: String?
  /// Where the item was dragged from, set by the list that began the drag.
  package var source: Source?

  /// Where a drag item came from: a row of one list.
  package struct Source {
    /// The list, by the identity of the object that routes it.
    package let list: ObjectIdentifier
    /// The row, in the list's index paths when the drag began.
    package let indexPath: ListIndexPath
  }

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - localObject: The value the item carries inside the app.
  ///   - text: The text another app receives; `nil` keeps the item in the app.
  public init(localObject: Any? = nil, text: String? = nil) {
    self.localObject = localObject
    self.text = text
  }
}
