#if os(Linux)
  import Foundation
  import UIKitMirror

  /// SwiftUI's `Edge`.
  public enum Edge: Int8, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
      /// The edges, a bit each.
      public let rawValue: Int8
      /// Creates a set from its bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: Int8) { self.rawValue = rawValue }
      /// The top edge.
      public static let top = Set(rawValue: 1 << 0)
      /// The leading edge.
      public static let leading = Set(rawValue: 1 << 1)
      /// The bottom edge.
      public static let bottom = Set(rawValue: 1 << 2)
      /// The trailing edge.
      public static let trailing = Set(rawValue: 1 << 3)
      /// Every edge.
      public static let all: Set = [.top, .leading, .bottom, .trailing]
      /// The leading and trailing edges.
      public static let horizontal: Set = [.leading, .trailing]
      /// The top and bottom edges.
      public static let vertical: Set = [.top, .bottom]
    }
  }

  /// SwiftUI's `UIHostingConfiguration`: a content configuration whose view is a SwiftUI view.
  @available(iOS 16.0, *)
  public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    /// The hosted view (not SwiftUI API: SwiftUI keeps it private).
    public let mirrorContent: Content
    /// The margins set with ``margins(_:_:)`` (not SwiftUI API).
    public private(set) var mirrorMargins: [Int8: CGFloat] = [:]

    /// The same configuration with `length` as the margin of `edges`.
    ///
    /// - Parameters:
    ///   - edges: The edges.
    ///   - length: The margin.
    /// - Returns: The configuration.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
      var copy = self
      for edge in [Edge.Set.top, .leading, .bottom, .trailing] where edges.contains(edge) {
        copy.mirrorMargins[edge.rawValue] = length
      }
      return copy
    }
  }

  @available(iOS 16.0, *)
  extension UIHostingConfiguration where Background == EmptyView {
    /// Creates a configuration hosting `content`.
    ///
    /// - Parameter content: The view.
    public init(@ViewBuilder content: () -> Content) { mirrorContent = content() }
  }
#endif
