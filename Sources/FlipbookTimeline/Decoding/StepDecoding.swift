/// Where a step is written, which decides the keys it may have.
enum StepContext {
  /// In `steps`: `at` is timeline time; no `if`.
  case topLevel
  /// In a `completion`: `at` is relative to the completion; `if` allowed.
  case completion
  /// In an animator's `completion`: as `completion`, with `if` naming a position.
  case animatorCompletion
  /// In a block's `changes`: no `at`, no `if`; only hierarchy steps and nested `animate`.
  case changes
}

extension TimelineDecoder {
  static let actionKeys = [
    "animate", "animateKeyframes", "animator", "startAnimator", "pauseAnimator", "scrubAnimator",
    "reverseAnimator", "continueAnimator", "stopAnimator", "addAnimations", "set", "transition",
    "transitionFrom",
    "addSubview", "insertSubview",
    "removeFromSuperview",
    "bringSubviewToFront", "sendSubviewToBack", "exchangeSubviews",
  ]

  /// The keys an action takes besides its own.
  static func companionKeys(of action: String) -> [String] {
    switch action {
    case "addSubview": ["to"]
    case "insertSubview": ["into", "index", "above", "below"]
    case "exchangeSubviews": ["in"]
    case "startAnimator": ["delay"]
    case "scrubAnimator": ["fraction", "over", "curve"]
    case "reverseAnimator": ["reversed"]
    case "continueAnimator": ["curve", "spring", "durationFactor"]
    case "stopAnimator": ["withoutFinishing", "finalPosition"]
    default: []
    }
  }

  /// The keys a step with `action` may have: the action keys, the action's companions, `at` and `if`.
  static let stepKeys: [String: [String]] = Dictionary(
    uniqueKeysWithValues: actionKeys.map { ($0, actionKeys + companionKeys(of: $0) + ["at", "if"]) })

  /// A step object. Returns nil (reported) when its action cannot be decoded.
  mutating func decodeStep(_ field: Field, context: StepContext, depth: Int) -> Step? {
    guard let object = object(field, what: "a step object") else { return nil }
    var actions: [String] = []
    object.forEachFirstKey { entry in
      if let action = Self.actionKeys.first(where: { field.tape.string(entry, equals: $0) }) {
        actions.append(action)
      }
    }
    guard let action = actions.first else {
      reportMissingAction(object)
      return nil
    }
    for extra in actions.dropFirst() {
      error("a step has one action key, found '\(action)' and '\(extra)'", at: object.keySource(extra))
    }
    checkKeys(object, allowed: Self.stepKeys[action]!)
    var at = 0.0
    var condition: CompletionCondition?
    if let field = object["at"] {
      if context == .changes {
        error(
          "'at' is not allowed in 'changes' (changes run when the block starts)", at: object.keySource("at"))
      } else if let value = nonNegative(field, name: "at") {
        at = value
      }
    }
    if let field = object["if"] {
      let allowed: [CompletionCondition] =
        context == .animatorCompletion ? [.end, .start, .current] : [.finished, .cancelled]
      if context != .completion && context != .animatorCompletion {
        error("'if' is only allowed on steps in a 'completion'", at: object.keySource("if"))
      } else if let text = string(field) {
        if let value = CompletionCondition(rawValue: text), allowed.contains(value) {
          condition = value
        } else {
          let names = allowed.map { "\"\($0.rawValue)\"" }
          error(
            "'if' must be \(names.dropLast().joined(separator: ", ")) or \(names.last!), found \"\(text)\"",
            at: field.source)
        }
      }
    }
    if context == .changes
      && ![
        "animate", "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront",
        "sendSubviewToBack", "exchangeSubviews",
      ].contains(action)
    {
      let advice = action == "set" ? ": list the changes directly" : ""
      error("'\(action)' is not allowed in 'changes'\(advice)", at: object.keySource(action))
      return nil
    }
    guard depth < Self.maximumNesting else {
      error("steps are nested too deeply (more than \(Self.maximumNesting) levels)", at: field.source)
      return nil
    }
    guard let decoded = decodeAction(action, of: object, context: context, depth: depth) else { return nil }
    return Step(at: at, condition: condition, action: decoded, source: field.source)
  }

