import Testing

/// The test-side JSON Schema validator itself, on small schemas with answers known from the 2020-12
/// specification.
@Suite struct SchemaValidatorTests {
  func accepts(_ schema: String, _ instance: String) throws -> Bool {
    try SchemaValidator(schema: ParsedJSON.parse(schema)).failures(of: ParsedJSON.parse(instance)).isEmpty
  }

  @Test func typesIncludingIntegersWrittenWithAFraction() throws {
    #expect(try accepts(#"{"type": "integer"}"#, "7"))
    #expect(try accepts(#"{"type": "integer"}"#, "7.0"))
    #expect(try !accepts(#"{"type": "integer"}"#, "7.5"))
    #expect(try accepts(#"{"type": "number"}"#, "7.5"))
    #expect(try !accepts(#"{"type": "number"}"#, "true"))
    #expect(try !accepts(#"{"type": "boolean"}"#, "1"))
    #expect(try accepts(#"{"type": ["string", "null"]}"#, "null"))
    #expect(try !accepts(#"{"type": "object"}"#, "[]"))
  }

  @Test func objectKeywords() throws {
    let schema = #"""
      {"type": "object", "required": ["a"], "minProperties": 2, "additionalProperties": false,
       "properties": {"a": {"const": 1}, "b": {"enum": ["x", "y"]}}}
      """#
    #expect(try accepts(schema, #"{"a": 1, "b": "y"}"#))
    #expect(try !accepts(schema, #"{"a": 1}"#))  // minProperties
    #expect(try !accepts(schema, #"{"b": "x", "c": 1}"#))  // required, additionalProperties
    #expect(try !accepts(schema, #"{"a": 2, "b": "x"}"#))  // const
    #expect(try !accepts(schema, #"{"a": 1, "b": "z"}"#))  // enum
  }

  @Test func arrayKeywords() throws {
    let schema = #"""
      {"type": "array", "prefixItems": [{"type": "string"}], "items": {"type": "number", "minimum": 0},
       "minItems": 2, "maxItems": 3}
      """#
    #expect(try accepts(schema, #"["a", 1, 2]"#))
    #expect(try !accepts(schema, #"["a"]"#))
    #expect(try !accepts(schema, #"["a", 1, 2, 3]"#))
    #expect(try !accepts(schema, #"[1, 1]"#))
    #expect(try !accepts(schema, #"["a", -1]"#))
    #expect(try accepts(#"{"contains": {"const": 3}}"#, "[1, 3]"))
    #expect(try !accepts(#"{"contains": {"const": 3}}"#, "[1, 2]"))
  }

  @Test func numberBoundsAndPatterns() throws {
    #expect(try !accepts(#"{"exclusiveMinimum": 0}"#, "0"))
    #expect(try accepts(#"{"exclusiveMinimum": 0}"#, "0.001"))
    #expect(try !accepts(#"{"exclusiveMaximum": 1}"#, "1"))
    #expect(try accepts(#"{"exclusiveMaximum": 1}"#, "0.999"))
    #expect(try !accepts(#"{"maximum": 1}"#, "1.5"))
    #expect(try accepts(#"{"minimum": 0}"#, #""not a number""#))  // bounds apply to numbers only
    #expect(try accepts(#"{"pattern": "b+"}"#, #""abbc""#))  // a search, not anchored
    #expect(try !accepts(#"{"pattern": "^b+$"}"#, #""abbc""#))
  }

  @Test func combinationsAndConditions() throws {
    let oneOf = #"{"oneOf": [{"type": "number"}, {"minimum": 5}]}"#
    #expect(try accepts(oneOf, "1"))
    #expect(try !accepts(oneOf, "7"))  // matches both
    #expect(try accepts(#"{"anyOf": [{"type": "string"}, {"type": "null"}]}"#, "null"))
    #expect(try !accepts(#"{"allOf": [{"minimum": 1}, {"maximum": 2}]}"#, "3"))
    #expect(try !accepts(#"{"not": {"required": ["a", "b"]}}"#, #"{"a": 1, "b": 2}"#))
    let ifThen = #"{"if": {"required": ["a"]}, "then": {"required": ["b"]}}"#
    #expect(try accepts(ifThen, #"{"c": 1}"#))
    #expect(try !accepts(ifThen, #"{"a": 1}"#))
  }

  /// A keyword the validator does not implement must not be skipped silently.
  @Test func unknownKeywordsAreRefused() throws {
    let schema = #"{"if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"maxProperties": 0}}"#
    #expect(throws: SchemaProblem.self) { try SchemaValidator(schema: ParsedJSON.parse(schema)) }
  }

  @Test func referencesIntoDefinitions() throws {
    let schema = #"""
      {"$defs": {"node": {"type": "object", "additionalProperties": false,
        "properties": {"children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}},
       "$ref": "#/$defs/node"}
      """#
    #expect(try accepts(schema, #"{"children": [{"children": []}]}"#))
    #expect(try !accepts(schema, #"{"children": [{"child": []}]}"#))
    #expect(throws: SchemaProblem.self) {
      try SchemaValidator(schema: ParsedJSON.parse(##"{"$ref": "#/$defs/none"}"##))
    }
  }
}
