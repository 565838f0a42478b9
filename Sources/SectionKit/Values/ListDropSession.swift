/// A drag as the section it hovers over sees it: the items, and where they came from.
///
/// A section controller reads it in ``SectionDragAndDrop/dropProposal(for:atRow:in:)`` and
/// ``SectionDragAndDrop/performDrop(_:with:atRow:in:)``.
public struct ListDropSession {
  /// Where the dragged rows came from, seen from the section the drop is over.
  public enum Origin: Hashable, Sendable {
    /// A row of this section.
    case sameSection
    /// A row of another section of the same list, whoever owns it.
    case otherSection
    /// Another list, or another app: nothing of this list leaves when it is dropped.
    case outsideList
  }

  /// The items dragged, in the order they were lifted.
  public let items: [ListDragItem]
  /// Where they came from.
  public let origin: Origin

  /// Whether the items can be moved here.
  ///
  /// They can when they are rows of this list, whose sections remove them when the drop is
  /// done. A ``ListDropProposal/move`` of any other drag is refused.
  public var allowsMove: Bool { origin != .outsideList }

  /// Creates a session, as a list does when a drag hovers over a section.
  ///
  /// - Parameters:
  ///   - items: The items dragged.
  ///   - origin: Where they came from.
  public init(items: [ListDragItem], origin: Origin) {
    self.items = items
    self.origin = origin
  }
}

extension Collection {
  /// How many of the elements before `index` were dragged: dragged within their own section,
  /// they leave their places above a drop there, which lands that many rows higher once they
  /// have.
  ///
  /// - Parameters:
  ///   - index: Where the drop is, as the section showed before it.
  ///   - dragged: The identities of the elements dragged.
  ///   - id: The identity of an element.
  /// - Returns: The number of dragged elements above the drop.
  /// - Complexity: O(k), k being the elements before `index`.
  func countDragged<ID: Hashable>(
    before index: Index, of dragged: Set<ID>, id: (Element) -> ID
  ) -> Int {
    self[..<index].reduce(0) { $0 + (dragged.contains(id($1)) ? 1 : 0) }
  }
}
