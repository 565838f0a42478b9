/// The actions rows of a server-driven screen performed, in order.
@MainActor
final class ServerDrivenActions {
  private(set) var performed: [String] = []
  func perform(_ action: String) { performed.append(action) }
}
