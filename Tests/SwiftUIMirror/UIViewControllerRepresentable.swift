#if os(Linux)
  import Foundation
  import UIKitMirror

  /// SwiftUI's `UIViewControllerRepresentable`.
  @available(iOS 13.0, *)
  public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The view controller shown.
    associatedtype UIViewControllerType: UIViewController
    /// What the representable keeps between updates.
    associatedtype Coordinator = Void
    /// The context of the calls.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the view controller, once.
    @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the view controller with the representable's new values.
    @MainActor func updateUIViewController(
      _ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up before the view controller goes away.
    @MainActor static func dismantleUIViewController(
      _ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator, once, before the view controller.
    @MainActor func makeCoordinator() -> Coordinator
  }

  extension UIViewControllerRepresentable {
    /// Does nothing.
    @MainActor public static func dismantleUIViewController(
      _ uiViewController: UIViewControllerType, coordinator: Coordinator
    ) {}
    /// A representable is a primitive view.
    public var body: Never { fatalError("a representable has no body") }
  }

  extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    @MainActor public func makeCoordinator() {}
  }

  /// SwiftUI's `UIViewControllerRepresentableContext`.
  @available(iOS 13.0, *)
  @MainActor
  public struct UIViewControllerRepresentableContext<Representable>
  where Representable: UIViewControllerRepresentable {
    /// The coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment of the representable.
    public var environment: EnvironmentValues

    /// Creates a context, as SwiftUI does (not SwiftUI API: tests make one).
    ///
    /// - Parameters:
    ///   - coordinator: The coordinator.
    ///   - transaction: The transaction.
    ///   - environment: The environment.
    public init(
      mirrorCoordinator coordinator: Representable.Coordinator,
      transaction: Transaction = Transaction(), environment: EnvironmentValues = EnvironmentValues()
    ) {
      self.coordinator = coordinator
      self.transaction = transaction
      self.environment = environment
    }
  }

  /// SwiftUI's `Transaction`.
  public struct Transaction {
    /// Whether the update's animations are turned off.
    public var disablesAnimations = false
    /// Creates a transaction.
    public init() {}
  }

  /// SwiftUI's `Binding`.
  @propertyWrapper
  public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes it.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      self.get = get
      self.set = set
    }

    /// The value.
    public var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }
  }
#endif
