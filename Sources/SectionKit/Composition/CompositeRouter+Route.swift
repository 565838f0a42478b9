extension CompositeRouter {
  /// A section as routing reads it: its controller and context, unretained, and how to call
  /// that controller's type, all inline in ``CompositeRouter/routes``.
  ///
  /// Answering the host's most frequent questions (row counts and cells) reads the route from
  /// a contiguous array and calls the controller: no object of SectionKit's own is touched on
  /// the way. A route through the section's ``SectionTable/Leaf`` would read one more object
  /// per section, wherever the allocator placed it, and that read, a cache miss on a long
  /// list, was most of the cost of routing.
  ///
  /// The leaf owns the controller and the context; the table owns the leaf, and it does not
  /// change while a question is being answered. A route is made once per leaf (see
  /// ``SectionTable/Leaf/route``).
  @MainActor struct Route {
    /// The section controller, unretained.
    let controller: Unmanaged<AnyObject>
    /// The section's context, unretained.
    let context: Unmanaged<SectionContext>
    /// Calls the controller as its own type (the existential opened once, when the route is
    /// made): a class whose class methods are specialised for that type.
    let witness: RouteWitness.Type

    /// Makes the route of a section.
    ///
    /// - Parameters:
    ///   - controller: The section's controller; the caller keeps it alive.
    ///   - context: The section's context; the caller keeps it alive.
    init(controller: any SectionController, context: SectionContext) {
      self.controller = Unmanaged.passUnretained(controller as AnyObject)
      self.context = Unmanaged.passUnretained(context)
      witness = Self.witness(for: controller)
    }

    /// The witness of a controller's own type.
    private static func witness<Controller: SectionController>(
      for controller: Controller
    ) -> RouteWitness.Type {
      TypedRouteWitness<Controller>.self
    }

    /// Asks the controller for its row count, as the router's answer to the host (see
    /// ``CompositeRouter/answerRowCount(inSection:_:)``).
    ///
    /// The router's last step: a call in tail position, so that the router's own frame is
    /// gone before the controller runs.
    ///
    /// - Parameters:
    ///   - section: The section asked for.
    ///   - router: The router answering.
    /// - Returns: The controller's answer, checked.
    @inline(__always)
    func numberOfRows(inSection section: Int, for router: CompositeRouter) -> Int {
      witness.numberOfRows(self, inSection: section, for: router)
    }

    /// Asks the controller for the cell of a row, as the router's answer to the host (see
    /// ``CompositeRouter/answerCell(at:_:)``); a call in tail position, as
    /// ``numberOfRows(inSection:for:)``.
    ///
    /// - Parameters:
    ///   - indexPath: The row asked for.
    ///   - router: The router answering.
    /// - Returns: The controller's cell.
    @inline(__always)
    func cell(at indexPath: ListIndexPath, for router: CompositeRouter) -> any Reusable {
      witness.cell(self, at: indexPath, for: router)
    }

    /// Runs `body` with the controller, unretained.
    ///
    /// `body` is handed to the standard library as a value: a main-actor closure written
    /// directly in the call would check the executor each time it runs (the standard library
    /// is not compiled in the Swift 6 language mode), which costs more than the routing. Nest
    /// ``withContext(_:)`` inside `body` rather than composing both in one helper: the
    /// optimiser inlines closures nested this way, not a closure passed through another.
    ///
    /// - Parameter body: Runs with the controller.
    /// - Returns: What `body` returns.
    @inline(__always)
    func withController<R>(_ body: (AnyObject) -> R) -> R {
      controller._withUnsafeGuaranteedRef(body)
    }

    /// Runs `body` with the context, unretained; see ``withController(_:)``.
    ///
    /// - Parameter body: Runs with the context.
    /// - Returns: What `body` returns.
    @inline(__always)
    func withContext<R>(_ body: (SectionContext) -> R) -> R {
      context._withUnsafeGuaranteedRef(body)
    }

    /// Whether two routes call the same controller with the same context, in the same way.
    ///
    /// - Parameter other: Another route.
    /// - Returns: `true` when both are the same route.
    func isSame(as other: Route) -> Bool {
      controller.toOpaque() == other.controller.toOpaque()
        && context.toOpaque() == other.context.toOpaque() && witness == other.witness
    }
  }

  /// Calls a section controller whose type is known only to a subclass: the route's way to
  /// call a controller without retaining it (an unretained existential cannot be called
  /// without a retain; a class instance held by `Unmanaged` can).
  ///
  /// Only ``TypedRouteWitness`` is ever used; the class itself is never asked.
  @MainActor class RouteWitness {
    /// The controller's row count; see ``Route/numberOfRows(inSection:for:)``.
    class func numberOfRows(_ route: Route, inSection section: Int, for router: CompositeRouter)
      -> Int
    {
      fatalError("SectionKit: RouteWitness is abstract; routes use TypedRouteWitness.")
    }

    /// The controller's cell for a row; see ``Route/cell(at:for:)``.
    class func cell(_ route: Route, at indexPath: ListIndexPath, for router: CompositeRouter)
      -> any Reusable
    {
      fatalError("SectionKit: RouteWitness is abstract; routes use TypedRouteWitness.")
    }
  }

  /// Calls section controllers of type `Controller`.
  final class TypedRouteWitness<Controller: SectionDataSource>: RouteWitness {
    /// Asks the route's controller, as a `Controller`, for its row count.
    override class func numberOfRows(
      _ route: Route, inSection section: Int, for router: CompositeRouter
    ) -> Int {
      router.answerRowCount(inSection: section) {
        route.withController { controller in
          route.withContext { context in
            unsafeDowncast(controller, to: Controller.self).numberOfRows(in: context)
          }
        }
      }
    }

    /// Asks the route's controller, as a `Controller`, for the cell of a row.
    override class func cell(
      _ route: Route, at indexPath: ListIndexPath, for router: CompositeRouter
    ) -> any Reusable {
      router.answerCell(at: indexPath) {
        route.withController { controller in
          route.withContext { context in
            unsafeDowncast(controller, to: Controller.self).cell(at: indexPath.row, in: context)
          }
        }
      }
    }
  }
}
