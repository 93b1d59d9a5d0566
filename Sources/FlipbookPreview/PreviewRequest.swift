/// One request as the preview sees it: the method, the path (without the query) and the query's items.
///
/// ```swift
/// PreviewRequest(method: "GET", path: "/hit/3.json", query: ["x": "10", "y": "20"])
/// ```
public struct PreviewRequest: Sendable, Hashable {
  /// The method, upper case.
  public var method: String
  /// The path, starting with `/`.
  public var path: String
  /// The query's items (the last value of a repeated name).
  public var query: [String: String]

  /// Creates a request.
  public init(method: String, path: String, query: [String: String] = [:]) {
    self.method = method
    self.path = path
    self.query = query
  }
}
