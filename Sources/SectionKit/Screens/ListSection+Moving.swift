/// Reordering, and drag and drop between sections, for a declarative section: the list shows the
/// user's move at once, and the section's closures tell the app, which updates its model so that
/// its next evaluation of the screen shows the same rows.
extension ListSection {
  /// The same section, its rows movable by their reorder control in editing mode (and by a
  /// reorder drag on the list's drag interaction), telling `action` of each move.
  ///
  /// When the user moves a row, the section shows it at its new place at once (the list moved
  /// it itself: no batch), then `action` is given the row it came from and the row it now
  /// occupies. Move the value in the model the rows are written from, so that the next
  /// evaluation of the screen shows the same order and changes nothing. A row moved towards
  /// another section stays in this one, at its first or last row, unless both sections let
  /// rows be dragged between them (``onDrop(_:)``).
  ///
  /// ```swift
  /// ListSection("tasks", header: "Tasks") {
  ///   for task in tasks { Row(task.id, RowContent(task.title)) }
  /// }
  /// .onMove { source, destination in tasks.insert(tasks.remove(at: source), at: destination) }
  /// ```
  ///
  /// - Parameter action: Called after each move with the row it came from and the row it now
  ///   occupies (UIKit's `moveRowAt`), both in this section; the newest evaluation's closure is
  ///   called.
  /// - Returns: The section, with `action` replacing any earlier one.
  public func onMove(
    _ action: @escaping @MainActor (_ source: Int, _ destination: Int) -> Void
  ) -> ListSection {
    var section = self
    section.moveAction = action
    return section
  }

  /// The same section, taking rows dragged from the sections of the list that let them go, and
  /// letting its own rows be dragged, outside editing mode (see <doc:DragAndDrop>).
  ///
  /// A drop moves the rows: they leave their section and show here at once, in one animated
  /// batch, and `action` is given their identities (each ``Row/id``) and the row the first now
  /// occupies in this section, the others following it. Move the values in the model the rows
  /// are written from, so that the next evaluation of the screen changes nothing. The section
  /// they left then hears of it through its ``onDragOut(_:)``. A drop within the section moves
  /// its rows too, and is told here alone.
  ///
  /// Rows are dropped between rows, never into one. A section without this modifier refuses
  /// drops, and so does a section that already has a row of a dropped identity; rows dragged
  /// from another list are copied. The rows of a section with ``onMove(_:)`` that are moved
  /// by their reorder control land in a section with this modifier too.
  ///
  /// ```swift
  /// ListSection("done", header: "Done") {
  ///   for task in board.done { Row(task.id, RowContent(task.title)) }
  /// }
  /// .onDrop { ids, row in board.move(ids, to: .done, at: row) }
  /// ```
  ///
  /// - Parameter action: Called after each drop with the identities of the rows dropped, in
  ///   order, and the row the first now occupies; the newest evaluation's closure is called.
  /// - Returns: The section, with `action` replacing any earlier one.
  public func onDrop(
    _ action: @escaping @MainActor (_ ids: [AnyHashable], _ row: Int) -> Void
  ) -> ListSection {
    var section = self
    section.dropAction = action
    return section
  }

  /// The same section, letting its rows be dragged to other sections of the list, outside
  /// editing mode, and telling `action` of the rows that left.
  ///
  /// Called once the section the rows were dropped in has taken them (its ``onDrop(_:)``), with
  /// the identities of the rows that left this section; they no longer show here. A section
  /// with ``onDrop(_:)`` lets its rows be dragged without this modifier: add it to hear of the
  /// rows leaving, or alone to let rows leave a section that takes none.
  ///
  /// - Parameter action: Called with the identities of the rows that left, in their order in
  ///   this section; the newest evaluation's closure is called.
  /// - Returns: The section, with `action` replacing any earlier one.
  public func onDragOut(_ action: @escaping @MainActor (_ ids: [AnyHashable]) -> Void)
    -> ListSection
  {
    var section = self
    section.dragOutAction = action
    return section
  }
}
