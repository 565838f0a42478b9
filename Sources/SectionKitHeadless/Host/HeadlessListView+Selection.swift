@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// Selects a row from code, as UIKit's `selectRow(at:animated:scrollPosition:)` does.
  ///
  /// No delegate method is called. In single-selection mode the previous selection is cleared.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil` to clear the selection.
  ///   - animated: Whether to animate.
  ///   - scrollPosition: Where to scroll the row; ``/SectionKit/ScrollPosition/none`` does not
  ///     scroll.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist.
  public func selectRow(
    at indexPath: ListIndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) throws(HostError) {
    guard let indexPath else {
      for path in selected { setSelected(false, at: path) }
      return
    }
    try checkBounds(indexPath)
    if !selectsSeveralRows {
      for path in selected where path != indexPath { setSelected(false, at: path) }
    }
    setSelected(true, at: indexPath)
    if scrollPosition != .none {
      try scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row from code, as UIKit's `deselectRow(at:animated:)` does.
  ///
  /// No delegate method is called.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether to animate.
  public func deselectRow(at indexPath: ListIndexPath, animated: Bool) {
    setSelected(false, at: indexPath)
  }

  /// The first selected row, as UIKit's `indexPathForSelectedRow`.
  public var indexPathForSelectedRow: ListIndexPath? { selected.min() }

  /// Runs a user's tap on a row through UIKit's sequence.
  ///
  /// Touch down: `shouldHighlightRow`, then (if allowed) `didHighlightRow`. Touch up:
  /// `willSelectRow` (which may redirect or cancel); in single-selection mode the previous
  /// selection gets `willDeselectRow` and `didDeselectRow`; then `didSelectRow`, and
  /// `performPrimaryAction` when `canPerformPrimaryAction` is true (UIKit from iOS 16, and the
  /// UIKit adapters on iOS 15); finally `didUnhighlightRow`. A row that does not highlight is
  /// not selected. With multiple selection (``allowsMultipleSelection``, or in editing mode
  /// ``allowsMultipleSelectionDuringEditing``), a tap on a selected row deselects it instead.
  /// A row its section may not select or deselect (`shouldSelectRow`, `shouldDeselectRow`) is
  /// not asked `willSelectRow` or `willDeselectRow`, and stays as it is.
  ///
  /// - Parameter indexPath: The row tapped; it must be on screen, as a finger can only touch
  ///   what is shown.
  /// - Throws: ``/SectionKit/HostError`` when the row does not exist or is not on screen.
  public func tapRow(at indexPath: ListIndexPath) throws(HostError) {
    settle()
    defer { settle() }
    try checkBounds(indexPath)
    guard visibleCells[indexPath] != nil else {
      throw HostError("row \(indexPath) is not on screen; scroll to it before tapping it")
    }
    guard allowsSelection || isEditing, let delegate else { return }
    guard delegate.shouldHighlightRow(at: indexPath) else { return }
    setHighlighted(indexPath)
    delegate.didHighlightRow(at: indexPath)
    defer {
      setHighlighted(nil)
      delegate.didUnhighlightRow(at: indexPath)
    }
    if selectsSeveralRows, selected.contains(indexPath) {
      userDeselect(indexPath, delegate: delegate)
      return
    }
    guard let target = delegate.willSelectRow(at: indexPath) else { return }
    try checkBounds(target)
    if !selectsSeveralRows {
      for previous in selected.sorted() where previous != target {
        userDeselect(previous, delegate: delegate)
      }
    }
    setSelected(true, at: target)
    delegate.didSelectRow(at: target)
    if delegate.canPerformPrimaryAction(forRowAt: target) {
      delegate.performPrimaryAction(forRowAt: target)
    }
  }

  /// Whether a tap adds to the selection rather than replacing it: UIKit's
  /// `allowsMultipleSelection`, or `allowsMultipleSelectionDuringEditing` in editing mode.
  var selectsSeveralRows: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  private func userDeselect(_ indexPath: ListIndexPath, delegate: any ListDelegate) {
    guard let target = delegate.willDeselectRow(at: indexPath) else { return }
    setSelected(false, at: target)
    delegate.didDeselectRow(at: target)
  }

  func setSelected(_ isSelected: Bool, at indexPath: ListIndexPath) {
    if isSelected { selected.insert(indexPath) } else { selected.remove(indexPath) }
    visibleCells[indexPath]?.isSelected = isSelected
  }

  private func setHighlighted(_ indexPath: ListIndexPath?) {
    if let highlighted { visibleCells[highlighted]?.isHighlighted = false }
    highlighted = indexPath
    if let indexPath { visibleCells[indexPath]?.isHighlighted = true }
  }
}
