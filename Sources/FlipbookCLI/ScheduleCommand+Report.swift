import FlipbookTimeline

/// What `flipbook schedule` prints: the schedule as a table, or as JSON with `--json`.
extension TimelineSchedule {
  /// The schedule as `flipbook schedule` prints it.
  var text: String {
    func seconds(_ value: Double) -> String { value.isInfinite ? "forever" : JSONWriter.formatNumber(value) }
    var lines: [String] = []
    if !labels.isEmpty {
      lines.append("labels: " + labels.map { "\($0.name) \(seconds($0.time))" }.joined(separator: ", "))
    }
    if !sounds.isEmpty {
      lines.append("sounds: " + sounds.map { "\($0.file) \(seconds($0.time))" }.joined(separator: ", "))
    }
    for list in lists {
      lines.append(
        list.isCompletion ? "\(list.path) (seconds after the completion):" : "\(list.path) (timeline time):")
      for entry in list.steps {
        var line =
          "  \(entry.path)  \(entry.action)  at \(entry.written)  start \(seconds(entry.start))"
          + "  end \(seconds(entry.end))"
        if let label = entry.label { line += "  label \(label)" }
        lines.append(line)
        if !entry.targets.isEmpty {
          lines.append(
            "    stagger: "
              + entry.targets.map { "\($0.id ?? "(no id)") \(seconds($0.start))" }.joined(separator: ", "))
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The schedule as `flipbook schedule --json` prints it.
  var json: JSONOutput {
    func seconds(_ value: Double) -> JSONOutput { value.isInfinite ? .null : .number(value) }
    let lists: [JSONOutput] = lists.map { list in
      .object([
        ("path", .string(list.path)), ("completion", .bool(list.isCompletion)),
        (
          "steps",
          .array(
            list.steps.map { entry in
              var members: [(String, JSONOutput)] = [
                ("path", .string(entry.path)), ("action", .string(entry.action)),
                ("at", entry.isPosition ? .string(entry.written) : .number(entry.start)),
                ("start", seconds(entry.start)), ("end", seconds(entry.end)),
                ("label", entry.label.map(JSONOutput.string) ?? .null),
              ]
              if !entry.targets.isEmpty {
                members.append(
                  (
                    "stagger",
                    .array(
                      entry.targets.map {
                        .object([
                          ("view", $0.id.map(JSONOutput.string) ?? .null), ("start", seconds($0.start)),
                        ])
                      })
                  ))
              }
              return .object(members)
            })
        ),
      ])
    }
    var members: [(String, JSONOutput)] = [
      ("labels", .object(labels.map { ($0.name, seconds($0.time)) })), ("lists", .array(lists)),
    ]
    if !sounds.isEmpty {
      members.append(
        ("sounds", .array(sounds.map { .object([("file", .string($0.file)), ("time", .number($0.time))]) })))
    }
    return .object(members)
  }
}
