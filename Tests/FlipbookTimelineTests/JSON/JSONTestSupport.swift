import FlipbookTimeline

/// Parses `text`, returning the syntax error it raises (or `nil` when it parses).
func jsonSyntaxError(_ text: String) -> JSONSyntaxError? {
  jsonSyntaxError(Array(text.utf8))
}

/// Parses `bytes`, returning the syntax error they raise (or `nil` when they parse).
func jsonSyntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
  do {
    _ = try JSONParser.parse(bytes)
    return nil
  } catch {
    return error
  }
}

/// Shorthand for an expected location.
func jsonLoc(_ line: Int, _ column: Int, _ offset: Int) -> SourceLocation {
  SourceLocation(line: line, column: column, offset: offset)
}

/// The parsed tree as `JSONOutput`, numbers as `.number`, for comparing round trips.
func jsonOutput(of node: JSONNode) -> JSONOutput {
  switch node.value {
  case .null: .null
  case .bool(let bool): .bool(bool)
  case .number(let number): .number(number.double)
  case .string(let string): .string(string)
  case .array(let elements): .array(elements.map(jsonOutput(of:)))
  case .object(let members): .object(members.map { ($0.key, jsonOutput(of: $0.value)) })
  }
}
