/// Expands a parsed document's templates, repeats, parameters and props into a plain document (a new
/// tape the decoder reads as if it had been written out), before anything else looks at it.
///
/// - `"templates": {"NAME": View}` at document level; a view `{"template": "NAME", "id": "x", "params":
///   {…}, …}` is the template's view with the instance's other keys laid over it (the instance's keys win;
///   an instance's `frame` or `center` replaces the template's geometry; `subviews` are appended after the
///   template's). Ids inside a template are local: instance `x` makes its subview `label` into `x/label`.
/// - `"${name}"` as a whole string is replaced by the value (any JSON type); inside a longer string by its
///   text. Names are looked up in the instance's `params`, then a repeat's `i` and `n`, then the props
///   (the command line's over the document's `props`).
/// - `{"repeat": N, …}` in a `views` or `subviews` list, or as an `addSubview` / `insertSubview` view,
///   stands for N views with `i` = 0 … N − 1 and `n` = N.
///
/// Copied entries keep their place in the file, so diagnostics point at the template or the use site.
///
/// ```swift
/// var expander = TemplateExpander(root: root, file: "intro.json", props: props)
/// let expanded = expander.expand()   // the same tape when there is nothing to expand
/// expander.problems                  // unknown templates, cycles, missing parameters, …
/// ```
struct TemplateExpander {
  /// The largest `repeat`.
  static let maximumRepeat = 1_000_000

  private let source: JSONTape
  private let root: Int
  private let props: TimelineProps
  private var out = TapeBuilder()
  /// Problems found, located in the document (or, for command-line props, named by their origin).
  private(set) var problems: [TimelineDiagnostic] = []
  /// Where a prop was substituted (byte offset of the use) and its name, for messages about its value.
  private(set) var propUses: [UInt32: String] = [:]
  private let file: String
  private var templates: [String: Int] = [:]
  private var documentProps: [String: Int] = [:]
  private var commandLineProps: [String: JSONNode] = [:]
  private var usedProps: Set<String> = []
  private var templateStack: [String] = []

  /// A binding of a `${name}`: a value written somewhere (expanded in the scope it was written in), or a
  /// repeat's index or count.
  private enum Binding {
    case value(JSONNode, Scope?)
    case integer(Int)
  }

  /// A level of names: an instance's params or a repeat's `i` and `n`.
  private final class Scope {
    let names: [String: Binding]
    let parent: Scope?

    init(_ names: [String: Binding], parent: Scope?) {
      self.names = names
      self.parent = parent
    }

    func lookUp(_ name: String) -> Binding? {
      var scope: Scope? = self
      while let current = scope {
        if let binding = current.names[name] { return binding }
        scope = current.parent
      }
      return nil
    }
  }

  /// The keys that place a view: an instance that moves its view drops the template's.
  private static let geometryKeys: Set = ["frame", "center", "bounds"]

  init(root: JSONNode, file: String, props: TimelineProps) {
    source = root.tape
    self.root = root.index
    self.file = file
    self.props = props
  }

  /// Whether the document can need expanding: it names templates, repeats, props or `${…}`, or props are
  /// given (a byte scan, so plain documents pay almost nothing).
  static func isNeeded(_ bytes: [UInt8], props: TimelineProps) -> Bool {
    guard props.isEmpty else { return true }
    let words = ["repeat\"", "template\"", "templates\"", "props\""].map { Array($0.utf8) }
    return bytes.withUnsafeBufferPointer { buffer in
      // One pass: a `${`, or a quote followed by one of the words (checked only after an `r`, `t` or `p`).
      var index = 0
      let end = buffer.count - 1
      while index < end {
        let byte = buffer[index]
        if byte == 0x24 && buffer[index + 1] == 0x7B { return true }
        if byte == 0x22, case let next = buffer[index + 1], next == 0x72 || next == 0x74 || next == 0x70 {
          for word in words where index + 1 + word.count <= buffer.count {
            if UnsafeBufferPointer(rebasing: buffer[index + 1..<index + 1 + word.count]).elementsEqual(word) {
              return true
            }
          }
        }
        index += 1
      }
      return false
    }
  }

