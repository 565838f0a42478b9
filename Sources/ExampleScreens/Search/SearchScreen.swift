import SectionKit

/// A search screen: a query field, the matching products grouped by initial, and "No results"
/// for a query that matches nothing.
///
/// The results are a ``SnapshotDataSource`` nested under the field: each keystroke applies a
/// snapshot, and one of many rows (past the root's `backgroundDiffingThreshold`) is diffed off
/// the main actor while the user types on. The field stays, with the keyboard.
@MainActor
package final class SearchScreen {
  let querySection: QuerySection
  let search: ProductSearch
  package let root: CompositeController

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - catalog: What is searched.
  ///   - backgroundDiffingThreshold: The rows from which a snapshot is diffed off the main
  ///     actor.
  ///   - textFieldCell: The host's cell for the query field.
  package init(
    catalog: SearchCatalog, backgroundDiffingThreshold: Int = 200,
    textFieldCell: (any TextFieldCell.Type)?
  ) {
    querySection = QuerySection(cellType: textFieldCell)
    search = ProductSearch(catalog: catalog)
    root = CompositeController([querySection, search.results.composite, search.noResults])
    search.results.backgroundDiffingThreshold = backgroundDiffingThreshold
    // The field's section keeps the search, and so its data source, alive as long as the
    // screen's list holds the section: the list holds a data source weakly.
    querySection.onChange = { [search] query in search.show(matching: query) }
  }

  var catalog: SearchCatalog { search.catalog }
  var results: SnapshotDataSource<String, Int> { search.results }
  /// The products the user opened, by name.
  var opened: [String] { search.opened }
  /// The query of the snapshot shown last.
  var shownQuery: String { search.shownQuery }
}

/// What the search screen searches and shows: the catalog, its data source and "No results".
@MainActor
final class ProductSearch {
  let catalog: SearchCatalog
  let results: SnapshotDataSource<String, Int>
  let noResults = NoResultsSection()
  private(set) var opened: [String] = []
  private(set) var shownQuery = ""

  init(catalog: SearchCatalog) {
    self.catalog = catalog
    let names = Dictionary(uniqueKeysWithValues: catalog.products.map { ($0.id, $0.name) })
    results = SnapshotDataSource { dataSource, indexPath, id in
      dataSource.dequeueReusableCell(showing: RowContent(names[id] ?? ""), for: indexPath)
    }
    results.header = { initial in initial }
    results.applyUsingReloadData(Self.snapshot(of: catalog.products))
    // A tap opens the product and lets the row go, as a table view's `deselectRow` does.
    results.onSelect { [weak self] _, id in
      self?.opened.append(names[id] ?? "")
      self?.results.deselectItem(id)
    }
  }

  /// Shows the products matching `query`; "No results" once a query that matches nothing is
  /// shown.
  func show(matching query: String) {
    let snapshot = Self.snapshot(of: catalog.products(matching: query))
    results.apply(snapshot) { [weak self] in
      guard let self else { return }
      shownQuery = query
      noResults.show(noResultsFor: snapshot.numberOfItems == 0 ? query : nil)
    }
  }

  /// The products in sections by initial.
  static func snapshot(of products: [SearchCatalog.Product]) -> ListSnapshot<String, Int> {
    var snapshot = ListSnapshot<String, Int>()
    for product in products {
      let initial = String(product.name.prefix(1))
      if snapshot.sectionIdentifiers.last != initial { snapshot.appendSections([initial]) }
      snapshot.appendItems([product.id], toSection: initial)
    }
    return snapshot
  }
}

extension ExampleScreen {
  /// A query field over results diffed off the main actor, and "No results".
  static let search = ExampleScreen(
    name: "search",
    title: "Search",
    summary: "A query field; results diffed off the main actor; an empty state."
  ) { options in
    // No scripted steps: a search of the catalog is diffed off the main actor, and lands after
    // the step that asked for it.
    let search = SearchScreen(catalog: .fruits, textFieldCell: options.textFieldCell)
    return ScreenContent(root: search.root)
  }
}
