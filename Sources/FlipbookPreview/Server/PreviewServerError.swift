/// A server that cannot start: a bad address.
public struct PreviewServerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var description: String
  /// Creates an error.
  public init(_ description: String) { self.description = description }
}
