import SectionKit

/// A section over an array of strings, identified by its name, that keeps its context to
/// update itself.
package final class ItemsSection: SectionController, SectionDisplayDelegate {
  /// The section's name and identity.
  package let name: String
  /// The rows' texts.
  package var items: [String]
  /// Runs when a cell is about to be displayed, with its row (a request from a display
  /// callback).
  package var onWillDisplay: ((Int) -> Void)?
  /// Runs when a row is selected.
  package var onSelect: ((Int) -> Void)?
  /// The cells displayed for this controller and not ended yet.
  package private(set) var displayedCells: Set<ObjectIdentifier> = []
  /// Display events that broke the pairing: a second will-display of a shown cell, or an end
  /// of display this controller never began.
  package private(set) var pairingErrors: [String] = []

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - name: The name and identity.
  ///   - items: The rows' texts.
  package init(_ name: String, _ items: [String]) {
    self.name = name
    self.items = items
  }

  package override var sectionIdentity: AnyHashable { name }
  package override func numberOfRows(in context: SectionContext) -> Int { items.count }
  package override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = items[row]
    return cell
  }
  package func willDisplay(
    _ cell: any Reusable, forRow row: Int, in context: SectionContext
  ) {
    if !displayedCells.insert(ObjectIdentifier(cell)).inserted {
      pairingErrors.append("\(name): willDisplay(\(row)) of a cell already displayed")
    }
    onWillDisplay?(row)
  }
  package func didEndDisplaying(
    _ cell: any Reusable, forRow row: Int, in context: SectionContext
  ) {
    if displayedCells.remove(ObjectIdentifier(cell)) == nil {
      pairingErrors.append("\(name): didEndDisplaying(\(row)) of a cell it never displayed")
    }
  }
  package override func didSelectRow(at row: Int, in context: SectionContext) { onSelect?(row) }

  /// Changes the items and describes the change, in one batch request.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - change: Changes the items and records the change on the batch.
  ///   - completion: Runs once the batch is applied.
  package func update(
    animated: Bool = true, _ change: (inout [String], inout SectionBatch) -> Void,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    context.performBatch(
      animated: animated, updates: { batch in change(&items, &batch) }, completion: completion)
  }

  package func willDisplaySection(in context: SectionContext) {}
  package func didEndDisplayingSection(in context: SectionContext) {}
}
