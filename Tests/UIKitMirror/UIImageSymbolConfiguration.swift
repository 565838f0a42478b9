#if os(Linux)
  import Foundation

  extension UIImage {
    /// UIKit's `UIImage.SymbolWeight`.
    @available(iOS 13.0, *)
    public enum SymbolWeight: Int, Sendable {
      /// No weight chosen.
      case unspecified = 0
      /// Ultralight.
      case ultraLight = 1
      /// Thin.
      case thin
      /// Light.
      case light
      /// Regular.
      case regular
      /// Medium.
      case medium
      /// Semibold.
      case semibold
      /// Bold.
      case bold
      /// Heavy.
      case heavy
      /// Black.
      case black
    }

    /// UIKit's `UIImage.SymbolScale`.
    @available(iOS 13.0, *)
    public enum SymbolScale: Int, Sendable {
      /// The system's default.
      case `default` = -1
      /// No scale chosen.
      case unspecified = 0
      /// Small.
      case small = 1
      /// Medium.
      case medium
      /// Large.
      case large
    }

    /// UIKit's `UIImage.Configuration` (`UIImageConfiguration`).
    @available(iOS 13.0, *)
    open class Configuration: NSObject, @unchecked Sendable {}

    /// UIKit's `UIImage.SymbolConfiguration`: the point size, weight and scale of a symbol.
    @available(iOS 13.0, *)
    public final class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
      /// The point size, `0` when unspecified, for tests; not UIKit API.
      public let mirrorPointSize: CGFloat
      /// The weight, for tests; not UIKit API.
      public let mirrorWeight: UIImage.SymbolWeight
      /// The scale, for tests; not UIKit API.
      public let mirrorScale: UIImage.SymbolScale

      private init(
        mirrorPointSize pointSize: CGFloat, weight: UIImage.SymbolWeight,
        scale: UIImage.SymbolScale
      ) {
        mirrorPointSize = pointSize
        mirrorWeight = weight
        mirrorScale = scale
        super.init()
      }

      /// A configuration of a scale.
      ///
      /// - Parameter scale: The scale.
      public convenience init(scale: UIImage.SymbolScale) {
        self.init(mirrorPointSize: 0, weight: .unspecified, scale: scale)
      }

      /// A configuration of a weight.
      ///
      /// - Parameter weight: The weight.
      public convenience init(weight: UIImage.SymbolWeight) {
        self.init(mirrorPointSize: 0, weight: weight, scale: .unspecified)
      }

      /// A configuration of a point size, a weight and a scale.
      ///
      /// - Parameters:
      ///   - pointSize: The point size.
      ///   - weight: The weight.
      ///   - scale: The scale.
      public convenience init(
        pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale
      ) {
        self.init(mirrorPointSize: pointSize, weight: weight, scale: scale)
      }

      /// This configuration with the values another specifies replacing its own.
      ///
      /// - Parameter configuration: The other configuration.
      /// - Returns: The combined configuration.
      public func applying(_ configuration: UIImage.Configuration?) -> Self {
        guard let other = configuration as? SymbolConfiguration else { return self }
        let combined = SymbolConfiguration(
          mirrorPointSize: other.mirrorPointSize == 0 ? mirrorPointSize : other.mirrorPointSize,
          weight: other.mirrorWeight == .unspecified ? mirrorWeight : other.mirrorWeight,
          scale: other.mirrorScale == .unspecified ? mirrorScale : other.mirrorScale)
        return combined as! Self
      }

      /// Whether two configurations are the same.
      public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? SymbolConfiguration else { return false }
        return other.mirrorPointSize == mirrorPointSize && other.mirrorWeight == mirrorWeight
          && other.mirrorScale == mirrorScale
      }

      /// The hash of the configuration's values.
      public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(mirrorPointSize)
        hasher.combine(mirrorWeight)
        hasher.combine(mirrorScale)
        return hasher.finalize()
      }
    }
  }
#endif
