/// The section controller of a declarative section: it shows a ``ListSection``'s rows as
/// ``RowContent`` and animates the difference when told a newer section of the same identity.
///
/// ``CompositeController/show(animated:_:completion:)`` makes one per section; make one yourself to mix
/// declarative sections with other models through `setModels(_:id:animated:makeController:completion:)`.
/// Rows are diffed by identity: inserts, deletes and the fewest moves; a row that stays and
/// shows something else (see ``RowContent``'s values, not its closures) is reconfigured in the
/// cell it has. A changed header or footer title reloads the section, as a list view has no
/// finer request for a title.
@MainActor
public final class ListSectionController: ModelSectionController {
  /// The section shown.
  public private(set) var section: ListSection
  /// Whether the next change of rows is animated; set by the composite before an update.
  var animatesChanges = true
  /// The context of the last attach.
  private var context: SectionContext?

  /// Creates the controller of a section.
  ///
  /// - Parameter model: The section to show.
  public init(model: ListSection) {
    section = model
  }

  /// Shows a newer section of the same identity, animating the difference of its rows.
  ///
  /// - Parameter model: The newer section.
  /// - Complexity: O(n + m log m), n being the number of rows and m the number of rows that
  ///   stay but change position.
  public func didUpdate(to model: ListSection) {
    let old = section
    guard let context, context.sectionIndex != nil else {
      section = model
      return
    }
    if old.header != model.header || old.footer != model.footer {
      context.performBatch(animated: animatesChanges) { batch in
        self.section = model
        batch.reloadSection()
      }
      return
    }
    let changes = Diff.changes(
      from: old.rows, to: model.rows, identifiedBy: \.id,
      isEqual: { $0.content.hasSameValues(as: $1.content) })
    guard !changes.isEmpty else {
      section = model  // the same values; the closures are taken at the next configuration
      return
    }
    context.performBatch(animated: animatesChanges) { batch in
      self.section = model
      batch.deleteRows(at: changes.deletes)
      batch.insertRows(at: changes.inserts)
      for move in changes.moves { batch.moveRow(from: move.from, to: move.to) }
      batch.reconfigureRows(at: changes.updates)
    }
  }

  /// The number of rows of the section.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The number of rows.
  public func numberOfRows(in context: SectionContext) -> Int { section.rows.count }

  /// The host's content cell, showing the row's content.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: The cell.
  public func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.cell(for: row, showing: section.rows[row].content)
  }

  /// The header title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The section's ``ListSection/header``.
  public func titleForHeader(in context: SectionContext) -> String? { section.header }

  /// The footer title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The section's ``ListSection/footer``.
  public func titleForFooter(in context: SectionContext) -> String? { section.footer }

  /// Keeps the context to animate later changes.
  ///
  /// - Parameter context: The section's context.
  public func didAttach(to context: SectionContext) { self.context = context }
}
