extension SectionContext {
  /// The section controller that owns another section of the list: IGListKit's
  /// `sectionController(forSection:)` on the collection context.
  ///
  /// Sections are numbered in the whole list, across nested composites, as ``section`` is:
  /// `sectionController(forSection: section + 1)` is the section below this one, whichever
  /// composite holds it. A change of the list of sections made earlier in the turn is applied
  /// first, so the answer is the list as it now stands.
  ///
  /// ```swift
  /// func didSelectRow(at row: Int, in context: SectionContext) {
  ///   guard let section = context.section else { return }
  ///   let details = context.sectionController(forSection: section + 1) as? DetailsSection
  ///   details?.show(items[row])
  /// }
  /// ```
  ///
  /// - Parameter section: A section index of the whole list.
  /// - Returns: The controller that owns `section`; `nil` when `section` is out of range, or
  ///   when this context's section is in no list (before its controller joins one, after it
  ///   left).
  /// - Complexity: O(1), but the first question after a change of the list of sections in a
  ///   turn: O(n), n being the number of sections.
  public func sectionController(forSection section: Int) -> SectionController? {
    guard self.section != nil, let owner else { return nil }
    return owner.sectionController(forSection: section)
  }

  /// The first section controller of type `T` in the list, in section order: a sibling the
  /// controller talks to (a filter bar and the results it filters), without the screen handing
  /// one to the other.
  ///
  /// The whole list is searched, across nested composites, this controller included: a
  /// controller of type `T` that asks finds itself if it comes first. Subclasses of `T` match.
  ///
  /// ```swift
  /// let results = context.sectionController(ofType: ResultsSection.self)
  /// results?.filter(by: query)
  /// ```
  ///
  /// - Parameter type: The type of controller to find, for example `ResultsSection.self`.
  /// - Returns: The first controller of the list that is a `T`; `nil` when there is none, or
  ///   when this context's section is in no list.
  /// - Complexity: O(n), n being the number of sections.
  public func sectionController<T: SectionController>(ofType type: T.Type = T.self) -> T? {
    guard section != nil, let owner else { return nil }
    for controller in owner.sectionControllers {
      if let match = controller as? T { return match }
    }
    return nil
  }
}
