import Foundation

extension CompositeController {
  /// What the list keeps in place on screen when a batch inserts, deletes or resizes rows:
  /// ``ScrollAnchoring/firstVisibleRow`` by default.
  ///
  /// Set it on the root composite, the one attached to a host; every host applies it, around
  /// each batch the composite hands it (its rows' changes and its changes of the list of
  /// sections alike). A reload (``reloadData(completion:)``, a refused batch) keeps nothing.
  ///
  /// ```swift
  /// chat.scrollAnchoring = .bottom
  /// ```
  ///
  /// - SeeAlso: ``ScrollAnchoring``
  public var scrollAnchoring: ScrollAnchoring {
    get { updater.scrollAnchoring }
    set { updater.scrollAnchoring = newValue }
  }
}
