#if os(Linux)
  import Foundation

  /// UIKit's `UICollectionViewDataSource`; optional requirements record when their default runs.
  @available(iOS 6.0, *)
  @MainActor
  public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// `collectionView(_:numberOfItemsInSection:)`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    /// `collectionView(_:cellForItemAt:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` (optional).
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// `collectionView(_:canMoveItemAt:)` (optional).
    @available(iOS 9.0, *)
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    /// `collectionView(_:moveItemAt:to:)` (optional).
    @available(iOS 9.0, *)
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)
    /// `collectionView(_:indexPathForIndexTitle:at:)` (optional).
    @available(iOS 14.0, *)
    func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath
    /// `numberOfSections(in:)` (optional).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// `indexTitles(for:)` (optional).
    @available(iOS 14.0, *)
    func indexTitles(for collectionView: UICollectionView) -> [String]?
  }

  extension UICollectionViewDataSource {
    /// Records that the default was reached.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      MirrorRecorder.reached("collectionView(_:viewForSupplementaryElementOfKind:at:)")
      return UICollectionReusableView()
    }
    /// Records that the default was reached.
    @available(iOS 9.0, *)
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    )
      -> Bool
    {
      MirrorRecorder.reached("collectionView(_:canMoveItemAt:)")
      return false
    }
    /// Records that the default was reached.
    @available(iOS 9.0, *)
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:moveItemAt:to:)")
    }
    /// Records that the default was reached.
    @available(iOS 14.0, *)
    public func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      MirrorRecorder.reached("collectionView(_:indexPathForIndexTitle:at:)")
      return IndexPath(item: 0, section: 0)
    }
    /// Records that the default was reached.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      MirrorRecorder.reached("numberOfSections(in:)")
      return 1
    }
    /// Records that the default was reached.
    @available(iOS 14.0, *)
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
      MirrorRecorder.reached("indexTitles(for:)")
      return nil
    }
  }

  /// UIKit's `UICollectionViewDataSourcePrefetching`.
  @available(iOS 10.0, *)
  @MainActor
  public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Prefetch items.
    @available(iOS 10.0, *)
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Cancel prefetching (optional).
    @available(iOS 10.0, *)
    func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
  }

  extension UICollectionViewDataSourcePrefetching {
    /// Records that the default was reached.
    @available(iOS 10.0, *)
    public func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      MirrorRecorder.reached("collectionView(_:cancelPrefetchingForItemsAt:)")
    }
  }
#endif
