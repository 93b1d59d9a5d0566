extension View: Hashable {
  /// Views are equal only to themselves (identity), as UIView, an NSObject, is.
  ///
  /// ```swift
  /// container.subviews == [background, card]   // the same objects, in order
  /// ```
  nonisolated public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

  /// Hashes the view's identity, so views can be set members and dictionary keys.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
