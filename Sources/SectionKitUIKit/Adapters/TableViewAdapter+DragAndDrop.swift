#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Drag and drop across sections on a table view: the section controllers' items, proposals
  /// and drops, through the composite. The delegate methods themselves are in
  /// `TableViewAdapter+DragReordering`, which also reorders by drag.
  extension TableViewAdapter {
    /// The items a drag of a row begins with, as its section gives them; none when
    /// ``dragInteractionEnabled`` is off.
    func dragAndDropItems(forRowAt indexPath: IndexPath) -> [UIDragItem] {
      guard dragInteractionEnabled else { return [] }
      return sectionDragItems(forRowAt: indexPath)
    }

    /// The proposal of the section under the drop, or `nil` for a drag that is not drag and
    /// drop's (a reorder by drag, which goes on as before).
    func dragAndDropProposal(for session: any UIDropSession, at destination: IndexPath?)
      -> UITableViewDropProposal?
    {
      guard dragInteractionEnabled,
        ListDragItem.carriesListItems(session) || session.localDragSession == nil
      else { return nil }
      guard let proposal = sectionDropProposal(for: session, at: destination) else {
        return UITableViewDropProposal(operation: .cancel, intent: .unspecified)
      }
      return UITableViewDropProposal(
        operation: proposal.dropOperation,
        intent: proposal.intent == .insert
          ? .insertAtDestinationIndexPath : .insertIntoDestinationIndexPath)
    }

    /// Hands a drop to the composite, which changes the models and hands the table view one
    /// batch; then animates the items to the rows they landed in.
    func performDragAndDrop(with coordinator: any UITableViewDropCoordinator) {
      guard dragInteractionEnabled else { return }
      let landed = performSectionDrop(
        coordinator.items.map(\.dragItem), at: coordinator.destinationIndexPath,
        from: coordinator.items.map(\.sourceIndexPath))
      for (dragItem, row) in landed {
        _ = coordinator.drop(dragItem, toRowAt: row)
      }
    }
  }
#endif
