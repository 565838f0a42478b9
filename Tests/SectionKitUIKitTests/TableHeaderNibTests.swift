#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// Header and footer views designed in a nib are registered on a table view by their nib, as
  /// their cells are: registered by class, UIKit would make them without their outlets.
  @Suite("UIKit table adapter: header and footer views from nibs") @MainActor
  struct TableHeaderNibTests {
    final class AuthorHeader: UITableViewHeaderFooterView, NibReusable {}
    final class PlainFooter: UITableViewHeaderFooterView {}

    final class AuthorSection: SectionController, SectionHeaderFooterViews {
      override func numberOfRows(in context: SectionContext) -> Int { 0 }
      override func cell(at row: Int, in context: SectionContext) -> any Reusable {
        context.dequeueReusableCell(ofType: ProfileCell.self, for: row)
      }
      func viewForHeader(in context: SectionContext) -> (any Reusable)? {
        context.dequeueReusableSupplementaryView(ofKind: .header, ofType: AuthorHeader.self)
      }
      func viewForFooter(in context: SectionContext) -> (any Reusable)? {
        context.dequeueReusableSupplementaryView(ofKind: .footer, ofType: PlainFooter.self)
      }
    }

    @Test func aNibHeaderIsRegisteredByItsNibAndAPlainFooterByItsClass() throws {
      let tableView = UITableView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      tableView.headerFooterNibContents["AuthorHeader"] = AuthorHeader.self
      let adapter = TableViewAdapter(tableView: tableView)
      let root = CompositeController([AuthorSection()])
      root.attach(to: adapter)
      tableView.calls = []
      let header = adapter.tableView(tableView, viewForHeaderInSection: 0)
      let footer = adapter.tableView(tableView, viewForFooterInSection: 0)
      #expect(header is AuthorHeader)
      #expect(footer is PlainFooter)
      let nib = try #require(
        tableView.registeredHeaderFooterNib(forIdentifier: AuthorHeader.reuseIdentifier))
      #expect(nib.name == "AuthorHeader")
      #expect(nib.bundle == Bundle(for: AuthorHeader.self))
      #expect(
        tableView.calls == [
          "register header/footer nib AuthorHeader \(AuthorHeader.reuseIdentifier)",
          "register header/footer class \(PlainFooter.reuseIdentifier)",
        ])
    }
  }
#endif
