#if os(Linux)
  import Foundation

  /// A table view or a collection view as the mirror's drag and drop runs it: the steps are
  /// UIKit's for both; the view gives the calls to its own delegates.
  @MainActor
  protocol MirrorDropTarget: AnyObject {
    /// The view's proposal, a table view's or a collection view's.
    associatedtype DropProposal: UIDropProposal

    /// Whether items can be dragged.
    var dragInteractionEnabled: Bool { get }
    /// Whether a drag from this view is under way.
    var hasActiveDrag: Bool { get set }
    /// The calls recorded.
    var calls: [String] { get set }

    /// The drag delegate's items for a drag of `indexPath`, or `nil` without a drag delegate.
    func mirrorItemsForBeginning(_ session: MirrorDragSession, at indexPath: IndexPath)
      -> [UIDragItem]?
    /// The drop delegate's proposal while the drag hovers over `destination`, or `nil` without
    /// a drop delegate.
    func mirrorDropProposal(for session: MirrorDropSession, at destination: IndexPath)
      -> DropProposal?
    /// Hands the drop delegate the drop, through the view's coordinator.
    func mirrorPerformDrop(
      _ items: [MirrorDropItem], at destination: IndexPath, proposal: DropProposal,
      session: MirrorDropSession)
  }

  extension MirrorDropTarget {
    /// A user long-presses a row or an item, drags it and drops it over `destination`.
    ///
    /// As UIKit runs drag and drop: drag interaction must be enabled and the drag delegate must
    /// give items (none, and no drag begins); the drop delegate proposes while the drag hovers;
    /// a drop that is neither cancelled nor forbidden reaches the drop delegate's
    /// `performDropWith`, whose coordinator gives each item's source index path. Records
    /// `userDropped [s, r] [s, r] <operation>`.
    ///
    /// - Parameters:
    ///   - indexPath: The row or item dragged.
    ///   - destination: Where the drop is.
    /// - Returns: The proposal at the time of the drop, or `nil` when no drag began.
    func runDragAndDrop(from indexPath: IndexPath, to destination: IndexPath) -> DropProposal? {
      let drag = MirrorDragSession()
      guard dragInteractionEnabled, let items = mirrorItemsForBeginning(drag, at: indexPath)
      else { return nil }
      drag.items = items
      guard !drag.items.isEmpty else { return nil }
      let session = MirrorDropSession(localDragSession: drag)
      hasActiveDrag = true
      defer { hasActiveDrag = false }
      guard let proposal = mirrorDropProposal(for: session, at: destination) else { return nil }
      calls.append(
        "userDropped \([indexPath.section, indexPath[1]]) "
          + "\([destination.section, destination[1]]) \(proposal.operation)")
      guard proposal.operation == .move || proposal.operation == .copy else { return proposal }
      mirrorPerformDrop(
        drag.items.map { MirrorDropItem($0, from: indexPath) }, at: destination,
        proposal: proposal, session: session)
      return proposal
    }
  }
#endif
