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
/// Expansion is bounded (``ExpansionLimits``): the views repeats make, the work done and the nesting depth.
/// Passing a limit stops the expansion with one located error (``isExhausted``); props and parameters that
/// refer to themselves, and templates that use each other in a cycle (used or not), are located errors.
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
  /// Where a prop or parameter was substituted (byte offset of the use) and whose value it was, for
  /// messages about that value.
  private(set) var propUses: [UInt32: ValueUse] = [:]
  private let file: String
  private var templates: [String: Int] = [:]
  private var documentProps: [String: Int] = [:]
  private var commandLineProps: [String: JSONNode] = [:]
  private var usedProps: Set<String> = []
  private var templateStack: [String] = []
  /// The props and parameters whose values are being expanded, outermost first: meeting one again while
  /// expanding it is a cycle.
  private var expanding: [(value: Int, name: String)] = []
  /// How deep the expansion is (values, views and references), against ``ExpansionLimits/maximumDepth``.
  private var depth = 0
  private let ledger: Ledger

  /// What the nested expansions of one document share: views made and work done so far, whether a limit
  /// was passed (then everything stops), and the cycles already reported.
  private final class Ledger {
    let limits: ExpansionLimits
    var views = 0
    var work = 0
    var isExhausted = false
    var reportedCycles: Set<Int> = []
    /// The problems reported so far, so that each is reported once.
    var reported: Set<ReportKey> = []
    /// Templates on a cycle reported before expanding, so that using them reports nothing more.
    var cyclicTemplates: Set<String> = []
    /// Prop values already expanded, by their entry: a prop's value does not depend on where it is used,
    /// so props that use each other many times are expanded once each.
    var expandedProps: [Int: JSONTape] = [:]

    init(limits: ExpansionLimits) { self.limits = limits }
  }

  private struct ReportKey: Hashable {
    var index: Int
    var message: String
  }

  /// Whether a limit was passed: the expanded tape is then incomplete, and ``problems`` says which limit.
  var isExhausted: Bool { ledger.isExhausted }

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
    /// The template instance whose params these are (`instance 'row3'`), for messages; nil for a repeat's.
    let instance: String?

    init(_ names: [String: Binding], parent: Scope?, instance: String? = nil) {
      self.names = names
      self.parent = parent
      self.instance = instance
    }

    /// The binding of `name` and the scope that holds it.
    func lookUp(_ name: String) -> (binding: Binding, scope: Scope)? {
      var scope: Scope? = self
      while let current = scope {
        if let binding = current.names[name] { return (binding, current) }
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
    ledger = Ledger(limits: props.limits)
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
      reportTemplateCycles()
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
    if ledger.isExhausted { return out.tape(over: source) }
    for entry in props.entries where !entry.mayGoUnused && !usedProps.contains(entry.name) {
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
    guard enter(index) else { return }
    defer { depth -= 1 }
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
      while element < Int(source.entries[index].payload) && !ledger.isExhausted {
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
    if let name = Self.wholePlaceholder(text), !TemplateExpression.isName(name) {
      // An expression: its value, of any type.
      guard let value = evaluate(name, scope: scope, at: index, offset: 2) else {
        return out.copyScalar(source, index)
      }
      switch value {
      case .number(let number): out.syntheticNumber(number, at: site)
      case .string(let string):
        guard charge(string.utf8.count, at: index) else { return }
        out.syntheticString(string, at: site)
      case .bool(let bool): out.syntheticLiteral(bool ? .true : .false, at: site)
      case .null: out.syntheticLiteral(.null, at: site)
      case .json(let node):
        guard charge(node.tape.next(after: node.index) - node.index, at: index) else { return }
        out.copyTree(node.tape, node.index, placedAt: site)
      }
      return
    }
    if let name = Self.wholePlaceholder(text) {
      guard let binding = lookUp(name, scope: scope, at: index) else { return out.copyScalar(source, index) }
      switch binding {
      case .integer(let value): out.syntheticInteger(value, at: site)
      case .value(let node, let written):
        // Placed at the use, after expanding it in its own scope if it was written in this document.
        guard let value = expandedValue(node, name: name, scope: written, at: index) else {
          return out.copyScalar(source, index)
        }
        guard charge(value.tape.next(after: value.index) - value.index, at: index) else { return }
        out.copyTree(value.tape, value.index, placedAt: site)
      }
      return
    }
    let result = interpolated(text, scope: scope, at: index)
    guard charge(result.utf8.count, at: index) else { return }
    out.syntheticString(result, at: site)
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
      if !TemplateExpression.isName(name) {
        // An expression: its value's text.
        if let value = evaluate(name, scope: scope, at: index, offset: position + 2) {
          do { result += try value.text(at: 0).utf8 } catch {
            reportExpression(error, in: name, at: index, offset: position + 2)
          }
          guard charge(result.count, at: index) else { return "" }
        } else {
          result += bytes[position...close]
        }
      } else if let binding = lookUp(name, scope: scope, at: index) {
        result += textOf(binding, named: name, at: index).utf8
        guard charge(result.count, at: index) else { return "" }
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
  private mutating func textOf(_ binding: Binding, named name: String, at index: Int) -> String {
    switch binding {
    case .integer(let value): return String(value)
    case .value(let node, let written):
      switch node.tape.kind(node.index) {
      case .string:
        let text = node.tape.string(node.index)
        guard node.tape === source, Self.hasPlaceholder(Array(text.utf8)[...]) else { return text }
        return expandedValue(node, name: name, scope: written, at: index)?.stringValue ?? ""
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
    guard charge(1, at: index) else { return nil }
    if let (binding, holder) = scope?.lookUp(name) {
      if let instance = holder.instance, propUses[source.entries[index].offset] == nil {
        // A template's text is shared by its instances: the first one's is named.
        propUses[source.entries[index].offset] = ValueUse(
          name: name, owner: "parameter '\(name)' of \(instance)")
      }
      return binding
    }
    if let value = commandLineProps[name] {
      usedProps.insert(name)
      propUses[source.entries[index].offset] = ValueUse(name: name, owner: "prop '\(name)'")
      return .value(value, nil)
    }
    if let value = documentProps[name] {
      usedProps.insert(name)
      propUses[source.entries[index].offset] = ValueUse(name: name, owner: "prop '\(name)'")
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
    while element < Int(source.entries[index].payload) && !ledger.isExhausted {
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
    guard let (count, items) = repetition(repeatValue, scope: scope) else { return }
    for i in 0..<count {
      let before = ledger.views
      var names: [String: Binding] = ["i": .integer(i), "n": .integer(count)]
      if let items { names["item"] = .value(items[i], nil) }
      let inner = Scope(names, parent: scope)
      emitSingleView(index, scope: inner, prefix: prefix)
      if ledger.isExhausted { return }
      // The first copy's views times the count: a repeat that would pass the limit stops before making them.
      let each = ledger.views - before
      let (rest, overflow) = each.multipliedReportingOverflow(by: count - 1 - i)
      if i == 0 && (overflow || ledger.views + rest > ledger.limits.maximumViews) {
        return exhaust(
          "this repeat would make \(count) × \(each) views, more than the \(ledger.limits.maximumViews) "
            + "a document may expand to (raise the limit with --max-views)", at: repeatValue)
      }
    }
  }

  /// A repeat's count, and its items when it repeats over a list: a whole number from 0 to
  /// ``maximumRepeat``, or a `${…}` giving one or a list of at most that many items (each an `item`).
  private mutating func repetition(_ index: Int, scope: Scope?) -> (count: Int, items: [JSONNode]?)? {
    var node = JSONNode(tape: source, index: index)
    if source.kind(index) == .string {
      let expanded = expandedAlone(index, scope: scope)
      guard !ledger.isExhausted else { return nil }
      node = JSONNode(tape: expanded, index: 0)
    }
    if let items = node.arrayElements, items.count <= Self.maximumRepeat { return (items.count, items) }
    guard let count = node.intValue, count >= 0, count <= Self.maximumRepeat else {
      report(
        "'repeat' must be a whole number from 0 to \(Self.maximumRepeat) or a list, found "
          + (node.literal ?? node.kindName), at: index)
      return nil
    }
    return (count, nil)
  }

  /// One view object: plain (its `id` made local when `prefix` is set) or a template instance.
  private mutating func emitSingleView(_ index: Int, scope: Scope?, prefix: String?) {
    guard enter(index) else { return }
    defer { depth -= 1 }
    ledger.views += 1
    if ledger.views > ledger.limits.maximumViews {
      return exhaust(
        "the document expands to more than \(ledger.limits.maximumViews) views (raise the limit with "
          + "--max-views)", at: index)
    }
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
      if !ledger.cyclicTemplates.contains(name) && ledger.reportedCycles.insert(templateValue).inserted {
        report(
          "templates form a cycle: \((templateStack + [name]).joined(separator: " → "))", at: templateValue)
      }
      return
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
    let inner = Scope(
      params, parent: scope,
      instance: instanceID.map { "instance '\($0)'" } ?? "an instance of template '\(name)'")
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
        while element < Int(source.entries[list.list].payload) && !ledger.isExhausted {
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
    guard !ledger.isExhausted else { return nil }
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
    expanding = other.expanding
    depth = other.depth
    ledger = other.ledger
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

  /// The value of the expression `text`, written in the string at `index` starting `offset` bytes into its
  /// text; nil (reported at the offending token) when it cannot be computed.
  private mutating func evaluate(_ text: String, scope: Scope?, at index: Int, offset: Int)
    -> ExpressionValue?
  {
    guard charge(text.utf8.count, at: index) else { return nil }
    do {
      let expression = try TemplateExpression.parse(text)
      return try expression.evaluate { (name, at) throws(TemplateExpression.Failure) -> ExpressionValue in
        // An unknown name or a cycle is reported by the look-up itself: the empty message says so.
        guard let value = expressionValue(of: name, scope: scope, at: index) else {
          throw TemplateExpression.Failure(message: "", offset: at)
        }
        return value
      }
    } catch {
      if !error.message.isEmpty { reportExpression(error, in: text, at: index, offset: offset) }
      return nil
    }
  }

  /// The value of `name` for an expression: a repeat's number, or a value (expanded first when written in
  /// this document).
  private mutating func expressionValue(of name: String, scope: Scope?, at index: Int) -> ExpressionValue? {
    guard let binding = lookUp(name, scope: scope, at: index) else { return nil }
    switch binding {
    case .integer(let value): return .number(Double(value))
    case .value(let node, let written):
      return expandedValue(node, name: name, scope: written, at: index).map(ExpressionValue.init)
    }
  }

  /// The value of `name`, bound to `node`, used at `index`: a value written in this document expanded in
  /// the scope it was written in (nil, reported, when that is a cycle or a limit stops it); any other as is.
  private mutating func expandedValue(_ node: JSONNode, name: String, scope: Scope?, at index: Int)
    -> JSONNode?
  {
    guard node.tape === source else { return node }
    return expandedReference(node.index, name: name, scope: scope, at: index).map {
      JSONNode(tape: $0, index: 0)
    }
  }

  /// Reports `failure` of the expression `text` at its token: the string at `index`, `offset` bytes into
  /// its text (exact when the string has no escapes before it; else at the string).
  private mutating func reportExpression(
    _ failure: TemplateExpression.Failure, in text: String, at index: Int, offset: Int
  ) {
    let reference = SourceReference(tape: source, index: index)
    var location = reference.location
    if var at = Optional(location), !source.hasFlag(index), !source.isSynthetic(index) {
      let raw = Array(source.string(index).utf8)
      let prefix = raw.prefix(min(raw.count, offset + failure.offset))
      let scalars = String(decoding: prefix, as: UTF8.self).unicodeScalars.count
      at.column += 1 + scalars
      at.offset += 1 + prefix.count
      location = at
    }
    problems.append(
      TimelineDiagnostic(
        file: file, location: location, path: reference.path,
        message: "in '${\(text)}': \(failure.message)"))
  }

  /// `expandedAlone` for the value of a prop or parameter named `name`, used at `index`; nil (reported
  /// once) when the value is already being expanded, that is, when props or parameters form a cycle.
  private mutating func expandedReference(_ value: Int, name: String, scope: Scope?, at index: Int)
    -> JSONTape?
  {
    if let start = expanding.firstIndex(where: { $0.value == value }) {
      if ledger.reportedCycles.insert(index).inserted {
        let cycle = (expanding[start...].map(\.name) + [name]).map { "'\($0)'" }.joined(separator: " → ")
        report("props or parameters refer to themselves in a cycle: \(cycle)", at: index)
      }
      return nil
    }
    if scope == nil, let known = ledger.expandedProps[value] { return known }
    expanding.append((value, name))
    defer { expanding.removeLast() }
    let expanded = expandedAlone(value, scope: scope)
    guard !ledger.isExhausted else { return nil }  // the tape stopped part-way, perhaps empty
    if scope == nil { ledger.expandedProps[value] = expanded }
    return expanded
  }

  /// Counts one level of nesting and one unit of work at `index`; false (reported) past a limit.
  private mutating func enter(_ index: Int) -> Bool {
    guard charge(1, at: index) else { return false }
    guard depth < ExpansionLimits.maximumDepth else {
      exhaust(
        "the document nests deeper than \(ExpansionLimits.maximumDepth) levels here, counting the templates, "
          + "props and parameters it uses", at: index)
      return false
    }
    depth += 1
    return true
  }

  /// Counts `units` of work; false (reported once, at `index`) when that passes the limit.
  private mutating func charge(_ units: Int, at index: Int) -> Bool {
    guard !ledger.isExhausted else { return false }
    ledger.work += units
    guard ledger.work <= ledger.limits.maximumWork else {
      let through =
        expanding.isEmpty ? "" : " (expanding \(expanding.map { "'\($0.name)'" }.joined(separator: " → ")))"
      exhaust(
        "expanding the document takes more than \(ledger.limits.maximumWork) steps here\(through): props, "
          + "parameters or templates that use each other several times multiply (raise the limit with "
          + "--max-views)", at: index)
      return false
    }
    return true
  }

  /// Stops the expansion with one error at `index`.
  private mutating func exhaust(_ message: String, at index: Int) {
    guard !ledger.isExhausted else { return }
    ledger.isExhausted = true
    report(message, at: index)
  }

  /// Reports each cycle of templates that name each other by a literal `"template"` (whether or not an
  /// instance uses them), once, at the `template` that closes it; found without recursion.
  private mutating func reportTemplateCycles() {
    // Each template's literal uses: (name used, where).
    var uses: [String: [(name: String, at: Int)]] = [:]
    for (name, body) in templates {
      var found: [(name: String, at: Int)] = []
      var entry = body
      let end = source.next(after: body)
      while entry < end {
        if source.kind(entry) == .object, let value = member("template", of: entry),
          source.kind(value) == .string,
          !hasPlaceholder(value)
        {
          found.append((source.string(value), value))
        }
        entry += 1
      }
      uses[name] = found.sorted { $0.at < $1.at }
    }
    // Depth-first search with an explicit stack; a use of a template on the current path closes a cycle.
    var state: [String: Bool] = [:]  // false: on the path; true: done
    for start in templates.keys.sorted() where state[start] == nil {
      var path: [(name: String, next: Int)] = [(start, 0)]
      state[start] = false
      while let top = path.last {
        let edges = uses[top.name] ?? []
        guard top.next < edges.count else {
          state[top.name] = true
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        let edge = edges[top.next]
        switch state[edge.name] {
        case nil where templates[edge.name] != nil:
          state[edge.name] = false
          path.append((edge.name, 0))
        case false?:
          let from = path.firstIndex { $0.name == edge.name }!
          let names = path[from...].map(\.name) + [edge.name]
          ledger.cyclicTemplates.formUnion(names)
          if ledger.reportedCycles.insert(edge.at).inserted {
            report("templates form a cycle: \(names.joined(separator: " → "))", at: edge.at)
          }
        case true?, nil:
          break
        }
      }
    }
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
    // Once per place and message: a repeat of a million copies of a broken view reports it once, at once.
    guard ledger.reported.insert(ReportKey(index: index, message: message)).inserted else { return }
    let reference = SourceReference(tape: source, index: index)
    problems.append(
      TimelineDiagnostic(file: file, location: reference.location, path: reference.path, message: message))
  }
}
