#if os(Linux)
  import Foundation

  /// SwiftUI's `View`, as Xcode 15's SDK declares it: only `body` is isolated to the main actor.
  @available(iOS 13.0, *)
  public protocol View {
    /// The type of the view's body.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder @MainActor var body: Body { get }
  }

  extension Never: View {
    /// A primitive view has no body.
    public var body: Never { fatalError("Never has no body") }
  }

  /// SwiftUI's `EmptyView`.
  public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    /// A primitive view has no body.
    public var body: Never { fatalError("EmptyView has no body") }
  }

  /// SwiftUI's `TupleView`: the views of a builder block, in order.
  public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// Creates the view.
    ///
    /// - Parameter value: The views.
    public init(_ value: T) { self.value = value }
    /// A primitive view has no body.
    public var body: Never { fatalError("TupleView has no body") }
  }

  /// SwiftUI's `_ConditionalContent`: one of two views, as an `if`/`else` builds it.
  public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Which view is shown.
    public enum Storage {
      /// The first branch.
      case trueContent(TrueContent)
      /// The second branch.
      case falseContent(FalseContent)
    }
    /// The view shown.
    public let storage: Storage
    /// A primitive view has no body.
    public var body: Never { fatalError("_ConditionalContent has no body") }
  }

  extension Optional: View where Wrapped: View {
    /// A primitive view has no body.
    public var body: Never { fatalError("Optional has no body") }
  }

  /// SwiftUI's `ViewBuilder`.
  @resultBuilder
  public struct ViewBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A block of one view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A block of several views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content)
      -> TupleView<(repeat each Content)>
    { TupleView((repeat each content)) }
    /// One view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without an `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
      -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(storage: .trueContent(first)) }
    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
      -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(storage: .falseContent(second)) }
  }

  /// A view with an explicit identity, as `.id(_:)` makes it (the mirror's stand-in for
  /// SwiftUI's private `IDView`).
  public struct MirrorIDView<Content: View, ID: Hashable>: View {
    /// The view.
    public let content: Content
    /// Its identity.
    public let id: ID
    /// A primitive view has no body.
    public var body: Never { fatalError("IDView has no body") }
  }

  extension View {
    /// SwiftUI's `.id(_:)`: the view with an explicit identity; a new identity is a new view,
    /// with new state.
    ///
    /// - Parameter id: The identity.
    /// - Returns: The view.
    public func id<ID: Hashable>(_ id: ID) -> some View { MirrorIDView(content: self, id: id) }
  }
#endif
