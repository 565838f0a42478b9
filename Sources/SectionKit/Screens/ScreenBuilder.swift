/// Builds the rows of a declarative screen from statements: one ``Row`` per line, `if`,
/// `if let`, `if`/`else`, `switch` and `for` loops.
///
/// The builder only gathers values; ``CompositeController/show(animated:_:completion:)`` diffs them with
/// what is on screen.
public typealias RowBuilder = ScreenBuilder<Row>

/// Builds the sections of a declarative screen from statements: one ``ListSection`` per line,
/// `if`, `if let`, `if`/`else`, `switch` and `for` loops.
public typealias SectionBuilder = ScreenBuilder<ListSection>

/// Gathers the values of a declarative screen, sections or rows, from statements: one value
/// per line, `if`, `if let`, `if`/`else`, `switch` and `for` loops (``RowBuilder``,
/// ``SectionBuilder``).
///
/// A statement is one value, never an optional or an array: write `if let row { row }` and
/// `for row in rows { row }`, or pass an array whole (``ListSection/init(_:header:footer:rows:)-(_,_,_,[Row])``,
/// ``CompositeController/show(_:animated:completion:)``). Each statement of a builder is solved
/// in the constraint system of all the statements before it, so each overload of a builder
/// method costs the compiler again on every line: without the overloads for optionals and
/// arrays, a screen of 20 × 20 rows written with a function per section takes 7% fewer of the
/// compiler's instructions (issue 38; see `Docs/Performance.md`).
///
/// A screen is evaluated again after every change of state, so gathering costs no allocation
/// per value: a statement gives a ``Component`` holding its value inline, and a `for` loop's
/// values are gathered into one array. The builder's methods are inlinable, specialised for the
/// element type where the screen is written.
@resultBuilder
public enum ScreenBuilder<Element> {
  /// What a statement, a block or a loop gave: nothing, one value, or values in order.
  public struct Component {
    @usableFromInline
    enum Storage {
      case none
      case one(Element)
      case many([Element])
    }

    @usableFromInline var storage: Storage

    @inlinable init(_ storage: Storage) { self.storage = storage }

    /// The number of values.
    @inlinable var count: Int {
      switch storage {
      case .none: return 0
      case .one: return 1
      case .many(let elements): return elements.count
      }
    }

    /// The values of several components, in order, in one array.
    ///
    /// Each component is taken out of the array rather than read in place, so that its values
    /// are not retained a second time (a row holds several references).
    ///
    /// Safety budget (issue 25): the array is filled in place, uninitialized, the one unsafe
    /// code of declarative screens. Appended to a reserved array instead (each row retained
    /// again, then released with its component), the builder of 10,000 rows took 13–30% longer
    /// (100 × 100: 1.82 → 2.24 ms and 1.95 → 2.20 ms; 1 × 10,000: 1.68 → 2.19 ms and
    /// 1.87 → 2.20 ms; minimums of the `declarative` benchmark group, alternate runs, 2026-11-26),
    /// and a re-evaluation of the screen 12–29% longer: over the 20% budget, so it stays. Every
    /// slot is written once, from the end: `end` reaching 0 is the check that all were.
    ///
    /// - Complexity: O(n), n being the number of values.
    @inlinable static func joined(_ components: consuming [Component]) -> Component {
      var remaining = components
      var count = 0
      var nonEmpty = 0
      for index in remaining.indices {
        let more = remaining[index].count
        count += more
        if more > 0 { nonEmpty += 1 }
      }
      guard nonEmpty > 1 else {
        // One component holds every value (a loop's body, a section's one loop): moved out of
        // the array whole, not copied value by value.
        while let component = remaining.popLast() {
          if component.count > 0 { return component }
        }
        return Component(.none)
      }
      let elements = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
        // Taken from the end, so that each component is moved out of the array.
        var end = count
        while let component = remaining.popLast() {
          switch component.storage {
          case .none:
            break
          case .one(let element):
            end -= 1
            (buffer.baseAddress! + end).initialize(to: element)
          case .many(let more):
            end -= more.count
            _ = UnsafeMutableBufferPointer(rebasing: buffer[end..<(end + more.count)])
              .initialize(fromContentsOf: more)
          }
        }
        precondition(end == 0, "ScreenBuilder: \(end) of \(count) rows were not written")
        initialized = count
      }
      return Component(.many(elements))
    }
  }

  /// One value.
  ///
  /// - Parameter element: The value.
  /// - Returns: A component holding `element`.
  @inlinable
  public static func buildExpression(_ element: consuming Element) -> Component {
    Component(.one(element))
  }

  /// The statements of a block, in order.
  ///
  /// - Parameter components: What each statement gave.
  /// - Returns: All of them, in order.
  /// - Complexity: O(n), n being the number of values.
  @inlinable
  public static func buildBlock(_ components: Component...) -> Component {
    Component.joined(components)
  }

  /// The body of an `if` without `else`: nothing when the condition is false.
  ///
  /// - Parameter component: What the body gave, or `nil`.
  /// - Returns: `component`, or nothing.
  @inlinable
  public static func buildOptional(_ component: consuming Component?) -> Component {
    component ?? Component(.none)
  }

  /// The first branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: What the branch gave.
  /// - Returns: `component`.
  @inlinable
  public static func buildEither(first component: consuming Component) -> Component {
    component
  }

  /// The second branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: What the branch gave.
  /// - Returns: `component`.
  @inlinable
  public static func buildEither(second component: consuming Component) -> Component {
    component
  }

  /// The iterations of a `for` loop, in order.
  ///
  /// - Parameter components: What each iteration gave.
  /// - Returns: All of them, in order, in one array.
  /// - Complexity: O(n), n being the number of values.
  @inlinable
  public static func buildArray(_ components: consuming [Component]) -> Component {
    Component.joined(components)
  }

  /// The body of an `if #available`.
  ///
  /// - Parameter component: What the body gave.
  /// - Returns: `component`.
  @inlinable
  public static func buildLimitedAvailability(_ component: consuming Component) -> Component {
    component
  }

  /// The values a closure gave.
  ///
  /// - Parameter component: What the closure's statements gave.
  /// - Returns: The values, in order.
  @inlinable
  public static func buildFinalResult(_ component: consuming Component) -> [Element] {
    switch component.storage {
    case .none: return []
    case .one(let element): return [element]
    case .many(let elements): return elements
    }
  }
}
