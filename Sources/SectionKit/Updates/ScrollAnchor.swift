import Foundation

/// What a list keeps on screen through one batch: measured on the host before the batch,
/// restored after it, by the policy of ``ScrollAnchoring``.
///
/// Before the batch: the rows on screen, in order, each with its frame's origin, and whether
/// the visible area is at the end of the content. After it: the first of those rows the batch
/// leaves in place (not deleted, not moved, its section neither deleted, moved nor reloaded) is
/// found at its new index path through the batch's mapping, and the content offset moves by as
/// much as its frame moved, so that it stands where it stood; at the end of the content, with
/// ``ScrollAnchoring/bottom``, the offset follows the new end. Nothing moves when the offset
/// changed during the batch (a scroll from a callback wins) or no row on screen stays.
///
/// A row its section refuses as an anchor (``SectionScrollAnchors``: a loading or status row) is
/// passed over. With ``ScrollAnchoring/firstVisibleRow``, a list at its very top keeps nothing
/// (new posts at the top of a feed show), unless its first row on screen is such a row: content
/// is loading above it (a chat's history), and the first row that can anchor is kept.
///
/// A drop lands under the finger. The rows on screen above everything the drop changes (where
/// it lands, and the rows dragged away) anchor, so the dropped row shows where it was dropped.
/// When the drop changes the first row on screen: dropped over it, the dropped row stands where
/// that row stood; dragged away from it, the offset stays. A drop that changes nothing on screen
/// before rows above it (the user dropped above the screen, after an autoscroll) is anchored
/// like any batch.
///
/// One turn can hand the list several batches (the rows', then the sections'). The anchor is
/// then measured once, before the first, and carried from each to the next
/// (``restore(in:after:canAnchor:decidesAnchors:carrying:)``): the row the user reads stays put
/// through all of them, as through one batch, even when a later batch takes away the row an
/// earlier one kept.
@MainActor
struct ScrollAnchor {
  /// A row on screen before the first batch, and where its frame started in the content.
  private struct Candidate {
    /// Where the row stands now; `nil` once a batch took it away or moved it.
    var indexPath: ListIndexPath?
    let origin: CGPoint
    /// Whether a batch took the row away from a section that says which of its rows may
    /// anchor: passed over as a row that may not.
    var isPassedOver = false
  }

  private let geometry: ScrollGeometry
  private var oldSectionCount: Int
  private var candidates: [Candidate]
  /// The content offset the anchor left the list at.
  ///
  /// The list's own before the first batch. Another offset means the list was scrolled since,
  /// and the anchor is carried no further.
  private(set) var leftOffset: CGPoint
  /// The batch the anchor was carried past, with its map of sections, whose rows are followed
  /// when the next batch comes (``catchUp()``).
  private var uncaught: (batch: ListBatch, sections: [Int?]?)?
  private let followsEnd: Bool
  /// Whether the list was at its very top with ``ScrollAnchoring/firstVisibleRow``: it keeps
  /// nothing unless its first row on screen refuses to anchor.
  private let showsInsertionsAtTop: Bool
  /// Where a drop lands, for a batch that shows one.
  private var drop: Drop?

  /// A drop a batch shows: where it lands, and the first row it changes.
  struct Drop {
    /// The row the drop lands at.
    let landing: ListIndexPath
    /// The first of the landing row and the rows dragged away, before the batch.
    let firstChanged: ListIndexPath

    /// A drop landing at `landing`, of rows dragged away from `dragged`.
    init(landing: ListIndexPath, dragged: [ListIndexPath]) {
      self.landing = landing
      firstChanged = min(landing, dragged.min() ?? landing)
    }
  }

