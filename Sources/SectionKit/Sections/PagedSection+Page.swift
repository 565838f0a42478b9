extension PagedSection {
  /// One page of items, as a loader returns it.
  public struct Page {
    /// The page's items, shown after the items loaded before (before them, with
    /// ``PagedSection/Direction/before``).
    public var items: [Item]
    /// Whether no page follows: the status row goes, and nothing more is asked for.
    public var isLast: Bool

    /// Creates a page.
    ///
    /// - Parameters:
    ///   - items: The page's items; may be empty.
    ///   - isLast: Whether no page follows.
    public init(_ items: [Item], isLast: Bool = false) {
      self.items = items
      self.isLast = isLast
    }
  }

  /// Where pages land: after the items (a feed) or before them (a chat's history, a log).
  public enum Direction: Equatable, Sendable {
    /// Each page after the items loaded so far, the status row last.
    case after
    /// Each page before the items loaded so far, the status row first: a chat loads its
    /// history above the first message, and the message the user reads stays where it is
    /// (the status row never holds the scroll position, ``SectionScrollAnchors``).
    case before
  }

  /// Where a paged section stands.
  public enum Status: Equatable, Sendable {
    /// No page is loading; the next one is asked for once the status row is near.
    case idle
    /// A page is loading.
    case loading
    /// The last load failed; ``PagedSection/retry()`` (or a tap on the status row) loads again.
    case failed
    /// The last page arrived: the status row is gone and nothing more is asked for.
    case finished
  }
}

extension PagedSection.Page: Sendable where Item: Sendable {}
