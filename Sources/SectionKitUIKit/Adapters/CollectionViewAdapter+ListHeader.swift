#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  // A collection view has no header of its own above its sections: a compositional layout
  // gives it one with global boundary supplementary items (its configuration's), of element
  // kinds of SectionKit's own. A flow layout has none: the adapter stops with a message when one
  // lays out a list that has a header or a footer.
  extension CollectionViewAdapter {
    /// The element kind of the list's header: the global header of a compositional layout,
    /// above the first section.
    ///
    /// ``makeCompositionalLayout(listAppearance:)`` declares it while the list has a header. A
    /// compositional layout of your own gets it when the composite's
    /// ``/SectionKit/CompositeController/listHeader`` or the adapter's
    /// ``ScrollViewAdapter/listHeaderView`` is set.
    public static let elementKindListHeader = "SectionKitElementKindListHeader"
    /// The element kind of the list's footer: the global footer of a compositional layout,
    /// after the last section.
    public static let elementKindListFooter = "SectionKitElementKindListFooter"

    /// The global boundary supplementary items of the list's header and footer, those the list
    /// has: the collection view's full width and an estimated height of 44 points, which UIKit
    /// replaces with the height Auto Layout fits the view to.
    ///
    /// - Returns: The header's item (aligned to the top) and the footer's (to the bottom).
    func listBoundaryItems() -> [NSCollectionLayoutBoundarySupplementaryItem] {
      var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      if listHeaderAndFooter.header.hasView {
        items.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: Self.elementKindListHeader, alignment: .top))
      }
      if listHeaderAndFooter.footer.hasView {
        items.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: Self.elementKindListFooter, alignment: .bottom))
      }
      return items
    }

    /// A compositional layout's configuration with the list's header and footer items in place
    /// of those it had; the other boundary items are kept.
    ///
    /// - Parameter configuration: The configuration to start from.
    /// - Returns: The configuration, to set on the layout.
    func configurationShowingListHeaderAndFooter(
      _ configuration: UICollectionViewCompositionalLayoutConfiguration
    ) -> UICollectionViewCompositionalLayoutConfiguration {
      let own = [Self.elementKindListHeader, Self.elementKindListFooter]
      configuration.boundarySupplementaryItems =
        configuration.boundarySupplementaryItems.filter { !own.contains($0.elementKind) }
        + listBoundaryItems()
      return configuration
    }

    /// Whether the collection view's compositional layout places supplementary views of `kind`
    /// around the whole list rather than in a section.
    ///
    /// - Parameter kind: An element kind.
    /// - Returns: `true` for a kind of the layout's global boundary items.
    func isGlobalItem(ofKind kind: String) -> Bool {
      guard
        let layout = collectionView?.collectionViewLayout as? UICollectionViewCompositionalLayout
      else { return false }
      return layout.configuration.boundarySupplementaryItems.contains { $0.elementKind == kind }
    }

    /// Shows the list's header and footer as they are now: the views on screen show the new
    /// content, and a compositional layout's global items are set again (which lays the list
    /// out again, sizing them with Auto Layout).
    func showListHeaderAndFooter() {
      guard let collectionView else { return }
      let header = listHeaderAndFooter.header.view()
      let footer = listHeaderAndFooter.footer.view()
      (listHeaderAndFooter.header.placed as? ListSupplementaryView)?.host(header)
      (listHeaderAndFooter.footer.placed as? ListSupplementaryView)?.host(footer)
      if let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout {
        layout.configuration = configurationShowingListHeaderAndFooter(layout.configuration)
      }
    }

    /// Stops with a message when a flow layout lays out a list that has a header or a footer:
    /// a flow layout has no header above its sections, and would show neither.
    ///
    /// Called when the flow layout asks the size of section 0's header, as it does on each of
    /// its layout passes: a flow layout the collection view gives up before it lays anything out
    /// (swapped for a compositional layout in `viewDidLoad()`) is not reported.
    func checkFlowLayoutCanShowListHeaderAndFooter() {
      let header = listHeaderAndFooter.header.hasView
      guard header || listHeaderAndFooter.footer.hasView else { return }
      misuse(
        """
        SectionKit: CollectionViewAdapter cannot show the list's \(header ? "header" : "footer"): \
        its collection view's layout is a UICollectionViewFlowLayout, which has no header above \
        its sections. Lay the collection view out with the adapter's \
        makeCompositionalLayout(listAppearance:) (or a UICollectionViewCompositionalLayout of \
        your own), or show the \(header ? "header" : "footer") in a section of its own.
        """)
    }

    /// The container of the list's header or footer, for the collection view's data source.
    ///
    /// - Parameters:
    ///   - kind: ``elementKindListHeader`` or ``elementKindListFooter``.
    ///   - indexPath: The index path the layout gives it.
    ///   - collectionView: The collection view.
    /// - Returns: A container showing the app's view or the composite's content (empty when the
    ///   list has none).
    func listSupplementaryView(
      ofKind kind: String, at indexPath: IndexPath, in collectionView: UICollectionView
    ) -> UICollectionReusableView {
      let container = dequeueOwnView(
        ListSupplementaryView.self, ofKind: kind, at: indexPath, in: collectionView)
      if kind == Self.elementKindListHeader {
        container.host(listHeaderAndFooter.header.view())
        listHeaderAndFooter.header.placed = container
      } else {
        container.host(listHeaderAndFooter.footer.view())
        listHeaderAndFooter.footer.placed = container
      }
      return container
    }
  }

  /// The collection view's supplementary view that holds the list's header or footer: the
  /// app's view or a list content view, across its width, at the height Auto Layout fits it
  /// to.
  final class ListSupplementaryView: UICollectionReusableView {
    /// The view shown.
    private(set) var hosted: UIView?

    /// Shows a view in place of the one shown.
    ///
    /// - Parameter view: The view, or `nil` for none.
    func host(_ view: UIView?) {
      guard view !== hosted else { return }
      if let hosted, hosted.superview === self { hosted.removeFromSuperview() }
      hosted = view
      guard let view else { return }
      addSubview(view)
      view.frame = bounds
    }

    /// Lays the view shown across the container.
    override func layoutSubviews() {
      super.layoutSubviews()
      hosted?.frame = bounds
    }

    /// The layout's attributes, with the height Auto Layout fits the view shown to across the
    /// proposed width (none without a view): a compositional layout's estimated height becomes
    /// the real one.
    ///
    /// - Parameter layoutAttributes: The attributes the layout proposes.
    /// - Returns: The attributes, of the fitting height.
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
      let width = attributes.frame.width
      attributes.frame.size =
        hosted.map { ListHeaderAndFooterViews.fittingSize(of: $0, width: width) }
        ?? CGSize(width: width, height: 0)
      return attributes
    }
  }
#endif