  /// A step without an action key: a misspelt action, a bare change, or nothing recognisable.
  private mutating func reportMissingAction(_ object: ObjectReader) {
    let companions = Self.actionKeys.flatMap { Self.companionKeys(of: $0) } + ["at", "if", "view"]
    let misspelt = object.keys.filter {
      !companions.contains($0) && Suggestions.closest(to: $0, in: Self.actionKeys) != nil
    }
    if !misspelt.isEmpty {
      for key in misspelt {
        let hint = Suggestions.hint(for: key, in: Self.actionKeys)
        error("unknown key '\(key)'\(hint)", at: object.keySource(key))
      }
    } else if object.has("view") {
      error("a change must be inside 'set' or a block's 'changes'", at: object.source)
    } else {
      error("a step needs one action key: " + Self.actionKeys.joined(separator: ", "), at: object.source)
    }
  }

  private mutating func decodeAction(
    _ action: String, of object: ObjectReader, context: StepContext, depth: Int
  ) -> StepAction? {
    let value = object[action]!
    switch action {
    case "animate":
      return decodeBlock(value, nested: context == .changes, depth: depth + 1).map { .animate($0) }
    case "animateKeyframes":
      return decodeKeyframeBlock(value, depth: depth + 1).map { .animateKeyframes($0) }
    case "animator":
      return decodeAnimator(value, depth: depth + 1).map { .animator($0) }
    case "startAnimator", "pauseAnimator", "scrubAnimator", "reverseAnimator", "continueAnimator",
      "stopAnimator", "addAnimations":
      return decodeAnimatorControl(action, value, object: object, depth: depth + 1)
    case "set":
      guard value.isArray else {
        error("expected an array of changes, found \(value.kindName)", at: value.source)
        return nil
      }
      var changes: [Change] = []
      value.forEachElement { element in
        if let change = decodeChange(element, animated: false) { changes.append(change) }
      }
      return .set(changes)
    case "transition":
      return decodeTransition(value, depth: depth + 1).map { .transition($0) }
    case "transitionFrom":
      return decodeTransitionFrom(value, depth: depth + 1).map { .transitionFrom($0) }
    case "addSubview":
      return decodeAddSubview(value, object: object)
    case "insertSubview":
      return decodeInsertSubview(value, object: object)
    case "exchangeSubviews":
      return decodeExchange(value, object: object)
    default:
      return decodeSingleView(action, value)
    }
  }

  /// A block's `changes` (or a transition's): Changes, hierarchy steps and nested `animate` steps.
  mutating func decodeChanges(_ field: Field, animated: Bool, depth: Int) -> [BlockItem] {
    guard field.isArray else {
      error("expected an array of changes, found \(field.kindName)", at: field.source)
      return []
    }
    var items: [BlockItem] = []
    field.forEachElement { element in
      guard element.isObject else {
        error("expected a change or a step, found \(element.kindName)", at: element.source)
        return
      }
      let members = ObjectReader(unchecked: element)
      let isStep = members.hasAny(of: Self.actionKeys)
      let looksLikeChange = members.hasAny(of: Self.changeKeys)
      if !isStep && !looksLikeChange
        && members.keys.allSatisfy({ Suggestions.closest(to: $0, in: Self.actionKeys) == nil })
      {
        let object = object(element, what: "a change or a step")
        if let object { checkKeys(object, allowed: Self.changeKeys) }
        error("expected a change (with 'view') or a step (with an action key)", at: element.source)
      } else if !isStep && looksLikeChange {
        if let change = decodeChange(element, animated: animated) { items.append(.change(change)) }
      } else if let step = decodeStep(element, context: .changes, depth: depth) {
        items.append(.step(step))
      }
    }
    return items
  }

  /// A `completion`: an array of steps.
  mutating func decodeCompletion(_ field: Field, depth: Int, context: StepContext = .completion) -> [Step] {
    guard field.isArray else {
      error("expected an array of steps, found \(field.kindName)", at: field.source)
      return []
    }
    var steps: [Step] = []
    field.forEachElement { element in
      if let step = decodeStep(element, context: context, depth: depth) { steps.append(step) }
    }
    return steps
  }
}