  /// Measures what the host shows before a batch.
  ///
  /// - Parameters:
  ///   - host: The host, before the batch.
  ///   - anchoring: The policy; `nil` comes back when it keeps nothing, or the host keeps no
  ///     scroll position.
  ///   - drop: The drop the batch shows; `nil` for another batch.
  /// - Complexity: O(v log v), v being the number of rows on screen.
  init?(measuring host: any ListHost, anchoring: ScrollAnchoring, drop: Drop? = nil) {
    let distance: CGFloat?
    switch anchoring.kind {
    case .none: return nil
    case .firstVisibleRow: distance = nil
    case .bottom(let within): distance = within
    }
    guard let geometry = host.scrollGeometry() else { return nil }
    // A list at its very top shows what is inserted there (a feed's new posts, a paged
    // section's first page above its loading row); a chat keeps its first row, for the history
    // it loads above it.
    showsInsertionsAtTop = distance == nil && geometry.isAtStart
    self.geometry = geometry
    self.drop = drop
    leftOffset = geometry.contentOffset
    oldSectionCount = host.numberOfSections
    followsEnd =
      distance.map { !geometry.isUserScrolling && geometry.isAtEnd(within: $0) } ?? false
    let origin = geometry.visibleOrigin
    // Sorted: a collection view gives its visible items in no particular order.
    candidates = host.indexPathsForVisibleRows.sorted().compactMap { path in
      // A row hidden under the top inset (a navigation bar) is not the one the user reads.
      guard let frame = host.rowFrame(at: path), frame.maxY > origin.y, frame.maxX > origin.x
      else { return nil }
      return Candidate(indexPath: path, origin: frame.origin)
    }
  }

  /// Moves the host's content offset so that the anchor stands where it stood, once the host
  /// has applied `batch`.
  ///
  /// - Parameters:
  ///   - host: The host, after the batch.
  ///   - batch: The batch the host applied.
  ///   - canAnchor: Whether a row, at its index path after the batch, may be the anchor.
  ///   - decidesAnchors: Whether a section, at its index after the batch, says which of its
  ///     rows may be the anchor (``SectionScrollAnchors``).
  ///   - carrying: Whether another batch of the same turn may follow: the anchor is then kept
  ///     for it, to follow the rows on screen before the first batch past this one.
  /// - Complexity: O(v + b + c log c), v being the rows on screen before the first batch, b the
  ///   size of the batch and c its changes in those rows' sections; a carried anchor follows
  ///   every row on screen past the batch before, in as much.
  mutating func restore(
    in host: any ListHost, after batch: ListBatch, canAnchor: (ListIndexPath) -> Bool,
    decidesAnchors: (Int) -> Bool, carrying: Bool = false
  ) {
    catchUp()
    // Most batches keep every section in place: no map of the sections to build.
    let sections =
      batch.keepsSectionsInPlace
      ? nil : batch.sectionMap(oldCount: oldSectionCount, newCount: host.numberOfSections)
    defer {
      if carrying { carry(past: batch, sections: sections, to: host, decidesAnchors) }
    }
    guard let after = host.scrollGeometry() else { return }
    let current = after.contentOffset
    // A scroll made during the batch (from a callback) wins; the host keeping its offset
    // inside content that shrank does not count as one.
    guard current == leftOffset || current == after.clamped(leftOffset) else { return }
    leftOffset = current
    let target: CGPoint
    if followsEnd {
      target = after.maximumOffset
    } else if let shift = anchorShift(
      in: host, after: batch, sections: sections, canAnchor: canAnchor,
      decidesAnchors: decidesAnchors)
    {
      target = after.clamped(
        CGPoint(x: geometry.contentOffset.x + shift.x, y: geometry.contentOffset.y + shift.y))
    } else {
      return
    }
    if target != current {
      host.adjustScroll(toContentOffset: target)
      leftOffset = host.scrollGeometry()?.contentOffset ?? target
    }
  }

