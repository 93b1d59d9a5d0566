import Foundation

/// A small JSON Schema (draft 2020-12) validator, enough for `Documentation/timeline.schema.json`.
///
/// It knows the keywords listed in ``SchemaValidator/assertions`` plus the annotations in
/// ``SchemaValidator/annotations``; creating a validator for a schema that uses any other keyword fails, so
/// the schema cannot start using a keyword these tests silently ignore. `$ref` takes JSON pointers into the
/// same document (`#/$defs/view`).
///
/// ```swift
/// let validator = try SchemaValidator(schema: ParsedJSON.parse(#"{"type": "integer", "minimum": 0}"#))
/// validator.failures(of: .number(-1))  // ["$: -1 is below the minimum 0 (minimum)"]
/// ```
struct SchemaValidator {
  /// Keywords that constrain the instance.
  static let assertions: Set<String> = [
    "type", "properties", "required", "additionalProperties", "minProperties", "items", "prefixItems",
    "minItems", "maxItems", "contains", "enum", "const", "minimum", "maximum", "exclusiveMinimum",
    "exclusiveMaximum", "pattern",
    "oneOf", "anyOf", "allOf", "not", "if", "then", "else", "$ref",
  ]
  /// Keywords that only describe (ignored when validating).
  static let annotations: Set<String> = [
    "$schema", "$id", "$comment", "$defs", "title", "description", "default", "examples",
  ]
  /// Keywords whose value is one subschema, an array of subschemas, or an object of subschemas.
  static let schemaValued: Set<String> = [
    "additionalProperties", "items", "contains", "not", "if", "then", "else",
  ]
  static let schemaArrays: Set<String> = ["prefixItems", "oneOf", "anyOf", "allOf"]
  static let schemaObjects: Set<String> = ["properties", "$defs"]

  /// The whole schema document (the target of `#` references).
  let root: ParsedJSON

  /// Checks that `schema` uses only known keywords and that every `$ref` resolves.
  init(schema: ParsedJSON) throws {
    root = schema
    var problems: [String] = []
    Self.walk(schema, path: "#") { subschema, path in
      guard let members = subschema.object else { return }
      for key in members.keys where !Self.assertions.contains(key) && !Self.annotations.contains(key) {
        problems.append("\(path): unsupported keyword '\(key)'")
      }
      if let reference = members["$ref"]?.string, resolve(reference) == nil {
        problems.append("\(path): '$ref' \(reference) does not resolve")
      }
    }
    guard problems.isEmpty else { throw SchemaProblem(problems.joined(separator: "\n")) }
  }

  /// Every failure of `instance`, each as `PATH: WHAT (keyword)`; empty when it is valid.
  func failures(of instance: ParsedJSON) -> [String] {
    var failures: [String] = []
    check(instance, against: root, at: "$", into: &failures)
    return failures
  }

  /// Whether `instance` is valid against `schema`.
  func accepts(_ instance: ParsedJSON, against schema: ParsedJSON) -> Bool {
    var failures: [String] = []
    check(instance, against: schema, at: "$", into: &failures)
    return failures.isEmpty
  }

  /// The subschema a `#/…` JSON pointer names.
  func resolve(_ reference: String) -> ParsedJSON? {
    guard reference.hasPrefix("#") else { return nil }
    var node = root
    for token in reference.dropFirst().split(separator: "/") {
      let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      if let index = Int(key), let element = node[index] {
        node = element
      } else if let member = node[key] {
        node = member
      } else {
        return nil
      }
    }
    return node
  }

  /// Visits `schema` and all its subschemas.
  static func walk(_ schema: ParsedJSON, path: String, _ visit: (ParsedJSON, String) -> Void) {
    visit(schema, path)
    guard let members = schema.object else { return }
    for (key, value) in members {
      if schemaValued.contains(key) {
        walk(value, path: "\(path)/\(key)", visit)
      } else if schemaArrays.contains(key), let elements = value.array {
        for (index, element) in elements.enumerated() {
          walk(element, path: "\(path)/\(key)/\(index)", visit)
        }
      } else if schemaObjects.contains(key), let children = value.object {
        for (name, child) in children { walk(child, path: "\(path)/\(key)/\(name)", visit) }
      }
    }
  }
}

/// A schema the validator cannot use.
struct SchemaProblem: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
