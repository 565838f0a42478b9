#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// A ``ListDragItem`` as the `localObject` of the `UIDragItem` that carries it inside the app.
  @MainActor
  final class CarriedDragItem: NSObject {
    /// The item, with the row it came from.
    let item: ListDragItem

    init(_ item: ListDragItem) { self.item = item }
  }

  extension ListDragItem {
    /// The item as UIKit drags it: its text in the item provider for other apps, the item
    /// itself as the local object.
    @MainActor var dragItem: UIDragItem {
      let provider = text.map { NSItemProvider(object: $0 as NSString) } ?? NSItemProvider()
      let dragItem = UIDragItem(itemProvider: provider)
      dragItem.localObject = CarriedDragItem(self)
      return dragItem
    }

    /// The item a `UIDragItem` carries: the list's own, or one of another app's, whose data is
    /// not read (its local object, if any, is kept).
    @MainActor init(_ dragItem: UIDragItem) {
      if let carried = dragItem.localObject as? CarriedDragItem {
        self = carried.item
      } else {
        self.init(localObject: dragItem.localObject)
      }
    }

    /// The items of a drop session.
    @MainActor static func items(of session: any UIDropSession) -> [ListDragItem] {
      session.items.map(ListDragItem.init)
    }

    /// Whether a drop session carries items a section gave (``SectionDragAndDrop/dragItems(forRow:in:)``).
    @MainActor static func carriesListItems(_ session: any UIDropSession) -> Bool {
      session.items.contains { $0.localObject is CarriedDragItem }
    }
  }

  extension ListDropProposal {
    /// UIKit's operation for the proposal.
    var dropOperation: UIDropOperation {
      switch operation {
      case .move: .move
      case .copy: .copy
      case .forbidden: .forbidden
      }
    }

    /// The rows or items the dropped items land in when they are inserted: from `destination`
    /// on, less the dragged rows of its section above it, which leave it.
    ///
    /// - Parameters:
    ///   - count: How many items were dropped.
    ///   - destination: The row the drop is over.
    ///   - sources: Where the items came from, for a drag of this list.
    /// - Returns: Where each item lands, or none for a drop into a row.
    func landing(_ count: Int, at destination: IndexPath, from sources: [IndexPath?])
      -> [IndexPath]
    {
      guard intent == .insert, operation != .forbidden else { return [] }
      let leaving =
        operation == .move
        ? Set(sources.compactMap { $0 }).filter {
          $0.section == destination.section && $0.row < destination.row
        }.count : 0
      return (0..<count).map {
        IndexPath(row: destination.row - leaving + $0, section: destination.section)
      }
    }
  }
#endif
