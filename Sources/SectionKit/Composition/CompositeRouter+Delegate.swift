import Foundation

extension CompositeRouter: ListDelegate {
  /// Routes to ``SectionDisplayDelegate/willDisplay(_:forRow:in:)`` and notes what the cell is
  /// displayed for, so that its end of display reaches the same controller; the cell's section,
  /// if nothing of it was on screen, is told first
  /// (``SectionDisplayDelegate/willDisplaySection(in:)``).
  package func willDisplay(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {
    checkSection(indexPath.section)
    let route = routes[indexPath.section]
    let row = indexPath.row
    let change = ledger.display(cell: cell, row: row, of: route.leaf)
    answeringLayout {
      if change.isSome { tell(change) }
      route.ask(.display, else: ()) { $0.display!.willDisplay(cell, forRow: row, in: $1) }
    }
  }

  /// Routes to ``SectionDisplayDelegate/didEndDisplaying(_:forRow:in:)`` of the controller the cell
  /// was displayed for, then tells that controller when its section has nothing left on screen
  /// (``SectionDisplayDelegate/didEndDisplayingSection(in:)``).
  ///
  /// The controller gets the row the cell had then, whatever happened to the list since (the
  /// host names the cell's index path in its own state, which may be older than the list's).
  /// A cell displayed without a `willDisplay` is routed by its index path, if that still
  /// exists.
  package func didEndDisplaying(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {
    beginAnswering()
    defer { endAnswering() }
    let end = ledger.endDisplay(ofCell: cell)
    if let entry = end.entry {
      DisplayLedger.withLeaf(entry.leaf) { $0.route }.ask(.display, else: ()) {
        $0.display!.didEndDisplaying(cell, forRow: entry.row, in: $1)
      }
    } else if table.indices.contains(indexPath.section) {
      route(indexPath, .display, else: ()) {
        $0.display!.didEndDisplaying(cell, forRow: $1, in: $2)
      }
    }
    if let ended = end.unretainedEnded { tell(.init(unretainedEnded: ended)) }
  }

  /// Routes to ``SectionSupplementaryDisplayDelegate/willDisplaySupplementaryView(_:ofKind:in:)`` and notes what
  /// the view is displayed for; the section, if nothing of it was on screen, is told first.
  package func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {
    let leaf = self.leaf(section)
    let change = ledger.display(view, ofKind: kind, for: DisplayLedger.Entry(leaf: leaf, row: 0))
    answeringLayout {
      tell(change)
      leaf.capabilities.supplementaryDisplay?.willDisplaySupplementaryView(
        view, ofKind: kind, in: leaf.context)
    }
  }

  /// Routes to ``SectionSupplementaryDisplayDelegate/didEndDisplayingSupplementaryView(_:ofKind:in:)`` of the
  /// controller the view was displayed for, then tells that controller when its section has
  /// nothing left on screen.
  package func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {
    answeringLayout {
      let (entry, ended) = ledger.endDisplay(of: view, ofKind: kind)
      if let entry {
        entry.leaf.capabilities.supplementaryDisplay?.didEndDisplayingSupplementaryView(
          view, ofKind: kind, in: entry.leaf.context)
      } else if table.indices.contains(section) {
        route(section: section, .supplementaryDisplay, else: ()) {
          $0.supplementaryDisplay!.didEndDisplayingSupplementaryView(view, ofKind: kind, in: $1)
        }
      }
      if let ended { tell(.init(unretainedEnded: .passUnretained(ended))) }
    }
  }

  /// Tells the controllers whose section a display event ended or began: a section that ends
  /// then exits the working range if it is out of it, one that begins first enters it if it
  /// was not in it.
  ///
  /// The change's leaves are not retained: the ledger holds them until the host's call is
  /// answered (a section's first and last views come and go every few rows of a scroll, and
  /// retaining them cost the display events a twentieth of their time).
  private func tell(_ change: DisplayLedger.Change) {
    assert(
      change.unretainedEnded.map { ledger.holds($0) } != false
        && change.unretainedBegan.map { ledger.holds($0) } != false,
      "SectionKit invariant: a section's first or last view names a leaf the ledger lets go")
    if let ended = change.unretainedEnded {
      DisplayLedger.withLeaf(ended) { ended in
        ended.route.ask(.display, else: ()) { $0.display!.didEndDisplayingSection(in: $1) }
        leaveWorkingRange(afterDisplaying: ended)
      }
    }
    if let began = change.unretainedBegan {
      DisplayLedger.withLeaf(began) { began in
        enterWorkingRange(beforeDisplaying: began)
        began.route.ask(.display, else: ()) { $0.display!.willDisplaySection(in: $1) }
      }
    }
  }

  /// Routes to ``SectionRowHeights/heightForRow(at:in:)``.
  package func heightForRow(at indexPath: ListIndexPath) -> CGFloat? {
    checked(
      route(indexPath, .rowHeights, else: nil) { $0.rowHeights!.heightForRow(at: $1, in: $2) },
      "row \(indexPath.row)",
      indexPath.section)
  }

  /// Routes to ``SectionRowHeights/estimatedHeightForRow(at:in:)``.
  package func estimatedHeightForRow(at indexPath: ListIndexPath) -> CGFloat? {
    checked(
      route(indexPath, .rowHeights, else: nil) {
        $0.rowHeights!.estimatedHeightForRow(at: $1, in: $2)
      },
      "the estimate of row \(indexPath.row)", indexPath.section)
  }

  /// Routes to ``SectionRowHeights/heightForHeader(in:)``.
  package func heightForHeader(inSection section: Int) -> CGFloat? {
    checked(
      route(section: section, .rowHeights, else: nil) { $0.rowHeights!.heightForHeader(in: $1) },
      "the header",
      section)
  }

  /// Routes to ``SectionRowHeights/heightForFooter(in:)``.
  package func heightForFooter(inSection section: Int) -> CGFloat? {
    checked(
      route(section: section, .rowHeights, else: nil) { $0.rowHeights!.heightForFooter(in: $1) },
      "the footer",
      section)
  }

  /// A controller's height, or a stop where UIKit raises: a height must be finite and at least
  /// 0 (`nil` asks for the host's default).
  private func checked(_ height: CGFloat?, _ what: @autoclosure () -> String, _ section: Int)
    -> CGFloat?
  {
    guard let height, !(height >= 0 && height.isFinite) else { return height }
    misuse(
      """
      SectionKit: \(table[section].context.controllerName) (section \(section)) gave \(what()) \
      the height \(height). UIKit raises: Invalid row height provided by table delegate. Value \
      must be at least 0.0, or UITableViewAutomaticDimension. Return nil for the host's default.
      """)
  }

  /// Routes to ``SectionHeaderFooterViews/viewForHeader(in:)`` while the registry knows a header is asked.
  package func viewForHeader(inSection section: Int) -> (any Reusable)? {
    supplementaryView(.header, inSection: section) { $0.viewForHeader(in: $1) }
  }

  /// Routes to ``SectionHeaderFooterViews/viewForFooter(in:)`` while the registry knows a footer is asked.
  package func viewForFooter(inSection section: Int) -> (any Reusable)? {
    supplementaryView(.footer, inSection: section) { $0.viewForFooter(in: $1) }
  }

  /// Routes to ``SectionAccessibility/accessibilityForHeader(in:)``.
  package func accessibilityForHeader(inSection section: Int) -> ListAccessibility? {
    checkSection(section)
    let leaf = leaf(section)
    return leaf.capabilities.accessibility?.accessibilityForHeader(in: leaf.context)
  }

  /// Routes to ``SectionAccessibility/accessibilityForFooter(in:)``.
  package func accessibilityForFooter(inSection section: Int) -> ListAccessibility? {
    checkSection(section)
    let leaf = leaf(section)
    return leaf.capabilities.accessibility?.accessibilityForFooter(in: leaf.context)
  }

  /// Routes to ``SectionHighlighting/shouldHighlightRow(at:in:)``.
  package func shouldHighlightRow(at indexPath: ListIndexPath) -> Bool {
    route(indexPath, .highlighting, else: true) {
      $0.highlighting!.shouldHighlightRow(at: $1, in: $2)
    }
  }

  /// Routes to ``SectionHighlighting/didHighlightRow(at:in:)`` and notes the row, so that the
  /// touch's closing unhighlight reaches the same controller.
  package func didHighlightRow(at indexPath: ListIndexPath) {
    let leaf = self.leaf(indexPath.section)
    ledger.highlighted = DisplayLedger.Entry(leaf: leaf, row: indexPath.row)
    leaf.capabilities.highlighting?.didHighlightRow(at: indexPath.row, in: leaf.context)
  }

  /// Routes to ``SectionHighlighting/didUnhighlightRow(at:in:)`` of the controller that got the
  /// highlight, with the row it had then: a tap whose selection removed or moved the section
  /// still ends at the controller it began at.
  package func didUnhighlightRow(at indexPath: ListIndexPath) {
    if let entry = ledger.highlighted {
      ledger.highlighted = nil
      entry.leaf.capabilities.highlighting?.didUnhighlightRow(
        at: entry.row, in: entry.leaf.context)
    } else if table.indices.contains(indexPath.section) {
      route(indexPath, .highlighting, else: ()) {
        $0.highlighting!.didUnhighlightRow(at: $1, in: $2)
      }
    }
  }

  /// Asks ``SectionSelectionRules/shouldSelectRow(at:in:)``, then routes to
  /// ``SectionSelectionRules/willSelectRow(at:in:)``; a redirect stays in the section.
  package func willSelectRow(at indexPath: ListIndexPath) -> ListIndexPath? {
    route(indexPath, .selectionRules, else: Optional(indexPath.row)) { capabilities, row, context in
      let rules = capabilities.selectionRules!
      return rules.shouldSelectRow(at: row, in: context)
        ? rules.willSelectRow(at: row, in: context) : nil
    }
    .map { ListIndexPath(row: $0, section: indexPath.section) }
  }

  /// Remembers the selection by identity, then routes to
  /// ``SectionController/didSelectRow(at:in:)``.
  package func didSelectRow(at indexPath: ListIndexPath) {
    composite.rememberSelection()
    route(indexPath) { $0.didSelectRow(at: $1, in: $2) }
  }

  /// Asks ``SectionSelectionRules/shouldDeselectRow(at:in:)``, then routes to
  /// ``SectionSelectionRules/willDeselectRow(at:in:)``; a redirect stays in the section.
  package func willDeselectRow(at indexPath: ListIndexPath) -> ListIndexPath? {
    route(indexPath, .selectionRules, else: Optional(indexPath.row)) { capabilities, row, context in
      let rules = capabilities.selectionRules!
      return rules.shouldDeselectRow(at: row, in: context)
        ? rules.willDeselectRow(at: row, in: context) : nil
    }
    .map { ListIndexPath(row: $0, section: indexPath.section) }
  }

  /// Remembers the selection by identity, then routes to
  /// ``SectionController/didDeselectRow(at:in:)``.
  package func didDeselectRow(at indexPath: ListIndexPath) {
    composite.rememberSelection()
    route(indexPath) { $0.didDeselectRow(at: $1, in: $2) }
  }

  /// Routes to ``SectionController/accessoryButtonTapped(forRow:in:)``.
  package func accessoryButtonTapped(forRowAt indexPath: ListIndexPath) {
    route(indexPath) { $0.accessoryButtonTapped(forRow: $1, in: $2) }
  }

  /// Routes to ``SectionPrimaryActions/canPerformPrimaryAction(forRow:in:)``; `false` for a row that
  /// no longer exists (the host asks right after `didSelectRow`, which may have removed it).
  package func canPerformPrimaryAction(forRowAt indexPath: ListIndexPath) -> Bool {
    guard containsRow(indexPath) else { return false }
    return route(indexPath, .primaryActions, else: false) {
      $0.primaryActions!.canPerformPrimaryAction(forRow: $1, in: $2)
    }
  }

  /// Routes to ``SectionPrimaryActions/performPrimaryAction(forRow:in:)``; ignored for a row that no
  /// longer exists.
  package func performPrimaryAction(forRowAt indexPath: ListIndexPath) {
    guard containsRow(indexPath) else { return }
    route(indexPath, .primaryActions, else: ()) {
      $0.primaryActions!.performPrimaryAction(forRow: $1, in: $2)
    }
  }

  private func containsRow(_ indexPath: ListIndexPath) -> Bool {
    table.indices.contains(indexPath.section) && indexPath.row >= 0
      && indexPath.row < numberOfRows(inSection: indexPath.section)
  }

  private func supplementaryView(
    _ kind: SupplementaryKind, inSection section: Int,
    _ body: (any SectionHeaderFooterViews, SectionContext) -> (any Reusable)?
  ) -> (any Reusable)? {
    let leaf = self.leaf(section)
    guard let views = leaf.capabilities.headerFooterViews else { return nil }
    guard let registry else { return body(views, leaf.context) }
    let request = ReuseRegistry.Request(
      indexPath: ListIndexPath(row: 0, section: section), supplementaryKind: kind)
    return registry.withRequest(request) { body(views, leaf.context) }
  }
}
