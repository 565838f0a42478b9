#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  // A table view shows the list's header and footer as its `tableHeaderView` and
  // `tableFooterView`, which it does not size: it lays them out at the height of their frame.
  // The adapter sizes them with Auto Layout when they are set and on each layout pass.
  extension TableViewAdapter {
    /// Sizes the list's header and footer with Auto Layout across the table view's width, and
    /// gives the table view again each whose height changed, so that it lays its rows out
    /// below the new height: what UIKit requires of `tableHeaderView` and `tableFooterView`.
    ///
    /// ``SectionTableViewController`` calls it in `viewDidLayoutSubviews()`. With an adapter
    /// of your own, call it from your view controller's `viewDidLayoutSubviews()`, and after
    /// changing what your ``listHeaderView`` shows:
    ///
    /// ```swift
    /// override func viewDidLayoutSubviews() {
    ///   super.viewDidLayoutSubviews()
    ///   adapter.sizeListHeaderAndFooterToFit()
    /// }
    /// ```
    ///
    /// Only the views the adapter placed are sized: a `tableHeaderView` you set on the table
    /// view yourself is left alone.
    ///
    /// - Complexity: One Auto Layout pass of each view (`systemLayoutSizeFitting`).
    public func sizeListHeaderAndFooterToFit() {
      guard let tableView else { return }
      let width = tableView.bounds.width
      if let header = listHeaderAndFooter.header.placed, tableView.tableHeaderView === header,
        fit(header, width: width)
      {
        tableView.tableHeaderView = header
      }
      if let footer = listHeaderAndFooter.footer.placed, tableView.tableFooterView === footer,
        fit(footer, width: width)
      {
        tableView.tableFooterView = footer
      }
    }

    /// Shows the list's header and footer as they are now: the app's view or the composite's
    /// content, sized, as the table view's `tableHeaderView` and `tableFooterView`; removes
    /// those the adapter placed and that are gone.
    func showListHeaderAndFooter() {
      guard let tableView else { return }
      let width = tableView.bounds.width
      let header = listHeaderAndFooter.header.view()
      if let header {
        fit(header, width: width)
        tableView.tableHeaderView = header
      } else if let placed = listHeaderAndFooter.header.placed, tableView.tableHeaderView === placed
      {
        tableView.tableHeaderView = nil
      }
      listHeaderAndFooter.header.placed = header
      let footer = listHeaderAndFooter.footer.view()
      if let footer {
        fit(footer, width: width)
        tableView.tableFooterView = footer
      } else if let placed = listHeaderAndFooter.footer.placed, tableView.tableFooterView === placed
      {
        tableView.tableFooterView = nil
      }
      listHeaderAndFooter.footer.placed = footer
    }

    /// Gives a view the size Auto Layout fits it to across `width`.
    ///
    /// - Returns: Whether its size changed.
    @discardableResult
    private func fit(_ view: UIView, width: CGFloat) -> Bool {
      let size = ListHeaderAndFooterViews.fittingSize(of: view, width: width)
      guard view.frame.size != size else { return false }
      view.frame.size = size
      return true
    }
  }
#endif
