#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Drag and drop across sections, written once for both adapters: the section controllers'
  /// items, proposals and drops, through the composite. Each adapter checks its
  /// `dragInteractionEnabled` and speaks its view's own proposal and coordinator.
  extension ListViewAdapter {
    /// The items a drag of a row begins with, as its section gives them
    /// (``SectionDragAndDrop/dragItems(forRow:in:)``).
    ///
    /// - Parameter indexPath: The row pressed.
    /// - Returns: The items, none when no drag begins.
    func sectionDragItems(forRowAt indexPath: IndexPath) -> [UIDragItem] {
      listDelegate?.dragItems(forRowAt: indexPath.listIndexPath).map(\.dragItem) ?? []
    }

    /// The proposal of the section under a drop
    /// (``SectionDragAndDrop/dropProposal(for:atRow:in:)``).
    ///
    /// - Parameters:
    ///   - session: The drop session.
    ///   - destination: The row the drop is over.
    /// - Returns: The proposal, or `nil` over no row (UIKit's proposal then cancels).
    func sectionDropProposal(for session: any UIDropSession, at destination: IndexPath?)
      -> ListDropProposal?
    {
      guard let destination, let listDelegate else { return nil }
      return listDelegate.dropProposal(
        for: ListDragItem.items(of: session), at: destination.listIndexPath)
    }

    /// Hands a drop to the composite, which changes the models and hands the view one batch.
    ///
    /// - Parameters:
    ///   - dragItems: The items dropped, in order.
    ///   - destination: The row the drop is over.
    ///   - sources: Where each item came from, for a drag of this list.
    /// - Returns: Each item with the row it lands in, for the coordinator to animate it there;
    ///   none for a drop into a row or over no row.
    func performSectionDrop(
      _ dragItems: [UIDragItem], at destination: IndexPath?, from sources: [IndexPath?]
    ) -> [(dragItem: UIDragItem, landing: IndexPath)] {
      guard let destination, let listDelegate else { return [] }
      let proposal = listDelegate.performDrop(
        dragItems.map(ListDragItem.init), at: destination.listIndexPath)
      return Array(
        zip(dragItems, proposal.landing(dragItems.count, at: destination, from: sources)))
    }
  }
#endif
