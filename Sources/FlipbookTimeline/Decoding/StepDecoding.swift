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
  /// The keys a step of `kind` may have: every action key, its companions and the common keys.
  static let stepKeys: [StepKind: [String]] = Dictionary(
    uniqueKeysWithValues: StepKind.allCases.map {
      ($0, StepKind.names + $0.companions + StepKind.commonKeys)
    })

  /// A step object. Returns nil (reported) when its action cannot be decoded.
  mutating func decodeStep(_ field: JSONNode, context: StepContext, depth: Int) -> Step? {
    guard let object = object(field, what: "a step object") else { return nil }
    var actions: [StepKind] = []
    object.forEachFirstKey { entry in
      if let kind = StepKind.allCases.first(where: { field.tape.string(entry, equals: $0.rawValue) }) {
        actions.append(kind)
      }
    }
    guard let action = actions.first else {
      reportMissingAction(object)
      return nil
    }
    for extra in actions.dropFirst() {
      error(
        "a step has one action key, found '\(action.rawValue)' and '\(extra.rawValue)'",
        at: object.keySource(extra.rawValue))
    }
    checkKeys(object, allowed: Self.stepKeys[action]!)
    var at = 0.0
    var position: WrittenPosition?
    var label: StepLabel?
    var condition: CompletionCondition?
    if let field = object["at"] {
      if context == .changes {
        error(
          "'at' is not allowed in 'changes' (changes run when the block starts)", at: object.keySource("at"))
      } else if let (value, written) = decodeAt(field) {
        (at, position) = (value, written)
      }
    }
    if let field = object["label"] {
      if context == .changes {
        error("'label' is not allowed in 'changes'", at: object.keySource("label"))
      } else {
        label = decodeLabel(field)
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
    if context == .changes && !action.isAllowedInChanges {
      let advice = action == .set ? ": list the changes directly" : ""
      error(
        "'\(action.rawValue)' is not allowed in 'changes'\(advice)", at: object.keySource(action.rawValue))
      return nil
    }
    guard depth < Self.maximumNesting else {
      error("steps are nested too deeply (more than \(Self.maximumNesting) levels)", at: field.source)
      return nil
    }
    guard let decoded = decodeAction(action, of: object, context: context, depth: depth) else { return nil }
    var step = Step(at: at, condition: condition, action: decoded, source: field.source)
    step.position = position
    step.label = label
    if position != nil || label != nil { usesPositions = true }
    return step
  }

  /// A step without an action key: a misspelt action, a bare change, or nothing recognisable.
  private mutating func reportMissingAction(_ object: ObjectReader) {
    let companions = StepKind.allCases.flatMap(\.companions) + StepKind.commonKeys + ["view"]
    let misspelt = object.keys.filter {
      !companions.contains($0) && Suggestions.closest(to: $0, in: StepKind.names) != nil
    }
    if !misspelt.isEmpty {
      for key in misspelt {
        let hint = Suggestions.hint(for: key, in: StepKind.names)
        error("unknown key '\(key)'\(hint)", at: object.keySource(key))
      }
    } else if object.has("view") {
      error("a change must be inside 'set' or a block's 'changes'", at: object.source)
    } else {
      error("a step needs one action key: " + StepKind.names.joined(separator: ", "), at: object.source)
    }
  }

  private mutating func decodeAction(
    _ kind: StepKind, of object: ObjectReader, context: StepContext, depth: Int
  ) -> StepAction? {
    let value = object[kind.rawValue]!
    switch kind {
    case .animate:
      return decodeBlock(value, nested: context == .changes, depth: depth + 1).map { .animate($0) }
    case .animateKeyframes:
      return decodeKeyframeBlock(value, depth: depth + 1).map { .animateKeyframes($0) }
    case .animator:
      return decodeAnimator(value, depth: depth + 1).map { .animator($0) }
    case .startAnimator, .pauseAnimator, .scrubAnimator, .reverseAnimator, .continueAnimator, .stopAnimator,
      .addAnimations:
      return decodeAnimatorControl(kind, value, object: object, depth: depth + 1)
    case .set:
      guard value.isArray else {
        error("expected an array of changes, found \(value.kindName)", at: value.source)
        return nil
      }
      var changes: [BlockItem] = []
      value.forEachElement { element in
        if element.isObject, ObjectReader(unchecked: element).has("layer") {
          if let change = decodeLayerChange(element) { changes.append(.layerChange(change)) }
        } else {
          changes.append(contentsOf: decodeChange(element, animated: false).map { .change($0) })
        }
      }
      return .set(changes)
    case .transition:
      return decodeTransition(value, depth: depth + 1).map { .transition($0) }
    case .transitionFrom:
      return decodeTransitionFrom(value, depth: depth + 1).map { .transitionFrom($0) }
    case .addSubview:
      return decodeAddSubview(value, object: object)
    case .insertSubview:
      return decodeInsertSubview(value, object: object)
    case .exchangeSubviews:
      return decodeExchange(value, object: object)
    case .removeFromSuperview:
      return decodeRemove(value)
    case .sound:
      return decodeSound(file: value, settings: object).map { .sound($0) }
    case .bringSubviewToFront:
      return movableReference(value, verb: "moved").map { .bringSubviewToFront($0) }
    case .addSublayer:
      return decodeAddSublayer(value, object: object)
    case .insertSublayer:
      return decodeInsertSublayer(value, object: object)
    case .removeFromSuperlayer:
      return layerReference(value).map { .removeFromSuperlayer($0) }
    case .addAnimation:
      return decodeAddAnimation(value, object: object, depth: depth + 1)
    case .removeAnimation:
      return decodeRemoveAnimation(value, object: object)
    case .removeAllAnimations:
      return layerReference(value, allowsView: true).map { .removeAllAnimations($0) }
    case .transaction:
      return decodeTransaction(value, depth: depth + 1).map { .transaction($0) }
    case .sendSubviewToBack:
      return movableReference(value, verb: "moved").map { .sendSubviewToBack($0) }
    }
  }

  /// A block's `changes` (or a transition's): Changes, hierarchy steps and nested `animate` steps.
  mutating func decodeChanges(_ field: JSONNode, animated: Bool, depth: Int) -> [BlockItem] {
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
      if members.has("layer") && !members.hasAny(of: StepKind.names) {
        if let change = decodeLayerChange(element) { items.append(.layerChange(change)) }
        return
      }
      let isStep = members.hasAny(of: StepKind.names)
      let looksLikeChange = members.hasAny(of: Self.changeKeys)
      if !isStep && !looksLikeChange
        && members.keys.allSatisfy({ Suggestions.closest(to: $0, in: StepKind.names) == nil })
      {
        let object = object(element, what: "a change or a step")
        if let object { checkKeys(object, allowed: Self.changeKeys) }
        error("expected a change (with 'view') or a step (with an action key)", at: element.source)
      } else if !isStep && looksLikeChange {
        items.append(contentsOf: decodeChange(element, animated: animated).map { .change($0) })
      } else if let step = decodeStep(element, context: .changes, depth: depth) {
        items.append(.step(step))
      }
    }
    return items
  }

  /// A `completion`: an array of steps.
  mutating func decodeCompletion(_ field: JSONNode, depth: Int, context: StepContext = .completion) -> [Step]
  {
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
