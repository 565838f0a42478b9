@_spi(Hosting) import SectionKit

/// Drag and drop between sections, as UIKit's drag and drop delegates run it: the row's
/// section gives the drag items, the section the drop is over proposes, and a drop it accepts
/// changes both models and reaches the list as one batch.
extension HeadlessListView {
  /// A user long-presses a row, drags it and drops it over `destination`, outside editing mode.
  ///
  /// As UIKit runs a drag: only with ``dragInteractionEnabled`` and from a row on screen whose
  /// section gives drag items (``/SectionKit/SectionDragAndDrop/dragItems(forRow:in:)``). The
  /// section the drop is over proposes what to do
  /// (``/SectionKit/SectionDragAndDrop/dropProposal(for:atRow:in:)``); a forbidden drop does
  /// nothing, as UIKit cancels it. Otherwise that section changes its model, for a move the row's
  /// section removes the row, and the list applies one animated batch: the row moved across
  /// sections, inserted for a copy, the row dropped into reconfigured; a row moved across
  /// sections is then reloaded in a second batch, so that its new section gives it its cell. A
  /// reorder that only moves rows within a section is ``dragRow(from:toProposed:)``'s.
  ///
  /// ```swift
  /// list.dragInteractionEnabled = true
  /// try list.drag(from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 1, section: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - source: The row dragged.
  ///   - destination: The row the drop is over, as the list shows it before the drop (an
  ///     insert lands before it); its section's row count for the end of the section.
  /// - Returns: The proposal carried out; ``/SectionKit/ListDropProposal/forbidden`` when nothing
  ///   happened.
  /// - Throws: ``/SectionKit/HostError`` when drag interaction is off, when the row does not exist,
  ///   is not on screen or gives no drag items, or when the destination is beyond its section's
  ///   end.
  /// - Complexity: The sections' work and one batch.
  @discardableResult
  public func drag(from source: ListIndexPath, to destination: ListIndexPath)
    throws(HostError) -> ListDropProposal
  {
    settle()
    defer { settle() }
    let items = try lift(source)
    try checkDropBounds(destination)
    return delegate?.performDrop(items, at: destination) ?? .forbidden
  }

  /// What the section under `destination` proposes while the row at `source` is dragged over
  /// it, as UIKit asks while a drag hovers: nothing changes.
  ///
  /// - Parameters:
  ///   - source: The row dragged.
  ///   - destination: The row the drag is over, as for ``drag(from:to:)``.
  /// - Returns: The proposal, forbidden moves and drops into missing rows refused.
  /// - Throws: ``/SectionKit/HostError`` as ``drag(from:to:)``.
  public func dropProposal(forDragFrom source: ListIndexPath, over destination: ListIndexPath)
    throws(HostError) -> ListDropProposal
  {
    settle()
    let items = try lift(source)
    try checkDropBounds(destination)
    return delegate?.dropProposal(for: items, at: destination) ?? .forbidden
  }

  /// Drops items dragged from elsewhere (another list, another app) over `destination`: the
  /// section there may copy them, never move them.
  ///
  /// ```swift
  /// try list.drop([ListDragItem(text: "Call Ada")], at: ListIndexPath(row: 0, section: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - items: The items another app or list drags here.
  ///   - destination: The row the drop is over, as for ``drag(from:to:)``.
  /// - Returns: The proposal carried out; ``/SectionKit/ListDropProposal/forbidden`` when nothing
  ///   happened.
  /// - Throws: ``/SectionKit/HostError`` when the destination is beyond its section's end.
  @discardableResult
  public func drop(_ items: [ListDragItem], at destination: ListIndexPath)
    throws(HostError) -> ListDropProposal
  {
    settle()
    defer { settle() }
    try checkDropBounds(destination)
    guard !items.isEmpty else { return .forbidden }
    return delegate?.performDrop(items, at: destination) ?? .forbidden
  }

  /// The items a long press lifts from a row, as UIKit begins a drag.
  private func lift(_ source: ListIndexPath) throws(HostError) -> [ListDragItem] {
    try checkDragBegins(at: source, enabling: "(UIKit: the adapter's dragInteractionEnabled)")
    let items = delegate?.dragItems(forRowAt: source) ?? []
    guard !items.isEmpty else {
      throw HostError(
        "row \(source) cannot be dragged: its section gives no drag items; return them from "
          + "the section controller's dragItems(forRow:in:) (an IdentifiedSection's "
          + "allowsDragAndDrop, a ListSection's onDrop or onDragOut)")
    }
    return items
  }

  /// Throws UIKit's message for a drop beyond the end of its section: a drop lands before a
  /// row of the section, or at its end.
  private func checkDropBounds(_ destination: ListIndexPath) throws(HostError) {
    try HostError.checkBounds(section: destination.section, in: rowCounts.count)
    let rows = rowCounts[destination.section]
    guard (0...rows).contains(destination.row) else {
      throw HostError(
        "row (\(destination.row)) beyond bounds (\(rows)) for section (\(destination.section)).",
        exceptionName: "NSRangeException")
    }
  }
}
