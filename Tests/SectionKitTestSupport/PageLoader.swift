import SectionKit

/// A loader of pages of posts that a test drives: each call waits until the test delivers a
/// page or a failure, and records what it was asked.
@MainActor
public final class PageLoader {
  /// A page of posts.
  public typealias Page = PagedSection<String>.Page

  /// The number of items loaded when each call asked for the next page, in order.
  public private(set) var calls: [Int] = []
  /// The calls that found their task cancelled once they resumed.
  public private(set) var cancelledCalls = 0
  /// Whether a call whose task is cancelled waits for the test all the same, as a loader that
  /// ignores cancellation does; by default it throws `CancellationError` at once, so that no
  /// load outlives its test.
  public var ignoresCancellation = false
  private var waiting: [(call: Int, continuation: CheckedContinuation<Page, any Error>)] = []
  private var arrival: CheckedContinuation<Void, Never>?

  /// Creates a loader that no call has reached yet.
  public init() {}

  /// The loader to give a ``PagedSection``: waits for the test.
  ///
  /// It throws `CancellationError` if its task was cancelled meanwhile; a call whose task is
  /// cancelled while it waits throws at once, unless ``ignoresCancellation``.
  public func load(_ loaded: [String]) async throws -> Page {
    calls.append(loaded.count)
    let call = calls.count
    let page = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        waiting.append((call, $0))
        arrival?.resume()
        arrival = nil
      }
    } onCancel: {
      Task { @MainActor in self.cancel(call) }
    }
    if Task.isCancelled {
      cancelledCalls += 1
      throw CancellationError()
    }
    return page
  }

  /// Ends a waiting call whose task was cancelled, unless the test answers it.
  private func cancel(_ call: Int) {
    guard !ignoresCancellation, let index = waiting.firstIndex(where: { $0.call == call }) else {
      return
    }
    waiting.remove(at: index).continuation.resume(throwing: CancellationError())
  }

  /// Posts numbered over `range`, as a page's items: `Post 1`, `Post 2` and so on.
  public static func posts(_ range: ClosedRange<Int>) -> [String] { range.map { "Post \($0)" } }

  /// The calls made so far, once the load `section` started (if it is loading) has reached the
  /// loader: its task runs after the turn that started it.
  public func calls(of section: PagedSection<String>) async -> [Int] {
    if section.status == .loading, waiting.isEmpty {
      await withCheckedContinuation { arrival = $0 }
    }
    return calls
  }

  /// Lets the oldest waiting call return `page`, and waits until `section` has applied it.
  public func deliver(_ page: Page, to section: PagedSection<String>) async {
    let task = section.loadTask
    _ = await calls(of: section)
    waiting.removeFirst().continuation.resume(returning: page)
    await task?.value
  }

  /// Lets the oldest waiting call throw, and waits until `section` has taken the failure.
  public func fail(_ section: PagedSection<String>) async {
    let task = section.loadTask
    _ = await calls(of: section)
    waiting.removeFirst().continuation.resume(throwing: LoadFailure())
    await task?.value
  }

  /// Whether a call waits for the test.
  public var isWaiting: Bool { !waiting.isEmpty }

  struct LoadFailure: Error {}
}
