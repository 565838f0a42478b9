/// How a declarative section reads its rows for the actions the controller routes.
extension ListSectionController {
  /// The row's content with the actions of its accessories, and its accessibility actions and
  /// adjustment, reporting to the closures of the row of the same identity as the screen was
  /// last evaluated.
  ///
  /// Reads the row's content and identity in place: a copy of the whole row would retain
  /// each of its closures, objects that are not in the cache when thousands of rows are shown.
  ///
  /// - Parameter index: The row's index in the section.
  /// - Returns: The content to configure a cell with.
  func routedContent(ofRowAt index: Int) -> RowContent {
    var content = listSection.rows[index].content
    let accessibility = content.accessibility
    let routesAccessibility = !accessibility.actions.isEmpty || accessibility.adjustment != nil
    guard !content.accessories.isEmpty || routesAccessibility else { return content }
    let key = listSection.rows[index].key
    content.accessories = content.accessories.indices.map { index in
      content.accessories[index].routed { [weak self] in
        guard let accessories = self?.row(key)?.content.accessories,
          accessories.indices.contains(index)
        else { return nil }
        return accessories[index]
      }
    }
    if routesAccessibility {
      content.accessibility = accessibility.routed { [weak self] in
        self?.row(key)?.content.accessibility
      }
    }
    return content
  }

  /// The row of an identity, as the screen was last evaluated.
  ///
  /// - Complexity: O(n), n being the number of rows; asked once per user action.
  func row(_ key: Row.Key) -> Row? {
    listSection.rows.first { $0.key == key }
  }
}

extension ListAccessibility {
  /// The same description with its actions and adjustment running those of the description
  /// `current` finds when the user acts: the action in the same place, and the adjustment.
  ///
  /// An action whose place is gone reports failure; an adjustment that is gone does nothing.
  ///
  /// - Parameter current: The row's description now, or `nil` when the row is gone.
  /// - Returns: The routed description.
  fileprivate func routed(
    to current: @escaping @MainActor @Sendable () -> ListAccessibility?
  ) -> ListAccessibility {
    var routed = self
    routed.actions = actions.indices.map { index in
      var action = actions[index]
      action.handler = {
        guard let actions = current()?.actions, actions.indices.contains(index) else {
          return false
        }
        return actions[index].handler()
      }
      return action
    }
    if adjustment != nil {
      routed.adjustment = Adjustment(
        increment: { current()?.adjustment?.increment() },
        decrement: { current()?.adjustment?.decrement() })
    }
    return routed
  }
}