  // MARK: The document

  /// The expanded tape.
  mutating func expand() -> JSONTape {
    for entry in props.entries { commandLineProps[entry.name] = entry.value }
    guard source.kind(root) == .object else { return source }
    if let templatesValue = member("templates", of: root) {
      if source.kind(templatesValue) == .object {
        for (key, value) in members(of: templatesValue) {
          if source.kind(value) != .object {
            report(
              "a template is a view object, found \(JSONNode(tape: source, index: value).kindName)", at: value
            )
          } else if templates[source.string(key)] == nil {
            templates[source.string(key)] = value
          }
        }
      } else {
        report("'templates' is an object of named views", at: templatesValue)
      }
    }
    if let propsValue = member("props", of: root) {
      if source.kind(propsValue) == .object {
        for (key, value) in members(of: propsValue) {
          if documentProps[source.string(key)] == nil { documentProps[source.string(key)] = value }
        }
      } else {
        report("'props' is an object of named values", at: propsValue)
      }
    }
    let object = out.open(.object, at: source.entries[root])
    for (key, value) in members(of: root) {
      if source.string(key, equals: "templates") || source.string(key, equals: "props") { continue }
      out.copyScalar(source, key)
      if source.string(key, equals: "views") && source.kind(value) == .array {
        emitViewList(value, scope: nil, prefix: nil)
      } else {
        emit(value, scope: nil)
      }
    }
    out.close(object)
    for entry in props.entries where !usedProps.contains(entry.name) {
      let known = Array(documentProps.keys) + Array(usedProps)
      problems.append(
        TimelineDiagnostic(
          file: entry.origin, location: entry.location, path: "$",
          message:
            "the prop '\(entry.name)' is given but the timeline never uses it"
            + Suggestions.hint(for: entry.name, in: known.sorted())))
    }
    return out.tape(over: source)
  }

  // MARK: Values

  /// Copies the value at `index` of the source, substituting `${…}` and expanding view lists.
  private mutating func emit(_ index: Int, scope: Scope?) {
    switch source.kind(index) {
    case .object:
      let object = out.open(.object, at: source.entries[index])
      for (key, value) in members(of: index) {
        out.copyScalar(source, key)
        emitMember(key: key, value: value, scope: scope, prefix: nil)
      }
      out.close(object)
    case .array:
      let array = out.open(.array, at: source.entries[index])
      var element = index + 1
      while element < Int(source.entries[index].payload) {
        emit(element, scope: scope)
        element = source.next(after: element)
      }
      out.close(array)
    case .string:
      emitString(index, scope: scope)
    case .null, .false, .true, .number:
      out.copyScalar(source, index)
    }
  }

  /// A member's value: view lists and the views of `addSubview` / `insertSubview` are expanded as views.
  private mutating func emitMember(key: Int, value: Int, scope: Scope?, prefix: String?) {
    let kind = source.kind(value)
    if kind == .array && (source.string(key, equals: "subviews") || source.string(key, equals: "views")) {
      emitViewList(value, scope: scope, prefix: prefix)
    } else if kind == .object
      && (source.string(key, equals: "addSubview") || source.string(key, equals: "insertSubview"))
      && member("repeat", of: value) != nil
    {
      let array = out.open(.array, at: source.entries[value])
      emitView(value, scope: scope, prefix: prefix)
      out.close(array)
    } else if kind == .object
      && (source.string(key, equals: "addSubview") || source.string(key, equals: "insertSubview"))
    {
      emitView(value, scope: scope, prefix: prefix)
    } else {
      emit(value, scope: scope)
    }
  }

  /// A string, with `${name}` replaced.
  private mutating func emitString(_ index: Int, scope: Scope?) {
    guard hasPlaceholder(index) else { return out.copyScalar(source, index) }
    let text = source.string(index)
    let site = source.entries[index]
    if let name = Self.wholePlaceholder(text) {
      guard let binding = lookUp(name, scope: scope, at: index) else { return out.copyScalar(source, index) }
      switch binding {
      case .integer(let value): out.syntheticInteger(value, at: site)
      case .value(let node, let written):
        if node.tape === source {
          // A value written in this document: expanded in its own scope, then placed at the use.
          out.copyTree(expandedAlone(node.index, scope: written), 0, placedAt: site)
        } else {
          out.copyTree(node.tape, node.index, placedAt: site)
        }
      }
      return
    }
    out.syntheticString(interpolated(text, scope: scope, at: index), at: site)
  }

