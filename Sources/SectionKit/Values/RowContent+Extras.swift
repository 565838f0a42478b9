extension RowContent {
  /// The parts of a row's content that most rows leave at their defaults: the image, the text
  /// properties, the accessibility and a hosted view.
  ///
  /// They are kept out of line, in one shared ``Box`` that is `nil` while every part is at its
  /// default: rows are copied, compared and destroyed whole each time a screen is evaluated,
  /// and these parts inline made a content 384 bytes, against 80 with them out of line.
  struct Extras: Sendable {
    var image: Image?
    var textProperties = TextProperties()
    var secondaryTextProperties = TextProperties()
    var accessibility = ListAccessibility()
    var hostedView: HostedView?

    /// Whether every part is at its default, so that the content stores no box.
    var isDefault: Bool {
      image == nil && textProperties.isDefault && secondaryTextProperties.isDefault
        && accessibility.isDefault && hostedView == nil
    }

    /// Whether two sets of parts show the same thing (accessibility closures not compared).
    func hasSameValues(as other: Extras) -> Bool {
      image == other.image && textProperties == other.textProperties
        && secondaryTextProperties == other.secondaryTextProperties
        && accessibility.hasSameValues(as: other.accessibility)
        && sameHostedView(as: other)
    }

    /// Whether both parts have no hosted view, or hosted views keyed by the same identity, at the
    /// same revision.
    private func sameHostedView(as other: Extras) -> Bool {
      switch (hostedView, other.hostedView) {
      case (nil, nil): return true
      case (let view?, let otherView?): return view.hasSameValues(as: otherView)
      default: return false
      }
    }

    /// The parts a content stores out of line: never all at their defaults.
    final class Box: Sendable {
      let extras: Extras

      fileprivate init(_ extras: Extras) { self.extras = extras }
    }

    /// The box that stores these parts, or `nil` when every part is at its default.
    var boxed: Box? { isDefault ? nil : Box(self) }

    /// Whether the parts in two boxes show the same thing; the same box, or none on either
    /// side, is answered without reading them.
    ///
    /// - Parameters:
    ///   - box: One content's box.
    ///   - other: The other content's box.
    /// - Returns: `true` when the two show the same thing.
    static func sameValues(in box: Box?, and other: Box?) -> Bool {
      if box === other { return true }
      guard let box, let other else { return false }  // defaults on one side only
      return box.extras.hasSameValues(as: other.extras)
    }
  }

  /// The image, text properties and accessibility, as one value.
  var extras: Extras {
    get { extrasBox?.extras ?? Extras() }
    set { extrasBox = newValue.boxed }
  }
}
