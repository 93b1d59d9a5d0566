/// Values for a document's `${name}` references given from outside the file: `--props FILE.json` (an
/// object) and `--prop KEY=VALUE`, laid over the document's own `props`, so one timeline renders many
/// videos. A prop given here that the document never uses is an error.
///
/// ```swift
/// var props = TimelineProps()
/// try props.merge(file: "title.json", bytes: Array(#"{"title": "Hello"}"#.utf8))
/// props.set("accent=\"#38BDF8\"")     // VALUE is read as JSON when it parses
/// props.set("subtitle=Launch day")    // else as a string
/// ```
public struct TimelineProps: Sendable {
  /// One prop: its name, its value, and where it was given (a file name, or `--prop NAME`).
  public struct Entry: Sendable {
    public var name: String
    public var value: JSONNode
    public var origin: String
    public var location: SourceLocation?
    /// Whether the timeline may leave it unused: a record's keys (data files carry more than one video
    /// uses, such as the key that names the output), unlike a prop given on purpose.
    public var mayGoUnused = false
  }

  /// The props in the order given; a later one of the same name wins.
  public private(set) var entries: [Entry] = []
  /// How much expanding the document may make (`--max-views`).
  public var limits = ExpansionLimits()
  /// `--strict`: the loader's warnings (a label whose text is cut, …) are errors, so nothing is rendered.
  public var warningsAreErrors = false

  /// No props.
  public init() {}

  /// Whether no prop is given.
  public var isEmpty: Bool { entries.isEmpty }

  /// Adds every member of the JSON object in `bytes` (a `--props` file named `file`).
  ///
  /// - Throws: ``TimelineErrors`` located in that file when it is not JSON or not an object.
  public mutating func merge(file: String, bytes: [UInt8]) throws(TimelineErrors) {
    let root = try Self.parse(file: file, bytes: bytes)
    guard root.isObject else {
      throw TimelineErrors(diagnostics: [
        TimelineDiagnostic(
          file: file, location: root.location, path: "$",
          message: "a props file holds an object of props, found \(root.kindName)")
      ])
    }
    root.forEachMember { key, keyLocation, value in
      entries.append(Entry(name: key, value: value, origin: file, location: keyLocation))
    }
  }

  /// Adds `KEY=VALUE`: VALUE read as JSON when it parses, else as a string. Returns false when there is no
  /// `=` or the key is empty.
  @discardableResult
  public mutating func set(_ assignment: String) -> Bool {
    guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else { return false }
    let name = String(assignment[..<equals])
    let text = String(assignment[assignment.index(after: equals)...])
    let value =
      (try? JSONParser.parse(Array(text.utf8)))
      ?? (try! JSONParser.parse(Array(JSONWriter.quoted(text).utf8)))
    entries.append(Entry(name: name, value: value, origin: "--prop \(name)", location: nil))
    return true
  }

  /// Lays `record`'s keys over the props given so far (`--each`): each key a prop, named in messages by
  /// the record (`people.json[3]`) and located at its key. The timeline need not use them all.
  public mutating func lay(_ record: DataRecords.Record) {
    record.value.forEachMember { key, keyLocation, value in
      entries.append(
        Entry(name: key, value: value, origin: record.name, location: keyLocation, mayGoUnused: true))
    }
  }

  /// The JSON value in `bytes`, a file of props or records named `file`.
  ///
  /// - Throws: ``TimelineErrors`` located in that file when it is not JSON.
  static func parse(file: String, bytes: [UInt8]) throws(TimelineErrors) -> JSONNode {
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw TimelineErrors(diagnostics: [
        TimelineDiagnostic(file: file, location: error.location, path: "$", message: error.message)
      ])
    }
  }
}
