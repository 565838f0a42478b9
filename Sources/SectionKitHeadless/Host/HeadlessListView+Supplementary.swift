@_spi(Hosting) import SectionKit

// Supplementary views of kinds other than header and footer, and pinned headers.
//
// The headless host has no layout that places a kind (a compositional layout's item or boundary
// supplementary items): it shows one view of each kind a section lists, for the section (index
// 0), taking no height, while any of the section is on screen, as a badge or a background over
// the section would be.
extension HeadlessListView {
  /// A supplementary view of a kind other than header and footer, on screen.
  struct OtherSupplementary {
    let kind: SupplementaryKind
    let view: HeadlessHeaderFooterView
  }

  /// The view of a kind other than header and footer on screen for a section, if any.
  ///
  /// - Parameters:
  ///   - kind: A kind the section's controller lists in
  ///     ``/SectionKit/SectionSupplementaryViews/supplementaryKinds(in:)``.
  ///   - section: The section.
  /// - Returns: The view, or `nil` when the section is not on screen or gives no such view.
  public func supplementaryView(ofKind kind: SupplementaryKind, inSection section: Int)
    -> HeadlessHeaderFooterView?
  {
    visibleOtherSupplementaries[section]?.first { $0.kind == kind }?.view
  }

  /// Whether a section's header stays at the top of the visible area while the section is on
  /// screen: every header when ``sectionHeadersPinToVisibleBounds``, else the section's own
  /// choice.
  func pinsHeader(ofSection section: Int) -> Bool {
    sectionHeadersPinToVisibleBounds || layout.sections[section].pinsHeader
  }

  /// Ends the display of the views of sections that left the screen and displays those of
  /// sections that came, asking each section its kinds and a view of each.
  ///
  /// - Parameter sections: The sections on screen, ascending.
  func updateOtherSupplementaries(showing sections: Range<Int>) {
    if !visibleOtherSupplementaries.isEmpty {
      for (section, views) in visibleOtherSupplementaries.removeEntries(notIn: Array(sections)) {
        endDisplaying(views, inSection: section)
      }
    }
    guard let delegate else { return }
    for section in sections where visibleOtherSupplementaries[section] == nil {
      var views: [OtherSupplementary] = []
      for kind in delegate.supplementaryKinds(inSection: section)
      where kind != .header && kind != .footer {
        let path = ListIndexPath(row: 0, section: section)
        guard let view = delegate.viewForSupplementaryView(ofKind: kind, at: path) else {
          continue
        }
        guard let headless = view as? HeadlessHeaderFooterView else {
          misuse(
            """
            SectionKit: HeadlessListView got a \(kind) view of type '\(type(of: view))' for \
            section \(section). Make it inherit from HeadlessHeaderFooterView.
            """)
        }
        views.append(OtherSupplementary(kind: kind, view: headless))
      }
      visibleOtherSupplementaries[section] = views
      for shown in views {
        delegate.willDisplaySupplementaryView(shown.view, ofKind: shown.kind, inSection: section)
      }
    }
  }

  /// Moves the views on screen with their sections after a batch; those of deleted and
  /// reloaded sections end their display, under the section index they were shown with.
  ///
  /// - Parameter mapping: The batch's mapping.
  func followOtherSupplementaries(mapping: ListBatch.Mapping) {
    var kept: [Int: [OtherSupplementary]] = [:]
    for (section, views) in visibleOtherSupplementaries {
      if let new = mapping.sections[section], !mapping.batch.reloadedSections.contains(section) {
        kept[new] = views
      } else {
        endDisplaying(views, inSection: section)
      }
    }
    visibleOtherSupplementaries = SortedTable(kept)
  }

  private func endDisplaying(_ views: [OtherSupplementary], inSection section: Int) {
    for shown in views {
      delegate?.didEndDisplayingSupplementaryView(
        shown.view, ofKind: shown.kind, inSection: section)
      enqueue(shown.view)
    }
  }
}
