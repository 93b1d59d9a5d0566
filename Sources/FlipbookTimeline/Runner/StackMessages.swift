/// The texts of the stack-layout diagnostics.
enum StackMessages {
  /// A change moves a view that a stack places: the stack's next layout puts it back.
  ///
  /// ```swift
  /// StackMessages.overriddenByLayout("center", view: "row3", stack: "list")
  /// ```
  static func overriddenByLayout(_ key: String, view: String, stack: String?) -> String {
    let name = stack.map { "stack '\($0)'" } ?? "a stack"
    return
      "'\(key)' of '\(view)' is overridden by the next layout of \(name), which arranges it: change its 'bounds' "
      + "size, its 'hidden' or the stack's settings instead"
  }
}
