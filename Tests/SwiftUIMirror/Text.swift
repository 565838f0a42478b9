#if os(Linux)
  import Foundation

  /// SwiftUI's `Text`.
  public struct Text: View {
    /// The text shown (not SwiftUI API).
    public let mirrorString: String

    /// Creates a text showing a string verbatim.
    ///
    /// - Parameter content: The string.
    public init<S: StringProtocol>(_ content: S) { mirrorString = String(content) }

    /// A primitive view has no body.
    public var body: Never { fatalError("Text has no body") }
  }

  /// SwiftUI's `Image`, from a system symbol.
  public struct Image: View {
    /// The symbol's name (not SwiftUI API).
    public let mirrorSystemName: String

    /// Creates an image of a system symbol.
    ///
    /// - Parameter systemName: The symbol's name.
    public init(systemName: String) { mirrorSystemName = systemName }

    /// A primitive view has no body.
    public var body: Never { fatalError("Image has no body") }
  }

  /// SwiftUI's `HStack`.
  public struct HStack<Content: View>: View {
    /// The stacked views (not SwiftUI API).
    public let mirrorContent: Content

    /// Creates a horizontal stack.
    ///
    /// - Parameter content: The views.
    public init(@ViewBuilder content: () -> Content) { mirrorContent = content() }

    /// A primitive view has no body.
    public var body: Never { fatalError("HStack has no body") }
  }

  /// SwiftUI's `VStack`.
  public struct VStack<Content: View>: View {
    /// The stacked views (not SwiftUI API).
    public let mirrorContent: Content

    /// Creates a vertical stack.
    ///
    /// - Parameter content: The views.
    public init(@ViewBuilder content: () -> Content) { mirrorContent = content() }

    /// A primitive view has no body.
    public var body: Never { fatalError("VStack has no body") }
  }
#endif
