#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A cell holding a search bar, as IGListKit's search example's `SearchCell`.
  final class SearchBarCell: UITableViewCell {
    let searchBar = UISearchBar()
  }

  /// A cell showing one word.
  final class WordCell: UITableViewCell {
    var word = ""
  }

  /// A section whose first row is a search bar and whose other rows are the words that match
  /// what is typed into it: the section controller itself is the search bar's delegate.
  @MainActor
  final class SearchableWordsSection: SectionController {
    let words: [String]
    private(set) var query = ""

    init(words: [String]) { self.words = words }

    /// The words shown below the search bar.
    var matches: [String] {
      query.isEmpty ? words : words.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    override func numberOfRows(in context: SectionContext) -> Int { 1 + matches.count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      if row == 0 {
        let cell = context.dequeueReusableCell(ofType: SearchBarCell.self, for: row)
        cell.searchBar.placeholder = "Search"
        // The controller is the delegate, as an IGListSectionController is.
        cell.searchBar.delegate = self
        return cell
      }
      let cell = context.dequeueReusableCell(ofType: WordCell.self, for: row)
      cell.word = matches[row - 1]
      return cell
    }
  }

  // The conformance is written in an extension, without `override`, as an IGListKit user writes
  // it. It compiles only because `SectionController` derives from `NSObject` (through
  // `SectionProvider`): `UISearchBarDelegate` refines `UIBarPositioningDelegate`, which refines
  // `NSObjectProtocol`, and a class that does not derive from `NSObject` does not conform to it
  // ("type 'SearchableWordsSection' does not conform to protocol 'NSObjectProtocol'"). Were the
  // base ever made a plain Swift class, this file would stop compiling, and the test with it.
  extension SearchableWordsSection: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      let before = ["search"] + matches
      query = searchText
      let after = ["search"] + matches
      // The search bar's row stays (its first responder with it); the words change.
      context.performBatch { batch in
        batch.apply(Changeset(fromIdentities: before, to: after))
      }
    }
  }

  /// A section controller can be a UIKit delegate, as IGListKit's can (issue 37).
  @Suite("A section controller as a UIKit delegate") @MainActor
  struct SectionAsUIKitDelegateTests {
    /// The words the table view shows, read from its visible cells.
    private func shownWords(_ tableView: UITableView) -> [String] {
      tableView.visibleCells.compactMap { ($0 as? WordCell)?.word }
    }

    @Test func typingIntoTheSearchBarFiltersTheSectionsRows() throws {
      let tableView = UITableView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let section = SearchableWordsSection(words: ["harbour", "masts", "market", "tide"])
      let root = CompositeController([section])
      root.attach(to: adapter)
      tableView.mirrorRowsOnScreen = (0..<10).map { IndexPath(row: $0, section: 0) }
      #expect(shownWords(tableView) == ["harbour", "masts", "market", "tide"])

      let cell = try #require(
        tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SearchBarCell)
      let searchBar = cell.searchBar
      // The search bar holds the controller as its delegate, through UIKit's protocol.
      let delegate: (any UISearchBarDelegate)? = searchBar.delegate
      #expect(delegate === section)
      // It is an NSObjectProtocol, as UIKit requires of every delegate.
      let object: any NSObjectProtocol = section
      #expect(object.isEqual(section))

      // What UIKit does when the user types "ma": it sets the text and tells the delegate.
      MirrorRecorder.reset()
      searchBar.text = "ma"
      searchBar.delegate?.searchBar(searchBar, textDidChange: "ma")
      root.flushUpdates()

      #expect(MirrorRecorder.defaultsReached.isEmpty, "the controller's method was called")
      #expect(section.query == "ma")
      #expect(tableView.numberOfRows(inSection: 0) == 3)
      #expect(shownWords(tableView) == ["masts", "market"])
      #expect(tableView.calls.contains { $0.hasPrefix("performBatchUpdates") })
      #expect(root.diagnostics.isEmpty)

      // Clearing the field brings every word back.
      searchBar.text = ""
      searchBar.delegate?.searchBar(searchBar, textDidChange: "")
      root.flushUpdates()
      #expect(shownWords(tableView) == ["harbour", "masts", "market", "tide"])
      #expect(root.diagnostics.isEmpty)
    }
  }
#endif
