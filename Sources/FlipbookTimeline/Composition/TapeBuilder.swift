/// Writes a ``JSONTape`` entry by entry: template expansion's output, which the decoder reads like a parsed
/// file. Entries copied from the source keep their offsets and locations (diagnostics point at the text
/// they came from); strings and numbers made by substitution are synthetic, placed where they are used.
///
/// ```swift
/// var builder = TapeBuilder()
/// let array = builder.open(.array, at: site)
/// builder.syntheticString("row3", at: site)
/// builder.close(array)
/// let tape = builder.tape(bytes: source.bytes)
/// ```
struct TapeBuilder {
  private(set) var entries: [JSONTape.Entry] = []
  private var kinds: [UInt8] = []
  private var numbers: [Double] = []
  private var synthetic: [Int: String] = [:]

  /// Opens an object or array at `site`'s position; ``close(_:)`` sets where it ends.
  mutating func open(_ kind: JSONTape.Kind, at site: JSONTape.Entry) -> Int {
    entries.append(JSONTape.Entry(offset: site.offset, line: site.line, column: site.column, payload: 0))
    kinds.append(kind.rawValue)
    return entries.count - 1
  }

  /// Closes the container opened at `index`: its payload is the index past its last descendant.
  mutating func close(_ index: Int) {
    entries[index].payload = UInt32(entries.count)
  }

  /// Copies entry `index` of `tape` as it is (a key, string, number or literal: not a container).
  mutating func copyScalar(_ tape: JSONTape, _ index: Int) {
    var entry = tape.entries[index]
    var kind = tape.kinds[index]
    switch tape.kind(index) {
    case .number:
      numbers.append(tape.numbers[Int(entry.payload)])
      entry.payload = UInt32(numbers.count - 1)
      if tape.isSynthetic(index) { synthetic[entries.count] = tape.literal(index) }
    case .string:
      if tape.isSynthetic(index) { synthetic[entries.count] = tape.string(index) }
    case .null, .false, .true, .array, .object:
      break
    }
    kind |= tape.kinds[index] & JSONTape.syntheticFlag
    entries.append(entry)
    kinds.append(kind)
  }

  /// Copies the whole value at `index` of `tape` (a subtree) as it is.
  mutating func copyTree(_ tape: JSONTape, _ index: Int) {
    let end = tape.next(after: index)
    let shift = entries.count - index
    for source in index..<end {
      switch tape.kind(source) {
      case .array, .object:
        var entry = tape.entries[source]
        entry.payload = UInt32(Int(entry.payload) + shift)
        entries.append(entry)
        kinds.append(tape.kinds[source])
      case .null, .false, .true, .number, .string:
        copyScalar(tape, source)
      }
    }
  }

  /// Copies the value at `index` of `tape` placed at `site`: every entry gets the site's position, and
  /// strings and numbers become synthetic (their text is not at the site's offset).
  mutating func copyTree(_ tape: JSONTape, _ index: Int, placedAt site: JSONTape.Entry) {
    let end = tape.next(after: index)
    let shift = entries.count - index
    for source in index..<end {
      let kind = tape.kind(source)
      var entry = JSONTape.Entry(offset: site.offset, line: site.line, column: site.column, payload: 0)
      switch kind {
      case .array, .object:
        entry.payload = UInt32(Int(tape.entries[source].payload) + shift)
        entries.append(entry)
        kinds.append(kind.rawValue)
      case .string:
        synthetic[entries.count] = tape.string(source)
        entries.append(entry)
        kinds.append(kind.rawValue | JSONTape.syntheticFlag)
      case .number:
        synthetic[entries.count] = tape.literal(source)
        numbers.append(tape.numbers[Int(tape.entries[source].payload)])
        entry.payload = UInt32(numbers.count - 1)
        entries.append(entry)
        kinds.append(tape.kinds[source] & (JSONTape.kindMask | JSONTape.flag) | JSONTape.syntheticFlag)
      case .null, .false, .true:
        entries.append(entry)
        kinds.append(kind.rawValue)
      }
    }
  }

  /// A string made by substitution, at `site`.
  mutating func syntheticString(_ text: String, at site: JSONTape.Entry) {
    synthetic[entries.count] = text
    entries.append(JSONTape.Entry(offset: site.offset, line: site.line, column: site.column, payload: 0))
    kinds.append(JSONTape.Kind.string.rawValue | JSONTape.syntheticFlag)
  }

  /// A whole number made by substitution (a repeat's `${i}`), at `site`.
  mutating func syntheticInteger(_ value: Int, at site: JSONTape.Entry) {
    syntheticNumber(Double(value), at: site)
  }

  /// A number made by substitution (an expression's value), at `site`: its literal is its shortest
  /// round-trip form.
  mutating func syntheticNumber(_ value: Double, at site: JSONTape.Entry) {
    synthetic[entries.count] = JSONWriter.formatNumber(value)
    numbers.append(value)
    let payload = UInt32(numbers.count - 1)
    entries.append(
      JSONTape.Entry(offset: site.offset, line: site.line, column: site.column, payload: payload))
    kinds.append(JSONTape.Kind.number.rawValue | JSONTape.flag | JSONTape.syntheticFlag)
  }

  /// `true`, `false` or `null` made by substitution, at `site`.
  mutating func syntheticLiteral(_ kind: JSONTape.Kind, at site: JSONTape.Entry) {
    entries.append(JSONTape.Entry(offset: site.offset, line: site.line, column: site.column, payload: 0))
    kinds.append(kind.rawValue)
  }

  /// The finished tape over the bytes of `source`, the tape it expands (whose text its paths are found in).
  func tape(over source: JSONTape) -> JSONTape {
    JSONTape(
      bytes: source.bytes, entries: entries, kinds: kinds, numbers: numbers, synthetic: synthetic,
      text: source.text)
  }
}
