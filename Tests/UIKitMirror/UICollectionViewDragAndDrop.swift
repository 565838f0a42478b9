#if os(Linux)
  import Foundation

  /// UIKit's `UICollectionViewDropIntent`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  public enum UICollectionViewDropIntent: Int, @unchecked Sendable {
    /// The location is not yet known.
    case unspecified = 0
    /// The drop is inserted in items at the destination (a gap opens there).
    case insertAtDestinationIndexPath = 1
    /// The drop goes into the item at the destination.
    case insertIntoDestinationIndexPath = 2
  }

  /// UIKit's `UICollectionViewDropProposal`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UICollectionViewDropProposal: UIDropProposal {
    /// Where the drop goes.
    open private(set) var intent: UICollectionViewDropIntent = .unspecified

    /// Creates a proposal.
    ///
    /// - Parameters:
    ///   - operation: The operation proposed.
    ///   - intent: Where the drop goes.
    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
      self.intent = intent
      super.init(operation: operation)
    }
  }

  /// UIKit's `UICollectionViewDropItem`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UICollectionViewDropItem: NSObjectProtocol {
    /// The item dropped.
    var dragItem: UIDragItem { get }
    /// The item it came from when it came from this collection view, otherwise `nil`.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
  }

  /// UIKit's `UICollectionViewDropCoordinator` (the members SectionKit reads).
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// The items dropped, in order.
    var items: [any UICollectionViewDropItem] { get }
    /// The item the drop is over, or `nil`.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal at the time of the drop.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates an item to an item inserted at `indexPath`.
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
  }

  /// UIKit's `UICollectionViewDragDelegate`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// The items a drag of an item begins with; none, and no drag begins.
    func collectionView(
      _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem]
  }

  /// UIKit's `UICollectionViewDropDelegate`; optional requirements record when their default
  /// runs.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// The user drops.
    func collectionView(
      _ collectionView: UICollectionView,
      performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// How a drop over an item would be handled (optional).
    func collectionView(
      _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
  }

  extension UICollectionViewDropDelegate {
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
      MirrorRecorder.reached("collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)")
      return UICollectionViewDropProposal(operation: .cancel, intent: .unspecified)
    }
  }

  /// The coordinator of a drop on a collection view; records the items animated.
  @MainActor
  final class MirrorCollectionDropCoordinator: MirrorDropCoordinator<UICollectionViewDropProposal>,
    UICollectionViewDropCoordinator
  {
    var items: [any UICollectionViewDropItem] { dropItems }
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
      MirrorDragAnimation()
    }
  }

  extension UICollectionView: MirrorDropTarget {
    /// A user long-presses an item, drags it and drops it over `destination`, for tests.
    ///
    /// As UIKit runs drag and drop: drag interaction must be enabled and the drag delegate must
    /// give items for the item pressed (none, and no drag begins); the drop delegate proposes
    /// while the drag hovers; a drop that is neither cancelled nor forbidden reaches the drop
    /// delegate's `performDropWith`, whose coordinator gives each item's source index path.
    /// Records `userDropped [s, i] [s, i] <operation>`.
    ///
    /// - Parameters:
    ///   - indexPath: The item dragged.
    ///   - destination: Where the drop is.
    /// - Returns: The proposal at the time of the drop, or `nil` when no drag began.
    @discardableResult
    public func userDragsAndDrops(from indexPath: IndexPath, to destination: IndexPath)
      -> UICollectionViewDropProposal?
    {
      runDragAndDrop(from: indexPath, to: destination)
    }

    func mirrorItemsForBeginning(_ session: MirrorDragSession, at indexPath: IndexPath)
      -> [UIDragItem]?
    {
      dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath)
    }

    func mirrorDropProposal(for session: MirrorDropSession, at destination: IndexPath)
      -> UICollectionViewDropProposal?
    {
      dropDelegate?.collectionView(
        self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    }

    func mirrorPerformDrop(
      _ items: [MirrorDropItem], at destination: IndexPath,
      proposal: UICollectionViewDropProposal, session: MirrorDropSession
    ) {
      dropDelegate?.collectionView(
        self,
        performDropWith: MirrorCollectionDropCoordinator(
          items: items, destination: destination, proposal: proposal, session: session))
    }
  }
#endif
