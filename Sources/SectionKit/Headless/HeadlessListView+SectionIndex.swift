extension HeadlessListView {
  /// Asks the data source for the titles of the section index again, as UIKit's
  /// `reloadSectionIndexTitles()`: for titles that changed without a reload or a batch.
  public func reloadSectionIndexTitles() {
    sectionIndexTitles = dataSource?.sectionIndexTitles() ?? []
  }

  /// Runs a user's tap on a title of the section index: the list scrolls so that the top of
  /// the header of the section the data source names for the title is at the top of the
  /// viewport, as UIKit's index does.
  ///
  /// - Parameter index: The title's position in ``sectionIndexTitles``.
  /// - Throws: ``HostError`` when the index has no title at `index`, or the data source names a
  ///   section that does not exist.
  public func tapSectionIndexTitle(at index: Int) throws(HostError) {
    guard sectionIndexTitles.indices.contains(index) else {
      throw HostError(
        "the section index has no title \(index); it shows \(sectionIndexTitles.count)")
    }
    guard let dataSource else { return }
    let section = dataSource.section(forSectionIndexTitle: sectionIndexTitles[index], at: index)
    try scrollToSection(section, at: .top, animated: false)
  }
}
