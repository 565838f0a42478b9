#if os(Linux)
  import Foundation

  /// UIKit's `NSCollectionLayoutContainer`, reduced to its sizes.
  @available(iOS 13.0, *)
  @MainActor
  public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size, before insets.
    var contentSize: CGSize { get }
    /// The container's size, after insets.
    var effectiveContentSize: CGSize { get }
  }

  /// UIKit's `NSCollectionLayoutEnvironment`: what a section provider knows about where the
  /// section is laid out.
  @available(iOS 13.0, *)
  @MainActor
  public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits of the collection view.
    var traitCollection: UITraitCollection { get }
  }

  /// UIKit's `NSCollectionLayoutSection`.
  ///
  /// The mirror makes sections only as lists; ``listConfiguration`` records the configuration,
  /// for tests.
  @available(iOS 13.0, *)
  @MainActor
  open class NSCollectionLayoutSection: NSObject {
    /// The list configuration the section was made with (mirror only).
    public let listConfiguration: UICollectionLayoutListConfiguration?
    /// The supplementary items on the section's edges: a list's header and footer.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    init(listConfiguration: UICollectionLayoutListConfiguration?) {
      self.listConfiguration = listConfiguration
      super.init()
    }
  }

  /// UIKit's `NSCollectionLayoutItem`, reduced to its class (the mirror lays nothing out).
  @available(iOS 13.0, *)
  @MainActor
  open class NSCollectionLayoutItem: NSObject {}

  /// UIKit's `NSCollectionLayoutSupplementaryItem`, reduced to its kind.
  @available(iOS 13.0, *)
  @MainActor
  open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of the views the item places.
    open private(set) var elementKind: String

    init(elementKind: String) {
      self.elementKind = elementKind
      super.init()
    }
  }

  /// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: a header or footer of a section.
  @available(iOS 13.0, *)
  @MainActor
  open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Whether the item stays on screen while any of its section is; `false` by default.
    open var pinToVisibleBounds = false
    /// Whether the item extends its section's content area; `true` by default.
    open var extendsBoundary = true
  }

  extension NSCollectionLayoutSection {
    /// A section laid out as a list.
    ///
    /// - Parameters:
    ///   - configuration: The list's configuration.
    ///   - layoutEnvironment: The environment the provider received.
    /// - Returns: The section.
    @available(iOS 14.0, *)
    public static func list(
      using configuration: UICollectionLayoutListConfiguration,
      layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
      let section = NSCollectionLayoutSection(listConfiguration: configuration)
      // As UIKit's list sections, which place their header and footer as boundary items.
      if configuration.headerMode == .supplementary {
        section.boundarySupplementaryItems.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            elementKind: UICollectionView.elementKindSectionHeader))
      }
      if configuration.footerMode == .supplementary {
        section.boundarySupplementaryItems.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            elementKind: UICollectionView.elementKindSectionFooter))
      }
      return section
    }
  }

  /// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
  @available(iOS 13.0, *)
  public typealias UICollectionViewCompositionalLayoutSectionProvider = (
    Int, any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection?

  /// UIKit's `UICollectionViewCompositionalLayout`.
  ///
  /// The mirror lays nothing out: ``sectionProvider`` is kept so that tests can ask it as the
  /// layout would.
  @available(iOS 13.0, *)
  @MainActor
  open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The section provider (mirror only: UIKit keeps it private).
    public let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// Creates a layout that asks `sectionProvider` for each section.
    ///
    /// - Parameter sectionProvider: Makes the layout of a section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
      self.sectionProvider = sectionProvider
      super.init()
    }
  }

  /// UIKit's `UICollectionLayoutListConfiguration`, reduced to its appearance, its swipe action
  /// providers and its header and footer modes.
  @available(iOS 14.0, *)
  public struct UICollectionLayoutListConfiguration {
    /// UIKit's list appearances.
    public enum Appearance: Hashable, Sendable {
      /// A plain list.
      case plain
      /// A grouped list.
      case grouped
      /// A grouped list with inset sections.
      @available(tvOS, unavailable)
      case insetGrouped
      /// A sidebar.
      @available(tvOS, unavailable)
      case sidebar
      /// A plain sidebar.
      @available(tvOS, unavailable)
      case sidebarPlain
    }

    /// Whether a list's sections have headers.
    public enum HeaderMode: Hashable, Sendable {
      /// No header.
      case none
      /// A header supplementary view, of kind `UICollectionView.elementKindSectionHeader`.
      case supplementary
      /// The first item of each section is styled as its header.
      case firstItemInSection
    }

    /// Whether a list's sections have footers.
    public enum FooterMode: Hashable, Sendable {
      /// No footer.
      case none
      /// A footer supplementary view, of kind `UICollectionView.elementKindSectionFooter`.
      case supplementary
    }

    /// Makes the swipe actions of the item at an index path.
    @available(tvOS, unavailable)
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) ->
      UISwipeActionsConfiguration?

    /// The appearance.
    public private(set) var appearance: Appearance
    /// The leading swipe actions of each item.
    @available(tvOS, unavailable)
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The trailing swipe actions of each item.
    @available(tvOS, unavailable)
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Whether the sections have headers; `.none` by default.
    public var headerMode: HeaderMode = .none
    /// Whether the sections have footers; `.none` by default.
    public var footerMode: FooterMode = .none

    /// Creates a configuration.
    ///
    /// - Parameter appearance: The appearance.
    public init(appearance: Appearance) { self.appearance = appearance }
  }
#endif
