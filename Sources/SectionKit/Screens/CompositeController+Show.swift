/// Declarative screens: sections and rows written as values, reconciled with what is shown.
extension CompositeController {
  /// Sets the children to the sections written in `sections`, animating only what changed
  /// since the last call.
  ///
  /// Call it again with the same code after a state change. Sections are diffed by identity
  /// (inserts, deletes, the fewest moves); a section that stays keeps its
  /// ``ListSectionController`` (its instance, context, selection and cells), which diffs its
  /// rows by identity and reconfigures the rows whose content shows something else. The
  /// sections are all the composite's children: other children are removed.
  ///
  /// Identities must be unique: a section whose identity came earlier in the screen, or a row
  /// whose identity came earlier in its section, is left out and reported as an
  /// ``UpdateDiagnostic`` (``UpdateViolation/Rule/duplicateIdentifier``), never a crash.
  ///
  /// ```swift
  /// screen.show {
  ///   ListSection("account", header: "Account") {
  ///     Row("name", RowContent("Name", detail: user.name))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - sections: The screen's sections, written with ``SectionBuilder``.
  ///   - completion: Runs once the rows and sections have reached the list, told how the
  ///     sections did (see ``CompositeController/setChildren(_:animated:completion:)``).
  /// - Complexity: O(n) to gather the values, n being the number of rows, plus the diff of the
  ///   sections and of each kept section's rows.
  public func show(
    animated: Bool = true, @SectionBuilder _ sections: () -> [ListSection],
    completion: ((UpdateOutcome) -> Void)? = nil
  ) {
    var shown = sections()
    for index in shown.indices { shown[index].rows = uniqueRows(of: shown[index], at: index) }
    for binding in modelBindings.values {
      (binding.controller as? ListSectionController)?.animatesChanges = animated
    }
    setModels(
      shown, animated: animated, makeController: { ListSectionController(model: $0) },
      completion: completion)
  }

  /// The rows of a section with every row whose identity came earlier left out and reported.
  private func uniqueRows(of section: ListSection, at index: Int) -> [Row] {
    var seen = Set<AnyHashable>()
    seen.reserveCapacity(section.rows.count)
    var rows: [Row] = []
    rows.reserveCapacity(section.rows.count)
    for (row, element) in section.rows.enumerated() {
      guard seen.insert(element.id).inserted else {
        updater.reportDuplicate(
          "was given the row identity \(element.id.base) twice in the section "
            + "\(section.id.base) (the second time at row \(row) of section \(index)); "
            + "the later row is left out",
          controller: String(describing: ListSectionController.self))
        continue
      }
      rows.append(element)
    }
    return rows
  }
}
