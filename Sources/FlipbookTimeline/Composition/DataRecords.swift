/// The records of `--each DATA.json`: a JSON list of objects, each laid over the props for one output, with
/// the output name each gives (`-o 'out/${slug}.mp4'`, expanded with the expressions of `${…}`).
///
/// Everything that can be known before rendering is checked here, so that nothing renders when the data
/// cannot give one output per record: a file that is not a list, a record that is not an object, an output
/// name that cannot be made from a record (a key it lacks, a list where a text is wanted), and two records
/// giving the same output name.
///
/// ```swift
/// let data = try DataRecords.load(
///   file: "people.json", bytes: Array(#"[{"slug": "ada"}, {"slug": "alan"}]"#.utf8),
///   outputPattern: "out/${slug}.mp4")
/// data.records.map(\.output)  // ["out/ada.mp4", "out/alan.mp4"]
/// var props = TimelineProps()
/// props.lay(data.records[0])  // the record's keys over the props given before
/// ```
public struct DataRecords: Sendable {
  /// One record: its place in the list, its object, and the output it gives.
  public struct Record: Sendable {
    /// The data file's name, as given.
    public var file: String
    /// The record's index in the list, from 0.
    public var index: Int
    /// The record, an object.
    public var value: JSONNode
    /// The output name expanded from it.
    public var output: String

    /// How messages name the record: `people.json[3]`.
    public var name: String { "\(file)[\(index)]" }
  }

  /// The data file's name, as given.
  public var file: String
  /// The records, in the file's order.
  public var records: [Record]

  /// The records of the JSON list in `bytes` (the file `file`), each with `outputPattern` expanded from it:
  /// `${…}` names the record's keys, and `i` and `n` (its index and the count) when it has no such key.
  ///
  /// - Throws: ``TimelineErrors`` located in the data file (or naming the pattern), listing every problem.
  public static func load(file: String, bytes: [UInt8], outputPattern: String) throws(TimelineErrors)
    -> DataRecords
  {
    let root = try TimelineProps.parse(file: file, bytes: bytes)
    guard let elements = root.arrayElements else {
      throw TimelineErrors(diagnostics: [
        TimelineDiagnostic(
          file: file, location: root.location, path: "$",
          message: "--each takes a list of records (objects of props), found \(root.kindName)")
      ])
    }
    var problems: [TimelineDiagnostic] = []
    var records: [Record] = []
    for (index, element) in elements.enumerated() {
      guard element.isObject else {
        problems.append(
          TimelineDiagnostic(
            file: file, location: element.location, path: "$[\(index)]",
            message: "record \(index) is not an object of props: found \(element.kindName)"))
        continue
      }
      records.append(Record(file: file, index: index, value: element, output: ""))
    }
    if !problems.isEmpty { throw TimelineErrors(diagnostics: problems) }
    problems += name(&records, pattern: outputPattern, count: elements.count)
    if !problems.isEmpty { throw TimelineErrors(diagnostics: problems) }
    return DataRecords(file: file, records: records)
  }

  /// Gives each record its output name; returns the problems: names no record has (once, with a
  /// suggestion), a record lacking a name others have, values that have no text, and repeated outputs.
  private static func name(_ records: inout [Record], pattern: String, count: Int) -> [TimelineDiagnostic] {
    var keys: Set<String> = ["i", "n"]
    for record in records { record.value.forEachMember { key, _, _ in keys.insert(key) } }
    var problems: [TimelineDiagnostic] = []
    var reportedUnknown: Set<String> = []
    var firstUse: [String: Int] = [:]
    for position in records.indices {
      let record = records[position]
      let expanded = expand(pattern, record: record.value, index: record.index, count: count)
      switch expanded {
      case .success(let output):
        records[position].output = output
        let key = normalized(output)
        if let first = firstUse[key] {
          problems.append(
            TimelineDiagnostic(
              file: record.file, location: record.value.location, path: "$[\(record.index)]",
              message:
                "record \(record.index) gives the output '\(output)', as record \(first) does (make -o "
                + "'\(pattern)' name something that differs between records)"))
        } else {
          firstUse[key] = record.index
        }
      case .failure(.unknownName(let name)) where !keys.contains(name):
        guard reportedUnknown.insert(name).inserted else { continue }
        problems.append(
          TimelineDiagnostic(
            file: record.file, location: nil, path: "$",
            message:
              "-o '\(pattern)' names '\(name)', which no record has"
              + Suggestions.hint(for: name, in: keys.sorted())))
      case .failure(.unknownName(let name)):
        problems.append(
          TimelineDiagnostic(
            file: record.file, location: record.value.location, path: "$[\(record.index)]",
            message: "record \(record.index) has no '\(name)', which -o '\(pattern)' names"))
      case .failure(.expression(let text, let message)):
        problems.append(
          TimelineDiagnostic(
            file: record.file, location: record.value.location, path: "$[\(record.index)]",
            message: "record \(record.index): in '${\(text)}' of -o '\(pattern)': \(message)"))
      }
    }
    return problems
  }

  /// Why an output name cannot be made from a record.
  private enum NamingFailure: Error {
    case unknownName(String)
    case expression(String, message: String)
  }

  /// `pattern` with each `${…}` replaced by its value's text, names looked up in `record`, then `i`, `n`.
  private static func expand(_ pattern: String, record: JSONNode, index: Int, count: Int)
    -> Result<String, NamingFailure>
  {
    let bytes = Array(pattern.utf8)
    var result: [UInt8] = []
    var position = 0
    while position < bytes.count {
      guard bytes[position] == 0x24, position + 1 < bytes.count, bytes[position + 1] == 0x7B,
        let close = bytes[(position + 2)...].firstIndex(of: 0x7D)
      else {
        result.append(bytes[position])
        position += 1
        continue
      }
      let text = String(decoding: bytes[(position + 2)..<close], as: UTF8.self)
      var unknown: String?
      do {
        let expression = try TemplateExpression.parse(text)
        let value = try expression.evaluate {
          (name, at) throws(TemplateExpression.Failure) -> ExpressionValue in
          if let member = record[name] { return ExpressionValue(member) }
          if name == "i" { return .number(Double(index)) }
          if name == "n" { return .number(Double(count)) }
          unknown = name
          throw TemplateExpression.Failure(message: "unknown name '\(name)'", offset: at)
        }
        result += try value.text(at: 0).utf8
      } catch {
        if let unknown { return .failure(.unknownName(unknown)) }
        return .failure(.expression(text, message: error.message))
      }
      position = close + 1
    }
    return .success(String(decoding: result, as: UTF8.self))
  }

  /// The path with empty and `.` components dropped, so that `out//a.mp4` and `./out/a.mp4` are one output.
  private static func normalized(_ path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }
}