  /// Keeps what the next batch of the turn needs to follow the rows on screen past `batch`.
  ///
  /// The rows it passes over are marked now (the sections that say which of their rows may
  /// anchor are asked after this batch, not after the next); where the others go is worked
  /// out when the next batch comes (``catchUp()``: none comes after most). A drop's rule
  /// applies to its own batch alone.
  private mutating func carry(
    past batch: ListBatch, sections: [Int?]?, to host: any ListHost,
    _ decidesAnchors: (Int) -> Bool
  ) {
    for index in candidates.indices {
      guard let old = candidates[index].indexPath,
        passesOver(old, in: batch, sections: sections, decidesAnchors)
      else { continue }
      candidates[index].isPassedOver = true
    }
    uncaught = (batch, sections)
    oldSectionCount = host.numberOfSections
    drop = nil
  }

  /// Follows the rows on screen before the first batch to where the last batch carried past
  /// left them (``carry(past:sections:to:_:)``).
  ///
  /// - Complexity: O(v + b + c log c), v being the rows on screen before the first batch, b the
  ///   size of the last batch and c its changes in those rows' sections.
  private mutating func catchUp() {
    guard let (batch, sections) = uncaught else { return }
    uncaught = nil
    let places = ListBatch.RowPlaces(
      batch: batch, sections: sections, rows: candidates.lazy.compactMap(\.indexPath))
    for index in candidates.indices {
      guard let old = candidates[index].indexPath else { continue }
      candidates[index].indexPath = places.stayingPath(of: old)
    }
  }

  /// Whether a row the batch takes away is passed over as one that may not anchor.
  ///
  /// It is when a section that says which of its rows may anchor took it (a loading row, as
  /// the last page lands): the row under it is the one the user reads. Another section's row
  /// taken away is not.
  private func passesOver(
    _ old: ListIndexPath, in batch: ListBatch, sections: [Int?]?,
    _ decidesAnchors: (Int) -> Bool
  ) -> Bool {
    guard batch.deletedRows.contains(old) else { return false }
    return ListBatch.RowPlaces.target(of: old.section, in: sections).map(decidesAnchors) ?? false
  }

  /// How far the first row on screen that the batch leaves in place, and that may anchor,
  /// moved in the content.
  private func anchorShift(
    in host: any ListHost, after batch: ListBatch, sections: [Int?]?,
    canAnchor: (ListIndexPath) -> Bool, decidesAnchors: (Int) -> Bool
  ) -> CGPoint? {
    guard !candidates.isEmpty else { return nil }
    var candidates = candidates[...]
    if let drop, let top = candidates.first?.indexPath, top >= drop.firstChanged {
      if top > drop.firstChanged {
        // Nothing on screen changes before a row it keeps: anchored like any batch.
      } else if top == drop.landing, let origin = candidates.first?.origin {
        // Dropped over the first row on screen: the dropped row stands where that row stood.
        guard let frame = host.rowFrame(at: drop.landing) else { return nil }
        return CGPoint(x: frame.minX - origin.x, y: frame.minY - origin.y)
      } else {
        // Dragged away from the top of the screen: the rows close the gap under the finger.
        return nil
      }
    } else if let drop {
      candidates = candidates.prefix { ($0.indexPath.map { $0 < drop.firstChanged }) ?? true }
    }
    let places = ListBatch.RowPlaces(
      batch: batch, sections: sections, rows: candidates.lazy.compactMap(\.indexPath))
    var passedOver = false
    for candidate in candidates {
      // A row an earlier batch of the turn took away stays taken.
      guard let old = candidate.indexPath else {
        passedOver = passedOver || candidate.isPassedOver
        continue
      }
      guard let new = places.stayingPath(of: old) else {
        passedOver = passedOver || passesOver(old, in: batch, sections: sections, decidesAnchors)
        continue
      }
      guard canAnchor(new) else {
        passedOver = true
        continue
      }
      // At the very top, what is inserted shows, unless a row that cannot anchor (loading
      // what comes above) was passed over to get here.
      if showsInsertionsAtTop, !passedOver { return nil }
      guard let frame = host.rowFrame(at: new) else { continue }
      return CGPoint(x: frame.minX - candidate.origin.x, y: frame.minY - candidate.origin.y)
    }
    return nil
  }
}
