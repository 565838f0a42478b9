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
@MainActor
struct ScrollAnchor {
  /// A row on screen before the batch, and where its frame started in the content.
  private struct Candidate {
    let indexPath: ListIndexPath
    let origin: CGPoint
  }

  private let geometry: ScrollGeometry
  private let oldCounts: [Int]
  private let candidates: [Candidate]
  private let followsEnd: Bool

  /// Measures what the host shows before a batch.
  ///
  /// - Parameters:
  ///   - host: The host, before the batch.
  ///   - anchoring: The policy; `nil` comes back when it keeps nothing, or the host keeps no
  ///     scroll position.
  /// - Complexity: O(v log v), v being the number of rows on screen.
  init?(measuring host: any ListHost, anchoring: ScrollAnchoring) {
    let distance: CGFloat?
    switch anchoring.kind {
    case .none: return nil
    case .firstVisibleRow: distance = nil
    case .bottom(let within): distance = within
    }
    guard let geometry = host.scrollGeometry() else { return nil }
    self.geometry = geometry
    oldCounts = host.rowCounts
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
  /// - Complexity: O(v + r + b), v being the rows on screen before the batch, r the row counts
  ///   of their sections and b the size of the batch.
  func restore(in host: any ListHost, after batch: ListBatch) {
    guard let after = host.scrollGeometry() else { return }
    let current = after.contentOffset
    // A scroll made during the batch (from a callback) wins; the host keeping its offset
    // inside content that shrank does not count as one.
    guard current == geometry.contentOffset || current == after.clamped(geometry.contentOffset)
    else { return }
    let target: CGPoint
    if followsEnd {
      target = after.maximumOffset
    } else if let shift = anchorShift(in: host, after: batch) {
      target = after.clamped(
        CGPoint(x: geometry.contentOffset.x + shift.x, y: geometry.contentOffset.y + shift.y))
    } else {
      return
    }
    if target != current { host.adjustScroll(toContentOffset: target) }
  }

  /// How far the first row on screen that the batch leaves in place moved in the content.
  private func anchorShift(in host: any ListHost, after batch: ListBatch) -> CGPoint? {
    guard !candidates.isEmpty else { return nil }
    let mapping = batch.mapping(oldCounts: oldCounts, newCounts: host.rowCounts)
    let movedSections = Set(batch.movedSections.map(\.from))
    let movedRows = Set(batch.movedRows.map(\.from))
    var rowsBySection: [Int: [ListIndexPath?]] = [:]
    for candidate in candidates {
      let old = candidate.indexPath
      guard old.section < oldCounts.count, !movedSections.contains(old.section),
        !movedRows.contains(old)
      else { continue }
      let rows = rowsBySection[old.section] ?? mapping.rows(ofOldSection: old.section)
      rowsBySection[old.section] = rows
      guard old.row < rows.count, let new = rows[old.row], let frame = host.rowFrame(at: new)
      else { continue }
      return CGPoint(x: frame.minX - candidate.origin.x, y: frame.minY - candidate.origin.y)
    }
    return nil
  }
}
