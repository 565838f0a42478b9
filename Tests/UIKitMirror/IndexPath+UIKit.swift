#if os(Linux)
  import Foundation

  // UIKit's overlay adds these on Apple platforms; Linux's Foundation has none of them.
  extension IndexPath {
    /// An index path of a table view row.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - section: The section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path of a collection view item.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - section: The section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The row.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The item.
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
