/// The fields of a document value that most values leave at their defaults (``OutOfLine``).
protocol OutOfLineFields: Sendable {
  /// Every field at its default.
  init()
}

/// Fields most values leave at their defaults, stored apart: until one is set there is only an empty array,
/// which takes no memory of its own, so a document of a million views, changes or steps pays for what each
/// one sets.
///
/// ```swift
/// struct Rare: OutOfLineFields { var spring: SpringParameters? }
/// var rare = OutOfLine<Rare>()
/// rare.fields?.spring                                            // nil, nothing stored
/// rare.set(\.spring, to: .dampingRatio(0.8, initialVelocity: 0))  // now stored
/// ```
struct OutOfLine<Fields: OutOfLineFields>: Sendable {
  private var storage: [Fields] = []

  /// The fields, or nil while none is set; read them directly (`rare.fields?.spring`), which costs no key
  /// path.
  var fields: Fields? { storage.first }

  /// Sets an optional field; setting `nil` while nothing is stored stores nothing.
  mutating func set<T>(_ field: WritableKeyPath<Fields, T?>, to value: T?) {
    if storage.isEmpty {
      guard value != nil else { return }
      storage = [Fields()]
    }
    storage[0][keyPath: field] = value
  }

  /// Sets a field that has a default; setting the default while nothing is stored stores nothing.
  /// Disfavoured so that optional fields take the overload above, which reads no key path.
  @_disfavoredOverload
  mutating func set<T: Equatable>(_ field: WritableKeyPath<Fields, T>, to value: T) {
    if storage.isEmpty {
      guard value != Fields()[keyPath: field] else { return }
      storage = [Fields()]
    }
    storage[0][keyPath: field] = value
  }
}
