// The geometry a list is sized and laid out with (`CGSize`, `CGPoint`, `CGRect`, `CGFloat`)
// comes with `import SectionKit`: sizing a `HeadlessListView` or answering a row height needs no
// other import. On Apple platforms Foundation gets them from Core Graphics; on Linux it declares
// them itself.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