  /// `text` with each `${name}` inside it replaced by its value's text (unknown names reported, left as is).
  /// Scanned as bytes: `$`, `{` and `}` are ASCII, so they never occur inside another character's bytes.
  private mutating func interpolated(_ text: String, scope: Scope?, at index: Int) -> String {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var position = 0
    while position < bytes.count {
      guard bytes[position] == 0x24, position + 1 < bytes.count, bytes[position + 1] == 0x7B else {
        result.append(bytes[position])
        position += 1
        continue
      }
      guard let close = bytes[(position + 2)...].firstIndex(of: 0x7D) else {
        result += bytes[position...]
        break
      }
      let name = String(decoding: bytes[(position + 2)..<close], as: UTF8.self)
      if let binding = lookUp(name, scope: scope, at: index) {
        result += textOf(binding, at: index).utf8
      } else {
        result += bytes[position...close]
      }
      position = close + 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether the string at `index` has a `${` in it: its raw bytes scanned (escaped or synthetic strings
  /// decoded first), so that the strings without one, almost all, are copied without being decoded.
  private func hasPlaceholder(_ index: Int) -> Bool {
    if source.hasFlag(index) || source.isSynthetic(index) {
      return Self.hasPlaceholder(Array(source.string(index).utf8)[...])
    }
    let range = source.stringBytes(index)
    return source.bytes.withUnsafeBufferPointer {
      Self.hasPlaceholder(UnsafeBufferPointer(rebasing: $0[range]))
    }
  }

  private static func hasPlaceholder<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool
  where Bytes.Index == Int {
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      if bytes[index] == 0x24 && bytes[index + 1] == 0x7B { return true }
      index += 1
    }
    return false
  }

  /// The name when `text` is one placeholder and nothing else (`"${name}"`), whose value then replaces the
  /// string whatever its type; nil otherwise.
  static func wholePlaceholder(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 3, bytes[0] == 0x24, bytes[1] == 0x7B, bytes[bytes.count - 1] == 0x7D,
      !bytes[2...].contains(0x24)
    else { return nil }
    return String(decoding: bytes[2..<(bytes.count - 1)], as: UTF8.self)
  }

  /// The text a binding stands for inside a longer string.
  private mutating func textOf(_ binding: Binding, at index: Int) -> String {
    switch binding {
    case .integer(let value): return String(value)
    case .value(let node, let written):
      switch node.tape.kind(node.index) {
      case .string:
        let text = node.tape.string(node.index)
        guard node.tape === source, Self.hasPlaceholder(Array(text.utf8)[...]) else { return text }
        return expandedAlone(node.index, scope: written).string(0)
      case .number: return node.tape.literal(node.index)
      case .true: return "true"
      case .false: return "false"
      case .null: return "null"
      case .array, .object:
        report(
          "'${…}' inside a longer string needs a string, number or boolean, found \(node.kindName)", at: index
        )
        return ""
      }
    }
  }

  /// The binding of `${name}` in `scope`, then the props; nil (reported at `index`) when none.
  private mutating func lookUp(_ name: String, scope: Scope?, at index: Int) -> Binding? {
    if let binding = scope?.lookUp(name) { return binding }
    if let value = commandLineProps[name] {
      usedProps.insert(name)
      propUses[source.entries[index].offset] = name
      return .value(value, nil)
    }
    if let value = documentProps[name] {
      usedProps.insert(name)
      propUses[source.entries[index].offset] = name
      return .value(JSONNode(tape: source, index: value), nil)
    }
    var known = Array(documentProps.keys) + Array(commandLineProps.keys)
    var level = scope
    while let current = level {
      known += current.names.keys
      level = current.parent
    }
    report(
      "'${\(name)}' names no parameter or prop\(Suggestions.hint(for: name, in: known.sorted()))", at: index)
    return nil
  }

  // MARK: Views

  /// A `views` or `subviews` list: each element a view, a repeat or a template instance.
  private mutating func emitViewList(_ index: Int, scope: Scope?, prefix: String?) {
    let array = out.open(.array, at: source.entries[index])
    var element = index + 1
    while element < Int(source.entries[index].payload) {
      if source.kind(element) == .object {
        emitView(element, scope: scope, prefix: prefix)
      } else {
        emit(element, scope: scope)
      }
      element = source.next(after: element)
    }
    out.close(array)
  }

  /// One view object, or the views a `repeat` stands for (written one after the other).
  private mutating func emitView(_ index: Int, scope: Scope?, prefix: String?) {
    guard let repeatValue = member("repeat", of: index) else {
      return emitSingleView(index, scope: scope, prefix: prefix)
    }
    guard let count = repeatCount(repeatValue, scope: scope) else { return }
    for i in 0..<count {
      let inner = Scope(["i": .integer(i), "n": .integer(count)], parent: scope)
      emitSingleView(index, scope: inner, prefix: prefix)
    }
  }

  /// A repeat's count: a whole number from 0 to ``maximumRepeat`` (or a `${…}` giving one).
  private mutating func repeatCount(_ index: Int, scope: Scope?) -> Int? {
    var node = JSONNode(tape: source, index: index)
    if source.kind(index) == .string {
      node = JSONNode(tape: expandedAlone(index, scope: scope), index: 0)
    }
    guard let count = node.intValue, count >= 0, count <= Self.maximumRepeat else {
      report(
        "'repeat' must be a whole number from 0 to \(Self.maximumRepeat), found \(node.literal ?? node.kindName)",
        at: index)
      return nil
    }
    return count
  }

  /// One view object: plain (its `id` made local when `prefix` is set) or a template instance.
  private mutating func emitSingleView(_ index: Int, scope: Scope?, prefix: String?) {
    guard let templateValue = member("template", of: index) else {
      let object = out.open(.object, at: source.entries[index])
      for (key, value) in members(of: index) {
        if source.string(key, equals: "repeat") { continue }
        out.copyScalar(source, key)
        if source.string(key, equals: "id"), let prefix {
          emitID(value, scope: scope, prefix: prefix)
        } else {
          emitMember(key: key, value: value, scope: scope, prefix: prefix)
        }
      }
      out.close(object)
      return
    }
    guard let name = stringValue(templateValue, scope: scope) else {
      return report("'template' names a template (a string)", at: templateValue)
    }
    guard let body = templates[name] else {
      return report(
        "unknown template '\(name)'\(Suggestions.hint(for: name, in: templates.keys.sorted()))",
        at: templateValue)
    }
    guard !templateStack.contains(name) else {
      return report(
        "templates form a cycle: \((templateStack + [name]).joined(separator: " → "))", at: templateValue)
    }
    // The instance's id, and the prefix of the ids inside the template.
    var instanceID: String?
    if let idValue = member("id", of: index), let id = stringValue(idValue, scope: scope) {
      instanceID = prefix.map { "\($0)/\(id)" } ?? id
    }
    var params: [String: Binding] = [:]
    if let paramsValue = member("params", of: index) {
      if source.kind(paramsValue) == .object {
        for (key, value) in members(of: paramsValue) {
          params[source.string(key)] = .value(JSONNode(tape: source, index: value), scope)
        }
      } else {
        report("'params' is an object of named values", at: paramsValue)
      }
    }
    let inner = Scope(params, parent: scope)
    // The instance's keys are looked up in place (an instance has a handful; a set per instance cost more).
    let instanceMovesIt = member("frame", of: index) != nil || member("center", of: index) != nil
    templateStack.append(name)
    defer { templateStack.removeLast() }
    let object = out.open(.object, at: source.entries[index])
    var subviews: [(list: Int, scope: Scope?, prefix: String?)] = []
    for (key, value) in members(of: body) {
      let name = source.string(key)
      if name == "id" {
        report("a template's own view has no id: give each instance one", at: key)
        continue
      }
      if name == "subviews" {
        if source.kind(value) == .array { subviews.append((value, inner, instanceID)) }
        continue
      }
      if member(name, of: index) != nil || (instanceMovesIt && Self.geometryKeys.contains(name)) { continue }
      out.copyScalar(source, key)
      emitMember(key: key, value: value, scope: inner, prefix: instanceID)
    }
    for (key, value) in members(of: index) {
      let name = source.string(key)
      if ["template", "params", "repeat"].contains(name) { continue }
      if name == "subviews" {
        if source.kind(value) == .array { subviews.append((value, scope, prefix)) }
        continue
      }
      out.copyScalar(source, key)
      if name == "id", let instanceID {
        out.syntheticString(instanceID, at: source.entries[value])
      } else {
        emitMember(key: key, value: value, scope: scope, prefix: prefix)
      }
    }
    if let first = subviews.first {
      // One `subviews` list: the template's views, then the instance's.
      out.copyScalar(source, first.list - 1)
      let array = out.open(.array, at: source.entries[first.list])
      for list in subviews {
        var element = list.list + 1
        while element < Int(source.entries[list.list].payload) {
          if source.kind(element) == .object {
            emitView(element, scope: list.scope, prefix: list.prefix)
          } else {
            emit(element, scope: list.scope)
          }
          element = source.next(after: element)
        }
      }
      out.close(array)
    }
    out.close(object)
  }

  /// A view's `id` inside a template: `prefix/id`.
  private mutating func emitID(_ index: Int, scope: Scope?, prefix: String) {
    guard let id = stringValue(index, scope: scope) else { return emit(index, scope: scope) }
    out.syntheticString("\(prefix)/\(id)", at: source.entries[index])
  }

  /// A string value after substitution, or nil when it is not a string.
  private mutating func stringValue(_ index: Int, scope: Scope?) -> String? {
    guard source.kind(index) == .string else { return nil }
    let text = source.string(index)
    guard hasPlaceholder(index) else { return text }
    if Self.wholePlaceholder(text) == nil { return interpolated(text, scope: scope, at: index) }
    let expanded = expandedAlone(index, scope: scope)
    return expanded.kind(0) == .string ? expanded.string(0) : nil
  }

  // MARK: Helpers

  /// A fresh output over the same document and bindings (for a value expanded on its own).
  private init(copying other: TemplateExpander) {
    source = other.source
    root = other.root
    file = other.file
    props = other.props
    templates = other.templates
    documentProps = other.documentProps
    commandLineProps = other.commandLineProps
    templateStack = other.templateStack
  }

  /// The value at `index` expanded in `scope` on a tape of its own (entry 0), what it found taken over.
  private mutating func expandedAlone(_ index: Int, scope: Scope?) -> JSONTape {
    var nested = TemplateExpander(copying: self)
    nested.emit(index, scope: scope)
    absorb(nested)
    return nested.out.tape(over: source)
  }

  /// Takes what a nested expansion found.
  private mutating func absorb(_ nested: TemplateExpander) {
    problems += nested.problems
    usedProps.formUnion(nested.usedProps)
    propUses.merge(nested.propUses) { first, _ in first }
  }

  private func member(_ key: String, of object: Int) -> Int? {
    guard source.kind(object) == .object else { return nil }
    var entry = object + 1
    while entry < Int(source.entries[object].payload) {
      if source.string(entry, equals: key) { return entry + 1 }
      entry = source.next(after: entry + 1)
    }
    return nil
  }

  /// The members of the object at `object`, as (key entry, value entry) pairs, duplicates included.
  private func members(of object: Int) -> [(key: Int, value: Int)] {
    var members: [(key: Int, value: Int)] = []
    var entry = object + 1
    while entry < Int(source.entries[object].payload) {
      members.append((entry, entry + 1))
      entry = source.next(after: entry + 1)
    }
    return members
  }

  private mutating func report(_ message: String, at index: Int) {
    let reference = SourceReference(tape: source, index: index)
    problems.append(
      TimelineDiagnostic(file: file, location: reference.location, path: reference.path, message: message))
  }
}
