extension CompositeRouter {
  /// A section as routing reads it: its controller and its context, inline in
  /// ``CompositeRouter/routes``.
  ///
  /// Answering the host's most frequent questions (row counts and cells) reads the route from
  /// a contiguous array and calls the controller, without going through the section's
  /// ``SectionTable/Leaf``. The leaf owns the controller and the context too; a route is made
  /// once per leaf (see ``SectionTable/Leaf/route``).
  @MainActor struct Route {
    /// The section controller.
    let controller: any SectionController
    /// The section's context.
    let context: SectionContext

    /// Asks the controller for its row count.
    ///
    /// - Returns: The controller's answer.
    func numberOfRows() -> Int {
      controller.numberOfRows(in: context)
    }

    /// Asks the controller for the cell of a row.
    ///
    /// - Parameter row: The row, in the section.
    /// - Returns: The controller's cell.
    func cell(at row: Int) -> any Reusable {
      controller.cell(at: row, in: context)
    }

    /// Asks the controller for its header title (`header`) or footer title.
    ///
    /// - Parameter header: Whether the header's title is asked, rather than the footer's.
    /// - Returns: The controller's answer.
    func title(header: Bool) -> String? {
      header ? controller.titleForHeader(in: context) : controller.titleForFooter(in: context)
    }

    /// Whether two routes call the same controller with the same context.
    ///
    /// - Parameter other: Another route.
    /// - Returns: `true` when both are the same route.
    func isSame(as other: Route) -> Bool {
      controller === other.controller && context === other.context
    }
  }
}
