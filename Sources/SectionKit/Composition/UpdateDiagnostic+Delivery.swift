import Foundation

extension UpdateDiagnostic {
  /// How many diagnostics an owner keeps.
  static let keptCount = 100

  /// Keeps the diagnostic among the newest ``keptCount`` of `log`, and hands it to `handler`, or
  /// prints it to standard error when there is none.
  ///
  /// - Parameters:
  ///   - log: The owner's diagnostics, newest last.
  ///   - handler: The owner's diagnostic handler.
  @MainActor
  func deliver(keepingIn log: inout [UpdateDiagnostic], to handler: ((UpdateDiagnostic) -> Void)?) {
    log.append(self)
    if log.count > Self.keptCount { log.removeFirst(log.count - Self.keptCount) }
    if let handler {
      handler(self)
    } else {
      FileHandle.standardError.write(Data((description + "\n").utf8))
    }
  }
}
