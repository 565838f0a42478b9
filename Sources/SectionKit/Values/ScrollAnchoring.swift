import Foundation

/// What a list keeps in place on screen when a batch inserts, deletes or resizes rows: the
/// first visible row, the bottom of the content while the user is there, or nothing.
///
/// Set it on the root composite, the one attached to a host:
///
/// ```swift
/// composite.scrollAnchoring = .firstVisibleRow  // the default
/// chat.scrollAnchoring = .bottom
/// ```
///
/// UIKit keeps the content offset of a list through a batch: rows inserted above the ones the
/// user reads push them down, out of sight. With ``firstVisibleRow``, every host moves its
/// content offset by the height the batch inserted or removed above the first row on screen,
/// so that this row stays where it was. With ``bottom``, a list scrolled to its end stays at its
/// end (a chat that shows each new message), and keeps the first visible row otherwise. A full
/// reload keeps nothing: it is a new list.
public struct ScrollAnchoring: Hashable, Sendable {
  /// What is kept.
  package enum Kind: Hashable, Sendable {
    /// Nothing: the content offset stays as UIKit leaves it.
    case none
    /// The first row on screen that the batch leaves in place.
    case firstVisibleRow
    /// The end of the content while the visible area is within `distance` of it; the first
    /// visible row otherwise.
    case bottom(within: CGFloat)
  }

  /// What is kept.
  package let kind: Kind

  /// Nothing is kept: the content offset stays where it was, as UIKit leaves it, so rows
  /// inserted above the visible ones push them down.
  public static let none = ScrollAnchoring(kind: .none)

  /// The first row on screen stays where it is: the content offset moves by the height a batch
  /// inserts or removes above it (the default).
  ///
  /// The anchor is the first row whose frame reaches below the top of the visible area. When
  /// the batch deletes it, moves it, or reloads its section, the next row on screen that stays
  /// is the anchor; when none stays, the offset is left alone. Rows inserted or removed below
  /// the anchor move nothing. A list at its very top keeps nothing: rows inserted there show,
  /// as new posts at the top of a feed do.
  public static let firstVisibleRow = ScrollAnchoring(kind: .firstVisibleRow)

  /// The end of the content stays in view while the user is within 44 points of it (a chat);
  /// otherwise the first visible row stays where it is, as with ``firstVisibleRow``, and even
  /// at the very top, where a chat loads its history.
  public static let bottom = ScrollAnchoring.bottom(within: 44)

  /// The end of the content stays in view while the visible area is within `distance` points
  /// of it; otherwise the first visible row stays where it is, as with ``firstVisibleRow``.
  ///
  /// The end is the bottom of a vertical list and the trailing edge of a horizontal one. A list
  /// the user is dragging or that is still decelerating is not pulled to its end: it keeps its
  /// first visible row.
  ///
  /// - Parameter distance: How close to the end the visible area must be, in points; 0 or more.
  /// - Returns: The policy.
  public static func bottom(within distance: CGFloat) -> ScrollAnchoring {
    guard distance >= 0, distance.isFinite else {
      misuse(
        "SectionKit: ScrollAnchoring.bottom(within: \(distance)) needs a finite distance of 0 "
          + "or more, in points; use .bottom for the default of 44.")
    }
    return ScrollAnchoring(kind: .bottom(within: distance))
  }
}

extension ScrollAnchoring: CustomStringConvertible {
  /// The policy as it is written: `.none`, `.firstVisibleRow`, `.bottom(within: 44.0)`.
  public var description: String {
    switch kind {
    case .none: ".none"
    case .firstVisibleRow: ".firstVisibleRow"
    case .bottom(let distance): ".bottom(within: \(distance))"
    }
  }
}
