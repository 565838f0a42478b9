/// What the search example searches: a catalog of products, by name.
package struct SearchCatalog: Sendable {
  /// A product.
  package struct Product: Identifiable, Equatable, Sendable {
    package let id: Int
    package let name: String
  }

  /// The products, in name order.
  package let products: [Product]

  /// A catalog of every colour of every fruit: 24 × 40 = 960 products.
  package static let fruits: SearchCatalog = {
    let colours = [
      "Amber", "Azure", "Black", "Blue", "Bronze", "Coral", "Crimson", "Cyan", "Golden",
      "Green", "Grey", "Indigo", "Ivory", "Lilac", "Magenta", "Olive", "Orange", "Pink",
      "Purple", "Red", "Silver", "Teal", "Violet", "White",
    ]
    let fruits = [
      "Apple", "Apricot", "Avocado", "Banana", "Blackberry", "Blueberry", "Cherry", "Clementine",
      "Coconut", "Cranberry", "Currant", "Date", "Fig", "Gooseberry", "Grape", "Guava",
      "Kiwi", "Kumquat", "Lemon", "Lime", "Lychee", "Mango", "Melon", "Mulberry", "Nectarine",
      "Olive", "Papaya", "Passionfruit", "Peach", "Pear", "Persimmon", "Pineapple", "Plum",
      "Pomegranate", "Quince", "Raspberry", "Rhubarb", "Strawberry", "Tangerine", "Watermelon",
    ]
    let names = colours.flatMap { colour in fruits.map { "\(colour) \($0)" } }.sorted()
    return SearchCatalog(
      products: names.enumerated().map { Product(id: $0.offset, name: $0.element) })
  }()

  /// The products whose name contains `query`, ignoring case; every product for an empty one.
  package func products(matching query: String) -> [Product] {
    let query = query.lowercased()
    guard !query.isEmpty else { return products }
    return products.filter { $0.name.lowercased().contains(query) }
  }
}
