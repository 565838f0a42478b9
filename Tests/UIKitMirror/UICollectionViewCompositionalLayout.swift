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
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
      }
      if configuration.footerMode == .supplementary {
        section.boundarySupplementaryItems.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
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
    /// The configuration of the whole layout.
    ///
    /// Setting it invalidates the layout (the mirror counts it in ``configurationChanges``).
    /// UIKit copies it: a change made to the object read here has no effect until it is set
    /// again.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
      get { storedConfiguration.mirrorCopy() }
      set {
        storedConfiguration = newValue.mirrorCopy()
        configurationChanges += 1
      }
    }
    /// How many times ``configuration`` was set (mirror only).
    public private(set) var configurationChanges = 0
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// Creates a layout that asks `sectionProvider` for each section.
    ///
    /// - Parameter sectionProvider: Makes the layout of a section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
      self.sectionProvider = sectionProvider
      storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
      super.init()
    }

    /// Creates a layout that asks `sectionProvider` for each section, with a configuration of
    /// the whole layout.
    ///
    /// - Parameters:
    ///   - sectionProvider: Makes the layout of a section.
    ///   - configuration: The configuration (its global boundary supplementary items among it).
    public init(
      sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
      self.sectionProvider = sectionProvider
      storedConfiguration = configuration.mirrorCopy()
      super.init()
    }
  }

  /// UIKit's `UICollectionViewCompositionalLayoutConfiguration`, reduced to its global boundary
  /// supplementary items and its scroll direction.
  @available(iOS 13.0, *)
  @MainActor
  open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the layout scrolls; vertical by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The headers and footers of the whole layout (global supplementary views), laid out
    /// before the first section and after the last.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Creates a configuration: vertical, with no boundary supplementary items.
    public override init() { super.init() }

    /// A copy, as UIKit's `copy` property keeps one (mirror only).
    func mirrorCopy() -> UICollectionViewCompositionalLayoutConfiguration {
      let copy = UICollectionViewCompositionalLayoutConfiguration()
      copy.scrollDirection = scrollDirection
      copy.boundarySupplementaryItems = boundarySupplementaryItems
      return copy
    }
  }

  /// UIKit's `NSRectAlignment`: where a boundary supplementary item stands against its
  /// container.
  @available(iOS 13.0, *)
  public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// The top edge.
    case top
    /// The top leading corner.
    case topLeading
    /// The leading edge.
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// The bottom edge.
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// The trailing edge.
    case trailing
    /// The top trailing corner.
    case topTrailing
  }

  /// UIKit's `NSCollectionLayoutDimension`: one dimension of a layout item's size.
  @available(iOS 13.0, *)
  @MainActor
  open class NSCollectionLayoutDimension: NSObject {
    /// The value: a fraction, points, or an estimate in points.
    open private(set) var dimension: CGFloat
    /// Whether ``dimension`` is a fraction of the container's width.
    open private(set) var isFractionalWidth: Bool
    /// Whether ``dimension`` is an estimate, the real size computed when the view is shown.
    open private(set) var isEstimated: Bool

    /// Creates a dimension (mirror only: UIKit makes them with its class methods).
    public required init(
      mirrorDimension dimension: CGFloat, isFractionalWidth: Bool, isEstimated: Bool
    ) {
      self.dimension = dimension
      self.isFractionalWidth = isFractionalWidth
      self.isEstimated = isEstimated
      super.init()
    }

    /// A fraction of the container's width.
    ///
    /// - Parameter fractionalWidth: The fraction.
    /// - Returns: The dimension.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
      Self(mirrorDimension: fractionalWidth, isFractionalWidth: true, isEstimated: false)
    }

    /// An estimate in points; the size is computed when the view is shown (self-sizing).
    ///
    /// - Parameter estimatedDimension: The estimate.
    /// - Returns: The dimension.
    open class func estimated(_ estimatedDimension: CGFloat) -> Self {
      Self(mirrorDimension: estimatedDimension, isFractionalWidth: false, isEstimated: true)
    }
  }

  /// UIKit's `NSCollectionLayoutSize`: a width and a height dimension.
  @available(iOS 13.0, *)
  @MainActor
  open class NSCollectionLayoutSize: NSObject {
    /// The width.
    open private(set) var widthDimension: NSCollectionLayoutDimension
    /// The height.
    open private(set) var heightDimension: NSCollectionLayoutDimension

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public convenience init(
      widthDimension width: NSCollectionLayoutDimension,
      heightDimension height: NSCollectionLayoutDimension
    ) {
      self.init(width: width, height: height)
    }

    private init(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) {
      widthDimension = width
      heightDimension = height
      super.init()
    }
  }

  /// UIKit's `NSCollectionLayoutItem`, reduced to its size.
  @available(iOS 13.0, *)
  @MainActor
  open class NSCollectionLayoutItem: NSObject {
    /// The item's size.
    open private(set) var layoutSize: NSCollectionLayoutSize

    init(layoutSize: NSCollectionLayoutSize) {
      self.layoutSize = layoutSize
      super.init()
    }
  }

  /// UIKit's `NSCollectionLayoutSupplementaryItem`, reduced to its element kind.
  @available(iOS 13.0, *)
  @MainActor
  open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of the supplementary view shown for the item.
    open private(set) var elementKind: String

    init(layoutSize: NSCollectionLayoutSize, kind: String) {
      elementKind = kind
      super.init(layoutSize: layoutSize)
    }
  }

  /// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: a header or footer of a section, or
  /// of the whole layout.
  @available(iOS 13.0, *)
  @MainActor
  open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the item stands against its section or layout.
    open private(set) var alignment: NSRectAlignment
    /// Whether the item stays on screen while its section or layout is; `false` by default.
    open var pinToVisibleBounds = false
    /// Whether the item extends its section's content area; `true` by default.
    open var extendsBoundary = true

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - layoutSize: Its size.
    ///   - elementKind: The kind of its supplementary view.
    ///   - alignment: Where it stands (`.top` for a header, `.bottom` for a footer).
    public convenience init(
      layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
    ) {
      self.init(layoutSize: layoutSize, kind: elementKind, alignment: alignment)
    }

    private init(layoutSize: NSCollectionLayoutSize, kind: String, alignment: NSRectAlignment) {
      self.alignment = alignment
      super.init(layoutSize: layoutSize, kind: kind)
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
