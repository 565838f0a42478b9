import Foundation

/// The margins, in points, between a section's edges and its items in a collection view's flow
/// layout: UIKit's `UIEdgeInsets` as a value the core can name.
///
/// A section controller returns it from ``SectionFlowLayout/sectionInsets(in:)``; the collection
/// view adapter hands it to the flow layout as the section's `sectionInset`.
public struct SectionInsets: Hashable, Sendable {
  /// The margin above the section's first line of items.
  public var top: CGFloat
  /// The margin on the left of the items.
  public var left: CGFloat
  /// The margin below the section's last line of items.
  public var bottom: CGFloat
  /// The margin on the right of the items.
  public var right: CGFloat

  /// Creates insets; each margin not given is zero.
  ///
  /// - Parameters:
  ///   - top: The margin above the items.
  ///   - left: The margin on the left.
  ///   - bottom: The margin below the items.
  ///   - right: The margin on the right.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No margins.
  public static let zero = SectionInsets()
}
