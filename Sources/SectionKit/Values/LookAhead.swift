import Foundation

/// How far ahead of the viewport a paged section asks for its next page: in viewport lengths,
/// or in points.
///
/// ```swift
/// feed.lookAhead = .screens(2)  // two screens before the end shows
/// chat.lookAhead = .points(600)  // IGListKit's samples measure in points
/// ```
///
/// The distance is added before and after the viewport along the list's scroll axis, as
/// ``CompositeController/workingRange`` extends it.
public struct LookAhead: Hashable, Sendable {
  /// The unit of ``amount``.
  package enum Unit: Hashable, Sendable {
    /// Viewport lengths along the scroll axis.
    case screens
    /// Points.
    case points
  }

  /// The unit the amount counts in.
  package let unit: Unit
  /// How many screens or points.
  package let amount: CGFloat

  /// A look-ahead of `count` viewport lengths; `0` waits until the row shows.
  ///
  /// A count below `0`, infinite or not a number stops with a message.
  ///
  /// - Parameter count: How many viewport lengths, at least `0`.
  /// - Returns: The look-ahead.
  public static func screens(_ count: CGFloat) -> LookAhead {
    LookAhead(.screens, count)
  }

  /// A look-ahead of `distance` points; `0` waits until the row shows.
  ///
  /// A distance below `0`, infinite or not a number stops with a message.
  ///
  /// - Parameter distance: How many points, at least `0`.
  /// - Returns: The look-ahead.
  public static func points(_ distance: CGFloat) -> LookAhead {
    LookAhead(.points, distance)
  }

  private init(_ unit: Unit, _ amount: CGFloat) {
    guard amount >= 0, amount.isFinite else {
      misuse(
        """
        SectionKit: a look-ahead of \(amount) \(unit == .screens ? "screens" : "points") was \
        made. It is a distance before the viewport: use a finite value of at least 0.
        """)
    }
    self.unit = unit
    self.amount = amount
  }

  /// The distance in points, for a viewport `length` points long along the scroll axis.
  ///
  /// - Parameter length: The viewport's length along the axis the distance is added on.
  /// - Returns: The distance in points.
  /// - Complexity: O(1).
  public func distance(alongViewportOf length: CGFloat) -> CGFloat {
    switch unit {
    case .screens: return length * amount
    case .points: return amount
    }
  }
}
