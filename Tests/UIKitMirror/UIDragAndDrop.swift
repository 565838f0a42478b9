#if os(Linux)
  import Foundation

  /// Foundation's `NSItemProvider` on Apple platforms (swift-corelibs-foundation has none): the
  /// data a drag item carries.
  @available(iOS 8.0, *)
  open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The object the provider was made with (mirror only: UIKit hands its data to the app
    /// the item is dropped in).
    public private(set) var object: (any NSItemProviderWriting)?

    /// Creates a provider of no data.
    public override init() { super.init() }

    /// Creates a provider of an object's data, such as a string's text.
    ///
    /// - Parameter object: The object.
    public convenience init(object: any NSItemProviderWriting) {
      self.init()
      self.object = object
    }
  }

  /// Foundation's `NSItemProviderWriting`: an object whose data an item provider can give.
  @available(iOS 11.0, *)
  public protocol NSItemProviderWriting: NSObjectProtocol {}

  extension NSString: NSItemProviderWriting {}

  /// UIKit's `UIDragAnimating`: animations alongside a drop.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UIDragAnimating: NSObjectProtocol {}

  /// UIKit's `UIDragDropSession`: what drag and drop sessions share.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UIDragDropSession: NSObjectProtocol {
    /// The items of the session.
    var items: [UIDragItem] { get }
  }

  /// UIKit's `UIDragSession`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UIDragSession: UIDragDropSession {}

  /// UIKit's `UIDropSession`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UIDropSession: UIDragDropSession {
    /// The drag session of this drop when the drag started in this app, otherwise `nil`.
    var localDragSession: (any UIDragSession)? { get }
  }

  /// UIKit's `UIDragItem`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UIDragItem: NSObject {
    /// The data the item carries.
    open private(set) var itemProvider: NSItemProvider
    /// What the item carries inside the app that started the drag.
    open var localObject: Any?

    /// Creates an item.
    ///
    /// - Parameter itemProvider: The data the item carries.
    public init(itemProvider: NSItemProvider) {
      self.itemProvider = itemProvider
      super.init()
    }
  }

  /// UIKit's `UIDropOperation`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  public enum UIDropOperation: UInt, @unchecked Sendable {
    /// The drop is cancelled.
    case cancel = 0
    /// The drop is forbidden here.
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data is moved.
    case move = 3
  }

  /// UIKit's `UIDropProposal`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UIDropProposal: NSObject {
    /// The operation proposed.
    open private(set) var operation: UIDropOperation

    /// Creates a proposal.
    ///
    /// - Parameter operation: The operation proposed.
    public init(operation: UIDropOperation) {
      self.operation = operation
      super.init()
    }
  }

  /// UIKit's `UITableViewDropIntent`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  public enum UITableViewDropIntent: Int, @unchecked Sendable {
    /// The location is not yet known.
    case unspecified = 0
    /// The drop is inserted in rows at the destination (a gap opens there).
    case insertAtDestinationIndexPath = 1
    /// The drop goes into the row at the destination.
    case insertIntoDestinationIndexPath = 2
    /// The table view chooses between the two.
    case automatic = 3
  }

  /// UIKit's `UITableViewDropProposal`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UITableViewDropProposal: UIDropProposal {
    /// Where the drop goes.
    open private(set) var intent: UITableViewDropIntent = .unspecified

    /// Creates a proposal.
    ///
    /// - Parameters:
    ///   - operation: The operation proposed.
    ///   - intent: Where the drop goes.
    public init(operation: UIDropOperation, intent: UITableViewDropIntent) {
      self.intent = intent
      super.init(operation: operation)
    }
  }

  /// UIKit's `UITableViewDropCoordinator` (the members SectionKit reads).
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The items dropped, in order.
    var items: [any UITableViewDropItem] { get }
    /// The row the drop is over, or `nil`.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal at the time of the drop.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates an item to a row inserted at `indexPath`.
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
  }

  /// UIKit's `UITableViewDropItem`.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UITableViewDropItem: NSObjectProtocol {
    /// The item dropped.
    var dragItem: UIDragItem { get }
    /// The row it came from when it came from this table view, otherwise `nil`.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
  }

  /// UIKit's `UITableViewDragDelegate`; optional requirements record when their default runs.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// The items a drag of a row begins with; none, and no drag begins.
    func tableView(
      _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem]
    /// Whether the drag stays in the app that began it (optional).
    func tableView(
      _ tableView: UITableView,
      dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
  }

  extension UITableViewDragDelegate {
    /// Records that the default was reached.
    public func tableView(
      _ tableView: UITableView,
      dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
      MirrorRecorder.reached("tableView(_:dragSessionIsRestrictedToDraggingApplication:)")
      return false
    }
  }

  /// UIKit's `UITableViewDropDelegate`; optional requirements record when their default runs.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// The user drops.
    func tableView(
      _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// How a drop over a row would be handled (optional).
    func tableView(
      _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
  }

  extension UITableViewDropDelegate {
    /// Records that the default was reached.
    public func tableView(
      _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
      MirrorRecorder.reached("tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)")
      return UITableViewDropProposal(operation: .cancel, intent: .unspecified)
    }
  }

  /// A drag of rows that began in a table view, as UIKit runs it for a test.
  @MainActor
  final class MirrorDragSession: NSObject, UIDragSession {
    var items: [UIDragItem] = []
  }

  /// The drop of a drag that began in this app.
  @MainActor
  final class MirrorDropSession: NSObject, UIDropSession {
    let localDragSession: (any UIDragSession)?
    var items: [UIDragItem] { localDragSession?.items ?? [] }
    init(localDragSession: any UIDragSession) { self.localDragSession = localDragSession }
  }

  /// An animation of a drop, which the mirror does not run.
  @MainActor
  final class MirrorDragAnimation: NSObject, UIDragAnimating {}

  /// An item of a drop on a table or collection view.
  @MainActor
  final class MirrorDropItem: NSObject, UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    var previewSize: CGSize { .zero }
    init(_ dragItem: UIDragItem, from sourceIndexPath: IndexPath?) {
      self.dragItem = dragItem
      self.sourceIndexPath = sourceIndexPath
    }
  }

  /// What the coordinators of a drop on a table view and on a collection view hold.
  @MainActor
  class MirrorDropCoordinator<Proposal: UIDropProposal>: NSObject {
    let dropItems: [MirrorDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: Proposal
    let session: any UIDropSession
    init(
      items: [MirrorDropItem], destination: IndexPath?, proposal: Proposal,
      session: any UIDropSession
    ) {
      self.dropItems = items
      self.destinationIndexPath = destination
      self.proposal = proposal
      self.session = session
    }
  }

  /// The coordinator of a drop on a table view; records the items animated to rows.
  @MainActor
  final class MirrorTableDropCoordinator: MirrorDropCoordinator<UITableViewDropProposal>,
    UITableViewDropCoordinator
  {
    var items: [any UITableViewDropItem] { dropItems }
    var animated: [IndexPath] = []
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
      animated.append(indexPath)
      return MirrorDragAnimation()
    }
  }

  extension UITableView: MirrorDropTarget {
    func mirrorItemsForBeginning(_ session: MirrorDragSession, at indexPath: IndexPath)
      -> [UIDragItem]?
    {
      dragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath)
    }

    func mirrorDropProposal(for session: MirrorDropSession, at destination: IndexPath)
      -> UITableViewDropProposal?
    {
      dropDelegate?.tableView(
        self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    }

    func mirrorPerformDrop(
      _ items: [MirrorDropItem], at destination: IndexPath, proposal: UITableViewDropProposal,
      session: MirrorDropSession
    ) {
      dropDelegate?.tableView(
        self,
        performDropWith: MirrorTableDropCoordinator(
          items: items, destination: destination, proposal: proposal, session: session))
    }
  }
#endif
