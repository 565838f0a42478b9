#if os(Linux)
  import Foundation

  /// UIKit's `UICollectionViewDelegateFlowLayout`: every method is optional, and each default
  /// records that it was reached.
  ///
  /// A collection view asks these only when its layout is a `UICollectionViewFlowLayout` and its
  /// delegate adopts the protocol; the flow layout uses its own properties for whatever the
  /// delegate does not implement.
  @available(iOS 6.0, *)
  @MainActor
  public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// `collectionView(_:layout:sizeForItemAt:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// `collectionView(_:layout:insetForSectionAt:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize
  }

  extension UICollectionViewDelegateFlowLayout {
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      MirrorRecorder.reached("collectionView(_:layout:sizeForItemAt:)")
      return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      MirrorRecorder.reached("collectionView(_:layout:insetForSectionAt:)")
      return (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? UIEdgeInsets()
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      MirrorRecorder.reached("collectionView(_:layout:minimumLineSpacingForSectionAt:)")
      return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      MirrorRecorder.reached("collectionView(_:layout:minimumInteritemSpacingForSectionAt:)")
      return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      MirrorRecorder.reached("collectionView(_:layout:referenceSizeForHeaderInSection:)")
      return (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      MirrorRecorder.reached("collectionView(_:layout:referenceSizeForFooterInSection:)")
      return (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
  }

  extension UICollectionView {
    /// UIKit's `UICollectionView.ScrollDirection`.
    @available(iOS 6.0, *)
    public enum ScrollDirection: Int, Sendable {
      /// Lines of items stack vertically; the default.
      case vertical
      /// Lines of items stack horizontally.
      case horizontal
    }
  }

  /// UIKit's `UICollectionViewFlowLayout`, with UIKit's default values.
  ///
  /// The mirror declares its properties and lays nothing out.
  @available(iOS 6.0, *)
  @MainActor
  open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The spacing between lines of items; 10 by default.
    open var minimumLineSpacing: CGFloat = 10
    /// The spacing between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The size of every item; 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50)
    /// The estimated item size; zero (no self-sizing) by default.
    @available(iOS 8.0, *)
    open var estimatedItemSize: CGSize = .zero
    /// The scroll direction; vertical by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The size of every section header; zero (no headers) by default.
    open var headerReferenceSize: CGSize = .zero
    /// The size of every section footer; zero (no footers) by default.
    open var footerReferenceSize: CGSize = .zero
    /// The margins around every section's items; zero by default.
    open var sectionInset = UIEdgeInsets()
    /// Whether section headers pin to the top while scrolling.
    @available(iOS 9.0, *)
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether section footers pin to the bottom while scrolling.
    @available(iOS 9.0, *)
    open var sectionFootersPinToVisibleBounds = false

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }
  }
#endif
