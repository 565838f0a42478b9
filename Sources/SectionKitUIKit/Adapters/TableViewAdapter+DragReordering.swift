#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Drag and drop (``TableViewAdapter/dragInteractionEnabled``, in `+DragAndDrop`) and
  /// reordering by drag outside editing mode, as UIKit allows it in a table view: drag
  /// interaction on, a drag delegate that gives an item for a row that can move, and a drop
  /// delegate that proposes to move a drag from this table; UIKit then tells the data source
  /// (`moveRowAt`), as a move by the reorder control.
  extension TableViewAdapter: UITableViewDragDelegate, UITableViewDropDelegate {
    /// Becomes, or stops being, the table view's drag and drop delegate.
    func updateDragReordering() {
      guard let tableView else { return }
      if reordersRowsByDrag || dragInteractionEnabled {
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
      } else {
        if tableView.dragDelegate === self { tableView.dragDelegate = nil }
        if tableView.dropDelegate === self { tableView.dropDelegate = nil }
      }
    }

    /// One item for a row its section lets move, none otherwise (no drag begins).
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drag session.
    ///   - indexPath: The row pressed.
    /// - Returns: The items the drag begins with.
    public func tableView(
      _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem] {
      let dragged = dragAndDropItems(forRowAt: indexPath)
      if !dragged.isEmpty { return dragged }
      guard reordersRowsByDrag, listDataSource?.canMoveRow(at: indexPath.listIndexPath) == true
      else { return [] }
      return [UIDragItem(itemProvider: NSItemProvider())]
    }

    /// `true` when rows only reorder this table (their items carry no data); `false` with
    /// ``dragInteractionEnabled``, whose items may carry a text to other apps.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drag session.
    /// - Returns: `true`.
    public func tableView(
      _ tableView: UITableView,
      dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { !dragInteractionEnabled }

    /// A move that inserts at the destination for a drag from this table view, so UIKit
    /// reorders the row itself and tells the data source; anything else (a drag from another
    /// list of the app, or from another app) is cancelled.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drop session.
    ///   - destinationIndexPath: Where the drop would go.
    /// - Returns: The proposal.
    public func tableView(
      _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
      if let proposal = dragAndDropProposal(for: session, at: destinationIndexPath) {
        return proposal
      }
      // A drag of this table view: one from another table of the app would be dropped by
      // `performDropWith`, which moves nothing across lists.
      guard reordersRowsByDrag, session.localDragSession != nil, tableView.hasActiveDrag else {
        return UITableViewDropProposal(operation: .cancel, intent: .unspecified)
      }
      return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    /// A drop of drag and drop (``dragInteractionEnabled``) goes to the composite, which
    /// changes the models and hands the table view one batch; a reorder reaches the data
    /// source's `moveRowAt` instead, and other drops are cancelled by the proposal.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - coordinator: The drop coordinator.
    public func tableView(
      _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
    ) {
      performDragAndDrop(with: coordinator)
    }
  }
#endif
