/// A JSON document that cannot be read, with a message for a person and where the problem is.
///
/// ```swift
/// do {
///   _ = try JSONParser.parse("[1, 2,]")
/// } catch {
///   print(error)  // 1:6: trailing comma is not allowed in JSON
/// }
/// ```
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, e.g. `expected ',' or '}' after an object member`.
  public var message: String
  /// Where the problem is: the offending character, or the end of the file.
  public var location: SourceLocation

  /// Creates an error.
  ///
  /// ```swift
  /// let error = JSONSyntaxError(
  ///   message: "the file is empty", location: SourceLocation(line: 1, column: 1, offset: 0))
  /// ```
  public init(message: String, location: SourceLocation) {
    self.message = message
    self.location = location
  }

  /// `LINE:COLUMN: MESSAGE`.
  public var description: String { "\(location): \(message)" }
}
