#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// Drag and drop across sections on a collection view: the section controllers' items,
  /// proposals and drops, through the composite, which hands the collection view one batch.
  extension CollectionViewAdapter: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    /// Becomes, or stops being, the collection view's drag and drop delegate.
    func updateDragAndDrop() {
      guard let collectionView else { return }
      if dragInteractionEnabled {
        collectionView.dragInteractionEnabled = true
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
      } else {
        collectionView.dragInteractionEnabled = false
        if collectionView.dragDelegate === self { collectionView.dragDelegate = nil }
        if collectionView.dropDelegate === self { collectionView.dropDelegate = nil }
      }
    }

    /// The items the item's section gives
    /// (``/SectionKit/SectionDragAndDrop/dragItems(forRow:in:)``); none, and no drag begins.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - session: The drag session.
    ///   - indexPath: The item pressed.
    /// - Returns: The items the drag begins with.
    public func collectionView(
      _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem] {
      guard dragInteractionEnabled else { return [] }
      return sectionDragItems(forRowAt: indexPath)
    }

    /// The proposal of the section under the drop
    /// (``/SectionKit/SectionDragAndDrop/dropProposal(for:atRow:in:)``); cancelled over no item.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - session: The drop session.
    ///   - destinationIndexPath: Where the drop would go.
    /// - Returns: The proposal.
    public func collectionView(
      _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
      guard dragInteractionEnabled,
        let proposal = sectionDropProposal(for: session, at: destinationIndexPath)
      else {
        return UICollectionViewDropProposal(operation: .cancel, intent: .unspecified)
      }
      return UICollectionViewDropProposal(
        operation: proposal.dropOperation,
        intent: proposal.intent == .insert
          ? .insertAtDestinationIndexPath : .insertIntoDestinationIndexPath)
    }

    /// Hands the drop to the composite, which changes the models and hands the collection
    /// view one batch; then animates the items to the items they landed in.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - coordinator: The drop coordinator.
    public func collectionView(
      _ collectionView: UICollectionView,
      performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
      guard dragInteractionEnabled else { return }
      let landed = performSectionDrop(
        coordinator.items.map(\.dragItem), at: coordinator.destinationIndexPath,
        from: coordinator.items.map(\.sourceIndexPath))
      for (dragItem, item) in landed {
        _ = coordinator.drop(dragItem, toItemAt: item)
      }
    }
  }
#endif
