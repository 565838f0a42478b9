#if os(Linux)
  import Foundation

  /// SwiftUI's `EnvironmentKey`.
  @available(iOS 13.0, *)
  public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where none is set.
    static var defaultValue: Value { get }
  }

  /// SwiftUI's `EnvironmentValues`: not `Sendable`, as in the SDK.
  @available(iOS 13.0, *)
  public struct EnvironmentValues: CustomStringConvertible {
    /// The values set, by key type (not SwiftUI API: SwiftUI keeps a private property list).
    private var mirrorValues: [ObjectIdentifier: Any] = [:]

    /// Creates the default environment.
    public init() {}

    /// The value of a key, or its default where none is set.
    ///
    /// - Parameter key: The key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
      get { mirrorValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
      set { mirrorValues[ObjectIdentifier(key)] = newValue }
    }

    /// The values set.
    public var description: String { "\(mirrorValues.count) values" }
  }

  @available(*, unavailable)
  extension EnvironmentValues: Sendable {}

  /// SwiftUI's `AnyView`.
  public struct AnyView: View, MirrorEnvironmentWriting {
    /// The view (not SwiftUI API).
    public let mirrorView: any View

    /// Creates a view erasing the type of `view`.
    ///
    /// - Parameter view: The view.
    public init<V: View>(_ view: V) { mirrorView = view }

    /// A primitive view has no body.
    public var body: Never { fatalError("AnyView has no body") }

    /// The erased view (not SwiftUI API).
    public var mirrorContent: any View { mirrorView }
  }

  /// A view with a value written into its environment, as `.environment(_:_:)` makes it (the
  /// mirror's stand-in for SwiftUI's `ModifiedContent<Content, _EnvironmentKeyWritingModifier>`).
  public struct MirrorEnvironmentWritingView<Content: View, Value>: View, MirrorEnvironmentWriting {
    /// The view.
    public let content: Content
    /// The value's key path.
    public let keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The value.
    public let value: Value
    /// A primitive view has no body.
    public var body: Never { fatalError("the environment modifier has no body") }

    /// The view (not SwiftUI API).
    public var mirrorContent: any View { content }

    /// Writes the value (not SwiftUI API).
    ///
    /// - Parameter environment: The environment of the view's parent.
    public func mirrorWrite(into environment: inout EnvironmentValues) {
      environment[keyPath: keyPath] = value
    }
  }

  extension View {
    /// SwiftUI's `.environment(_:_:)`: the view with `value` at `keyPath` in its environment.
    ///
    /// - Parameters:
    ///   - keyPath: The value's key path.
    ///   - value: The value.
    /// - Returns: The view.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
      -> some View
    { MirrorEnvironmentWritingView(content: self, keyPath: keyPath, value: value) }
  }

  /// A view that holds another, and may write into its environment (not SwiftUI API: what a
  /// test walks to find the environment a view inside sees).
  public protocol MirrorEnvironmentWriting {
    /// The view held.
    var mirrorContent: any View { get }
    /// Writes what the view writes into the environment of the view it holds.
    ///
    /// - Parameter environment: The environment of the view's parent.
    func mirrorWrite(into environment: inout EnvironmentValues)
  }

  extension MirrorEnvironmentWriting {
    /// Writes nothing.
    public func mirrorWrite(into environment: inout EnvironmentValues) {}
  }

  extension MirrorIDView: MirrorEnvironmentWriting {
    /// The view (not SwiftUI API).
    public var mirrorContent: any View { content }
  }

  extension _ConditionalContent: MirrorEnvironmentWriting {
    /// The view shown (not SwiftUI API).
    public var mirrorContent: any View {
      switch storage {
      case .trueContent(let view): view
      case .falseContent(let view): view
      }
    }
  }

  /// The environment `view` sees at its innermost view, walking the views that hold others
  /// from `environment`, the environment of `view`'s parent (not SwiftUI API).
  ///
  /// - Parameters:
  ///   - view: The outermost view.
  ///   - environment: The environment of its parent.
  /// - Returns: The environment of the innermost view, and that view.
  public func mirrorInnermost(
    of view: any View, in environment: EnvironmentValues = EnvironmentValues()
  ) -> (view: any View, environment: EnvironmentValues) {
    var view = view
    var environment = environment
    while let holder = view as? any MirrorEnvironmentWriting {
      holder.mirrorWrite(into: &environment)
      view = holder.mirrorContent
    }
    return (view, environment)
  }
#endif
