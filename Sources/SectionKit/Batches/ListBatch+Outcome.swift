extension ListBatch {
  /// How a requested batch reached the screen: what a completion and
  /// ``CompositeController/onDidApply`` receive.
  public enum Outcome: Hashable, Sendable {
    /// Applied as a batch update, animated or not.
    case batched(animated: Bool)
    /// Applied by reloading the list: the batch was invalid (see the diagnostic), or the list's
    /// structure changed meanwhile.
    case reloaded
  }
}
