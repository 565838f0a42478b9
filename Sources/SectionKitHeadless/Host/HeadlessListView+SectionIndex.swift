@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// Asks the data source for the titles of the section index again, as UIKit's
  /// `reloadSectionIndexTitles()`: for titles that changed without a reload or a batch.
  ///
  /// - Complexity: O(n), n being the number of sections (each is asked for its title).
  public func reloadSectionIndexTitles() {
    sectionIndexTitles = dataSource?.sectionIndexTitles() ?? []
  }

  /// Runs a user's tap on a title of the section index: the list scrolls so that the top of
  /// the header of the section the data source names for the title is at the top of the
  /// viewport, as UIKit's index does.
  ///
  /// - Parameter index: The title's position in ``sectionIndexTitles``.
  /// - Throws: ``/SectionKit/HostError`` when the index has no title at `index`, or the data source
  ///   names a section that does not exist.
  /// - Complexity: O(log n + v) to scroll, v being the number of rows that enter or leave the
  ///   screen, plus the data source's answer (O(n) when the section that gave the title left).
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
