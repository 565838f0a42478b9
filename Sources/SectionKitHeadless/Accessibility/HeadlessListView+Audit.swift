@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// The problems a reviewer using VoiceOver would flag on the whole list, in reading order.
  ///
  /// The audit reads the list as VoiceOver does, page by page from the top (each page one
  /// ``scroll(toOffset:)``, so sections see the list scroll as they would), then scrolls back
  /// to where the list was. It reads ``accessibilityElements()`` and asks the list for each
  /// row's swipe actions and context menu (``swipeActions(forRowAt:edge:)``,
  /// ``contextMenu(forRowAt:)``), and reports (see ``HeadlessAccessibilityIssue/Kind``):
  ///
  /// - an element a user activates (a button, link, switch or adjustable element) without a
  ///   label, and an image without a label;
  /// - a switch without a value;
  /// - a swipe or context-menu action without a title;
  /// - adjacent rows of one section that are both activated and read the same label and value;
  /// - a section header that is not a heading;
  /// - a row hidden from VoiceOver that a tap, a swipe or a long press acts on.
  ///
  /// ```swift
  /// #expect(list.accessibilityAudit().map(\.description) == [])
  /// ```
  ///
  /// A list that loads more rows as it nears its end is audited as far as the rows it had when
  /// the audit began: once that many rows were shown, the rows it loaded since are left out.
  ///
  /// - Returns: The issues, each element's in the order VoiceOver reaches it; empty when none.
  /// - Complexity: O(n) plus a scroll per page, n being the number of rows, headers and
  ///   footers.
  public func accessibilityAudit() -> [HeadlessAccessibilityIssue] {
    settle()
    let offset = scrollOffset
    let visited = elementsPageByPage()
    scroll(toOffset: offset)
    var issues: [HeadlessAccessibilityIssue] = []
    var previous: HeadlessAccessibilityElement?
    for entry in visited {
      switch entry {
      case .element(let element):
        issues += audit(element, after: previous)
        if case .row(let indexPath) = element.place { issues += auditActions(ofRowAt: indexPath) }
        previous = element
      case .hiddenRow(let indexPath):
        issues += auditHidden(rowAt: indexPath)
        issues += auditActions(ofRowAt: indexPath)
      }
    }
    return issues
  }

  /// What VoiceOver meets going through the list: an element, or a row it skips.
  private enum Visit {
    case element(HeadlessAccessibilityElement)
    case hiddenRow(ListIndexPath)
  }

  /// The elements of every page, each once, in reading order, and the rows VoiceOver skips.
  private func elementsPageByPage() -> [Visit] {
    var visited: [Visit] = []
    var seenPlaces: Set<HeadlessAccessibilityElement.Place> = []
    var seenRows: Set<ListIndexPath> = []
    var everShown: Set<ListIndexPath> = []
    let rowsAtStart = rowCounts.reduce(0, +)
    var page: CGFloat = 0
    while true {
      scroll(toOffset: page)
      everShown.formUnion(indexPathsForVisibleRows)
      let elements = accessibilityElements()
      var shownRows: Set<ListIndexPath> = []
      for element in elements {
        if case .row(let indexPath) = element.place { shownRows.insert(indexPath) }
      }
      var next = elements.startIndex
      for indexPath in indexPathsForVisibleRows
      where !shownRows.contains(indexPath) && isHiddenFromVoiceOver(rowAt: indexPath) {
        // A skipped row goes just before the first element after it in reading order.
        while next < elements.endIndex, Self.comesBefore(elements[next].place, indexPath) {
          if seenPlaces.insert(elements[next].place).inserted {
            visited.append(.element(elements[next]))
          }
          next += 1
        }
        if seenRows.insert(indexPath).inserted { visited.append(.hiddenRow(indexPath)) }
      }
      for element in elements[next...] where seenPlaces.insert(element.place).inserted {
        visited.append(.element(element))
      }
      let last = max(0, layout.contentHeight - viewportLength)
      guard viewportLength > 0, scrollOffset < last else { break }
      // A list that loads more as it nears its end grows as the audit scrolls: once as many
      // rows were shown as the list had, the rows it loaded since are left out, or the audit
      // would never end.
      let rowsNow = rowCounts.reduce(0, +)
      if rowsNow > rowsAtStart, everShown.count >= rowsAtStart { break }
      page = min(scrollOffset + viewportLength, last)
    }
    return visited
  }

  /// Whether the row's content hides it from VoiceOver.
  private func isHiddenFromVoiceOver(rowAt indexPath: ListIndexPath) -> Bool {
    guard let cell = visibleCells[indexPath] else { return false }
    return rowAccessibility(of: cell, at: indexPath).isHidden
  }

  /// Whether an element comes before a row in reading order.
  private static func comesBefore(
    _ place: HeadlessAccessibilityElement.Place, _ indexPath: ListIndexPath
  ) -> Bool {
    switch place {
    case .listHeader: return true
    case .header(let section): return section <= indexPath.section
    case .row(let other), .control(_, let other): return other < indexPath
    case .footer(let section): return section < indexPath.section
    case .listFooter: return false
    }
  }

  /// The issues of one element, read after `previous`.
  private func audit(
    _ element: HeadlessAccessibilityElement, after previous: HeadlessAccessibilityElement?
  ) -> [HeadlessAccessibilityIssue] {
    var issues: [HeadlessAccessibilityIssue] = []
    func report(_ kind: HeadlessAccessibilityIssue.Kind, _ message: String) {
      issues.append(issue(kind, at: element.place, message))
    }
    let label = element.label ?? ""
    let activated: ListAccessibility.Traits = [.button, .link, .toggle, .adjustable]
    if label.isEmpty, !element.traits.isDisjoint(with: activated) {
      report(
        .unlabeledControl,
        "a \(Self.kindWord(element.traits)) without a label: VoiceOver reads only "
          + "\"\(element)\"; \(Self.labelAdvice(for: element.place))")
    } else if label.isEmpty, element.traits.contains(.image) {
      report(
        .unlabeledImage,
        "an image without a label: VoiceOver reads only \"\(element)\"; describe it with "
          + "accessibility(label:), or hide it with accessibility(isHidden: true) when it is "
          + "decoration")
    }
    if element.traits.contains(.toggle), (element.value ?? "").isEmpty {
      report(
        .toggleWithoutValue,
        "a switch without a value: VoiceOver reads \"\(element)\" but not whether it is on; "
          + "keep the toggle accessory's value or set accessibility(value:) to \"On\" or \"Off\"")
    }
    if case .header = element.place, !element.traits.contains(.header) {
      report(
        .headerNotMarked,
        "a header that is not a heading: VoiceOver reads \"\(element)\" and its headings rotor "
          + "skips it; leave the header's traits to SectionKit or include .header in them")
    }
    if let previous, Self.readAlike(previous, element) {
      report(
        .duplicateLabel,
        "reads \"\(element)\" as \(HeadlessAccessibilityIssue.describe(previous.place)) just "
          + "before it does: VoiceOver users cannot tell them apart; say in each label or value "
          + "what it does")
    }
    return issues
  }

  /// Whether two elements are adjacent activated rows of one section that read the same.
  private static func readAlike(
    _ first: HeadlessAccessibilityElement, _ second: HeadlessAccessibilityElement
  ) -> Bool {
    guard case .row(let a) = first.place, case .row(let b) = second.place,
      a.section == b.section
    else { return false }
    let activated: ListAccessibility.Traits = [.button, .link, .toggle]
    return !first.traits.isDisjoint(with: activated) && !second.traits.isDisjoint(with: activated)
      && !(first.label ?? "").isEmpty && first.label == second.label
      && (first.value ?? "") == (second.value ?? "")
  }

  /// The word for what an element is, as the issues name it.
  private static func kindWord(_ traits: ListAccessibility.Traits) -> String {
    if traits.contains(.toggle) { return "switch" }
    if traits.contains(.link) { return "link" }
    if traits.contains(.button) { return "button" }
    return "adjustable element"
  }

  /// The issues of a row's swipe actions and context-menu actions: each needs a title.
  private func auditActions(ofRowAt indexPath: ListIndexPath) -> [HeadlessAccessibilityIssue] {
    var issues: [HeadlessAccessibilityIssue] = []
    for (edge, word) in [(SwipeEdge.leading, "leading"), (.trailing, "trailing")] {
      let actions = (try? swipeActions(forRowAt: indexPath, edge: edge))?.actions ?? []
      for action in actions where (action.title ?? "").isEmpty {
        issues.append(
          issue(
            .unnamedAction, at: .row(indexPath),
            "the \(word) swipe action '\(action.identifier)' has no title: VoiceOver offers "
              + "swipe actions in its actions rotor by title; give it one"))
      }
    }
    let menu = (try? contextMenu(forRowAt: indexPath)) ?? nil
    for action in menu?.actions ?? [] where action.title.isEmpty {
      issues.append(
        issue(
          .unnamedAction, at: .row(indexPath),
          "the context-menu action '\(action.identifier)' has no title: VoiceOver offers "
            + "menu actions in its actions rotor by title; give it one"))
    }
    return issues
  }

  /// The issue of a row VoiceOver skips, when a user's tap, swipe or long press acts on it.
  private func auditHidden(rowAt indexPath: ListIndexPath) -> [HeadlessAccessibilityIssue] {
    let tapActs = isTappable(indexPath)
    let hasActions =
      (try? swipeActions(forRowAt: indexPath, edge: .leading)) != nil
      || (try? swipeActions(forRowAt: indexPath, edge: .trailing)) != nil
      || ((try? contextMenu(forRowAt: indexPath)) ?? nil) != nil
    guard tapActs || hasActions else { return [] }
    let what = tapActs ? "a tap" : "a swipe or a long press"
    return [
      issue(
        .hiddenInteractiveRow, at: .row(indexPath),
        "hidden from VoiceOver, but \(what) acts on it: VoiceOver users cannot reach what it "
          + "does; do not hide it, or offer its action on a row they can reach")
    ]
  }

  /// An issue at a place, with the name of the controller that owns it.
  private func issue(
    _ kind: HeadlessAccessibilityIssue.Kind, at place: HeadlessAccessibilityElement.Place,
    _ message: String
  ) -> HeadlessAccessibilityIssue {
    HeadlessAccessibilityIssue(
      kind: kind, place: place,
      controllerName: HeadlessAccessibilityIssue.section(of: place).flatMap(controllerName),
      message: message)
  }

  /// The name of the controller that owns a section: its type, or `ListSection "id"`.
  private func controllerName(ofSection section: Int) -> String? {
    guard let owner = (delegate as? CompositeRouter)?.owner(ofSection: section) else {
      return nil
    }
    if let declared = owner.controller as? ListSectionController {
      return "ListSection \"\(declared.listSection.id.base)\""
    }
    return owner.context.controllerName
  }

  /// How to give an element a label: a control's `accessibilityLabel`, a row's or a view's
  /// text or `accessibility(label:)`.
  private static func labelAdvice(for place: HeadlessAccessibilityElement.Place) -> String {
    if case .control = place { return "set the control's accessibilityLabel" }
    return "show text in it or give it accessibility(label:)"
  }
}
