import FlipbookTimeline

/// One benchmark's result: named fields printed as a JSON object on one line, or as a row of a table.
struct BenchReport {
  /// The fields in order; the table shows those whose key is in `tableColumns`.
  var fields: [(String, JSONOutput)]

  /// The compact JSON object.
  var json: String { JSONWriter(style: .compact).string(from: .object(fields)) }

  /// A column of the human-readable table: the field `key`, shown under `heading`, numbers times `scale`.
  struct Column {
    var key: String
    var heading: String
    var scale = 1.0
  }

  /// Prints the reports: JSON lines when `json` is set, else a table of `columns`.
  static func print(_ reports: [BenchReport], json: Bool, columns: [Column]) {
    if json {
      for report in reports { Swift.print(report.json) }
      return
    }
    var rows = [columns.map(\.heading)]
    for report in reports {
      rows.append(
        columns.map { column in
          report.fields.first { $0.0 == column.key }.map { format($0.1, scale: column.scale) } ?? ""
        })
    }
    let widths = columns.indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
    for (r, row) in rows.enumerated() {
      let cells = row.enumerated().map { c, cell in
        String(repeating: " ", count: widths[c] - cell.count) + cell
      }
      Swift.print(cells.joined(separator: "  "))
      if r == 0 { Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
  }

  /// A table cell: integers as they are, other numbers scaled and shown with about four significant digits.
  private static func format(_ value: JSONOutput, scale: Double) -> String {
    switch value {
    case .int(let n): return scale == 1 ? "\(n)" : significant(Double(n) * scale)
    case .number(let x): return significant(x * scale)
    case .string(let s): return s
    case .bool(let b): return "\(b)"
    default: return JSONWriter(style: .compact).string(from: value)
    }
  }

  /// `x` in fixed notation with about four significant digits: 0.01234, 12.34, 1234, 1234567.
  static func significant(_ x: Double) -> String {
    guard x.isFinite else { return "\(x)" }
    var decimals = 3
    var magnitude = abs(x)
    while magnitude >= 10 && decimals > 0 {
      magnitude /= 10
      decimals -= 1
    }
    while magnitude < 1 && magnitude > 0 && decimals < 9 {
      magnitude *= 10
      decimals += 1
    }
    var power = 1
    for _ in 0..<decimals { power *= 10 }
    let units = Int((abs(x) * Double(power)).rounded())
    let whole = "\(units / power)"
    let sign = x < 0 && units > 0 ? "-" : ""
    guard decimals > 0 else { return sign + whole }
    let fraction = "\(units % power)"
    return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
}
