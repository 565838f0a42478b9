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
    /// changing what your ``ScrollViewAdapter/listHeaderView`` shows:
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
      refit(listHeaderAndFooter.header.placed, as: \.tableHeaderView, in: tableView)
      refit(listHeaderAndFooter.footer.placed, as: \.tableFooterView, in: tableView)
    }

    /// Shows the list's header and footer as they are now: the app's view or the composite's
    /// content, sized, as the table view's `tableHeaderView` and `tableFooterView`; removes
    /// those the adapter placed and that are gone.
    func showListHeaderAndFooter() {
      guard let tableView else { return }
      show(\.header, as: \.tableHeaderView, in: tableView)
      show(\.footer, as: \.tableFooterView, in: tableView)
    }

    /// Sizes a view the adapter placed, if the table view still shows it there, and gives it
    /// to the table view again when its size changed.
    ///
    /// - Parameters:
    ///   - placed: The view the adapter placed, if any.
    ///   - place: `tableHeaderView` or `tableFooterView`.
    ///   - tableView: The table view.
    private func refit(
      _ placed: UIView?, as place: ReferenceWritableKeyPath<UITableView, UIView?>,
      in tableView: UITableView
    ) {
      guard let placed, tableView[keyPath: place] === placed,
        fit(placed, width: tableView.bounds.width)
      else { return }
      tableView[keyPath: place] = placed
    }

    /// Shows one of the list's header and footer in its place, sized, or takes away the view
    /// the adapter placed there when there is nothing to show.
    ///
    /// - Parameters:
    ///   - slot: The header or the footer.
    ///   - place: `tableHeaderView` or `tableFooterView`.
    ///   - tableView: The table view.
    private func show(
      _ slot: WritableKeyPath<ListHeaderAndFooterViews, ListHeaderAndFooterViews.Slot>,
      as place: ReferenceWritableKeyPath<UITableView, UIView?>, in tableView: UITableView
    ) {
      let view = listHeaderAndFooter[keyPath: slot].view()
      if let view {
        fit(view, width: tableView.bounds.width)
        tableView[keyPath: place] = view
      } else if let placed = listHeaderAndFooter[keyPath: slot].placed,
        tableView[keyPath: place] === placed
      {
        tableView[keyPath: place] = nil
      }
      listHeaderAndFooter[keyPath: slot].placed = view
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
