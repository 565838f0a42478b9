@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless

/// A hand-written data source over an array of sections of strings, to drive a host directly
/// with batches, as UIKit code without SectionKit's composite would.
package final class ModelList: HandWrittenListModel {
  /// The model: one array of row texts per section.
  package var sections: [[String]]
  /// The host this model feeds.
  package let list: HeadlessListView

  /// Creates the model and shows it on a new host.
  ///
  /// - Parameters:
  ///   - sections: The initial model.
  ///   - height: The viewport's height.
  package init(_ sections: [[String]], height: Double = 10_000) {
    self.sections = sections
    list = HeadlessListView(size: .init(width: 320, height: height))
    list.registerCell(LabelCell.self, forReuseIdentifier: "label")
    list.connect(dataSource: self, delegate: self)
  }

  /// The texts the host shows, per visible row, in order.
  package var shown: [String] {
    list.indexPathsForVisibleRows.compactMap { (list.cellForRow(at: $0) as? LabelCell)?.text }
  }

  package func numberOfSections() -> Int { sections.count }
  package func numberOfRows(inSection section: Int) -> Int { sections[section].count }
  package func cell(at indexPath: ListIndexPath) -> any Reusable {
    // swift-format-ignore: NeverUseForceTry
    let cell = try! list.dequeueReusableCell(withIdentifier: "label", for: indexPath) as! LabelCell
    cell.text = sections[indexPath.section][indexPath.row]
    return cell
  }
  package func titleForHeader(inSection section: Int) -> String? { nil }
  package func titleForFooter(inSection section: Int) -> String? { nil }
  package func canEditRow(at indexPath: ListIndexPath) -> Bool { false }
  package func canMoveRow(at indexPath: ListIndexPath) -> Bool { false }
  package func commit(_ style: EditingStyle, forRowAt indexPath: ListIndexPath) {}
  package func moveRow(at source: ListIndexPath, to destination: ListIndexPath) {}
}
