/// Declarative screens: sections and rows written as values, reconciled with what is shown.
extension CompositeController {
  /// Sets the children to the sections written in `sections`, animating only what changed
  /// since the last call.
  ///
  /// Call it again with the same code after a state change. Sections are diffed by identity
  /// (inserts, deletes, the fewest moves); a section that stays keeps its
  /// section controller of SectionKit's own (its instance, context, selection and cells), which diffs its
  /// rows by identity and reconfigures the rows whose content shows something else. The
  /// sections are all the composite's children: other children are removed. The rows' closures
  /// are not compared: after each call, the newest ones answer the user's taps, flips, swipes
  /// and presses (see ``Row``).
  ///
  /// Identities must be unique: a section whose identity came earlier in the screen, or a row
  /// whose identity came earlier in its section, is left out and reported as an
  /// ``UpdateDiagnostic`` (``UpdateDiagnostic/Violation/Rule/duplicateIdentifier``), never a crash.
  ///
  /// A screen that followed its models (`show(following:animated:_:)`) stops following them.
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
  /// - Complexity: O(n) to gather the values and compare them, n being the number of rows,
  ///   plus the diff of the sections and of the rows of each kept section whose rows' identities
  ///   changed (a section whose rows kept their identities, in order, is compared in one pass).
  public func show(
    animated: Bool = true, @SectionBuilder _ sections: () -> [ListSection],
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    childrenDriver = nil
    showSections(sections(), animated: animated, completion: completion)
  }

  /// Sets the children to sections made elsewhere, such as mapped from a document, animating
  /// only what changed since the last call, as ``show(animated:_:completion:)`` does.
  ///
  /// A builder takes one value a statement; sections already in an array are shown with this
  /// method, and rows already in an array with ``ListSection/init(_:header:footer:rows:)-(_,_,_,[Row])``.
  ///
  /// ```swift
  /// screen.show(document.sections.map { section in
  ///   ListSection(section.id, header: section.title, rows: section.rows.map(row))
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - sections: The screen's sections.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the rows and sections have reached the list, told how the
  ///     sections did.
  /// - Complexity: As ``show(animated:_:completion:)``, without gathering the values.
  public func show(
    _ sections: [ListSection], animated: Bool = true,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    childrenDriver = nil
    showSections(sections, animated: animated, completion: completion)
  }

  /// Sets the children to the sections of a screen (see ``show(animated:_:completion:)``).
  ///
  /// - Parameters:
  ///   - sections: The screen's sections.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the rows and sections have reached the list.
  func showSections(
    _ sections: [ListSection], animated: Bool, completion: ((ListBatch.Outcome) -> Void)?
  ) {
    // One closure for every new controller, not one each.
    let reportDuplicate: (UpdateDiagnostic) -> Void = { [weak self] diagnostic in
      self?.report(diagnostic)
    }
    bindModels(
      sections, id: { $0.key }, animated: animated,
      makeController: { (section: ListSection) -> ListSectionController in
        let controller = ListSectionController(model: section)
        controller.reportDuplicate = reportDuplicate
        controller.leaveOutDuplicateRows()
        return controller
      },
      section: { $0 },
      update: { controller, section in
        // Told here, as each section is updated, rather than in a pass over every controller.
        controller.animatesChanges = animated
        controller.didUpdate(to: section)
      }, completion: completion)
  }
}
