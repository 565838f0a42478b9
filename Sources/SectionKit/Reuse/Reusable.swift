/// A view that a list hands out again after it scrolls away: a cell, a header or a footer.
///
/// Conforming types get a ``reuseIdentifier`` derived from their module-qualified type name, so
/// two types called `Cell` nested in different types, or living in different modules, never
/// share an identifier. Call sites never spell an identifier: they name the type.
///
/// ```swift
/// final class ProfileCell: HeadlessCell {}
/// ProfileCell.reuseIdentifier  // "MyApp.ProfileCell"
/// ```
@MainActor
public protocol Reusable: AnyObject {
  /// The identifier under which the host keeps instances of this type for reuse.
  static var reuseIdentifier: String { get }
}

extension Reusable {
  /// The module-qualified name of the type, for example `"MyApp.Profile.Cell"`.
  ///
  /// For a generic type the arguments are part of the name (`"MyApp.Box<Swift.Int>"`), and a
  /// type declared inside a function carries the compiler's unique context marker, so derived
  /// identifiers are unique across a program.
  public static var reuseIdentifier: String { ReuseIdentifier.derived(from: self) }
}

/// Derivation of reuse identifiers from types.
package enum ReuseIdentifier {
  /// The identifier SectionKit derives for a type: its fully qualified name.
  ///
  /// - Parameter type: The type to name.
  /// - Returns: The module-qualified name of `type`.
  package static func derived(from type: Any.Type) -> String {
    String(reflecting: type)
  }
}
