import Flipbook
import FlipbookGeometry

extension TimelinePlayer {
  /// `addSublayer`, `insertSublayer`, `removeFromSuperlayer`, `addAnimation`, `removeAnimation`,
  /// `removeAllAnimations` and `transaction`. Steps naming layers that do not exist yet are skipped and
  /// recorded in `diagnostics`.
  func runLayerStep(_ action: StepAction) {
    switch action {
    case .addSublayer(let specs, let to):
      let layers = specs.map { makeLayer($0) }
      if let view = viewsByID[to.id] {
        for layer in layers { view.layer.addSublayer(layer) }
      } else if let container = lookUpLayer(to) {
        for layer in layers { container.addSublayer(layer) }
      }
    case .insertSublayer(let inserted, let position):
      let layer: Layer
      switch inserted {
      case .new(let spec): layer = makeLayer(spec)
      case .existing(let reference):
        guard let found = lookUpLayer(reference) else { return }
        layer = found
      }
      insert(layer, position)
    case .removeFromSuperlayer(let reference):
      lookUpLayer(reference)?.removeFromSuperlayer()
    case .addAnimation(let added):
      if let view = viewsByID[added.layer.id] {
        addAnimation(added, toLayerOf: view)
        return
      }
      guard let layer = lookUpLayer(added.layer) else { return }
      for part in added.parts {
        guard let keyPath = part.keyPath, !keyPath.property.layerKinds.contains(layer.kind) else { continue }
        report(
          "'\(keyPath)' is not a key path of \(layer.kind.rawValue) layers ('\(added.layer.id)')",
          at: part.source)
        return
      }
      let animation = makeAnimation(added, localTime: layer.localTime(atGlobalTime: now))
      guard added.animation.kind == .transition else {
        return layer.add(animation, forKey: added.animation.key)
      }
      // The changes a transition shows are made with it, in one transaction, without implicit animations:
      // the transition is how they appear.
      Transaction.begin()
      Transaction.setDisableActions(true)
      layer.add(animation, forKey: added.animation.key)
      runItems(added.changes)
      Transaction.commit()
    case .removeAnimation(let key, let reference):
      if let view = viewsByID[reference.id] { return view.layer.removeAnimation(forKey: key) }
      lookUpLayer(reference)?.removeAnimation(forKey: key)
    case .removeAllAnimations(let reference):
      if let view = viewsByID[reference.id] { return view.layer.removeAllAnimations() }
      lookUpLayer(reference)?.removeAllAnimations()
    case .transaction(let transaction):
      runTransaction(transaction)
    case .animate, .animateKeyframes, .animator, .animatorControl, .set, .transition, .transitionFrom,
      .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack,
      .exchangeSubviews, .sound:
      preconditionFailure("runLayerStep runs layer steps only, not '\(action.name)'")
    }
  }

  /// `CATransaction.begin()`, the settings, the changes, `commit()`; the completion steps are scheduled
  /// when the animations the transaction added have all stopped.
  private func runTransaction(_ transaction: TransactionBlock) {
    Transaction.begin()
    if let duration = transaction.duration { Transaction.setAnimationDuration(duration) }
    if let function = transaction.timingFunction { Transaction.setAnimationTimingFunction(function) }
    if transaction.disableActions { Transaction.setDisableActions(true) }
    if !transaction.completion.isEmpty {
      let steps = transaction.completion
      Transaction.setCompletionBlock { [weak self] in self?.complete(steps, finished: true) }
    }
    runItems(transaction.changes)
    Transaction.commit()
  }

  /// Sets the change's values on the layer (or each layer of the class) it names, in the order written;
  /// a standalone layer animates them implicitly by the current transaction.
  func apply(_ change: LayerChange) {
    for layer in layers(of: change, reporting: true) {
      for (property, value) in change.values {
        guard property.layerKinds.contains(layer.kind) else {
          report(
            "'\(property.name)' is a key of \(property.layerKinds.map(\.rawValue).joined(separator: " and ")) "
              + "layers, not of '\(layer.id ?? "?")', a \(layer.kind.rawValue) layer", at: change.source)
          continue
        }
        layer.setValue(value, for: property)
      }
      if let frame = change.frame { layer.frame = frame }
    }
  }

  /// The layers a change names now: its layer, or each layer of its class in id order.
  func layers(of change: LayerChange, reporting: Bool = false) -> [Layer] {
    if let selector = change.selector {
      return layersByID.values.filter { $0.classes.contains(selector) }.sorted { $0.id! < $1.id! }
    }
    if !reporting { return layersByID[change.layer.id].map { [$0] } ?? [] }
    return lookUpLayer(change.layer).map { [$0] } ?? []
  }

  /// The layer an id names now, or nil (reported) when it does not exist yet.
  func lookUpLayer(_ reference: LayerReference) -> Layer? {
    if let layer = layersByID[reference.id] { return layer }
    // Checking a script, a view's id here was reported by the decoder.
    if declarations == nil || (declarations?[reference.id] != nil && viewsByID[reference.id] == nil) {
      report(
        "layer '\(reference.id)' does not exist yet \(HierarchyMessages.time(now))", at: reference.source)
    }
    return nil
  }

  private func insert(_ layer: Layer, _ position: LayerInsertPosition) {
    switch position {
    case .index(let index, let into):
      if let view = viewsByID[into.id] {
        view.layer.insertSublayer(layer, at: index)
      } else if let container = lookUpLayer(into) {
        container.insertSublayer(layer, at: index)
      }
    case .above(let reference), .below(let reference):
      guard let sibling = lookUpLayer(reference), sibling !== layer else { return }
      let above = if case .above = position { true } else { false }
      if let superlayer = sibling.superlayer {
        if above {
          superlayer.insertSublayer(layer, above: sibling)
        } else {
          superlayer.insertSublayer(layer, below: sibling)
        }
      } else if let view = sibling.hostView {
        if above {
          view.layer.insertSublayer(layer, above: sibling)
        } else {
          view.layer.insertSublayer(layer, below: sibling)
        }
      } else {
        report(
          "layer '\(reference.id)' has no superlayer \(HierarchyMessages.time(now))", at: reference.source)
      }
    }
  }
}

extension TimelinePlayer {
  /// The animation an `addAnimation` step adds, with its completion steps, timed from `localTime`.
  fileprivate func makeAnimation(_ added: AddedAnimation, localTime: Double) -> LayerAnimation {
    let animation = added.animation.makeAnimation(localTime: localTime)
    if !added.completion.isEmpty {
      let steps = added.completion
      animation.completion = { [weak self] finished in self?.complete(steps, finished: finished) }
    }
    return animation
  }

  /// `addAnimation` on a view's id: an explicit animation of its backing layer, which may animate only the
  /// key paths the layer shows from the view, and needs a value to start or end at (Flipbook keeps no
  /// previous value of a view's properties for an animation with none).
  fileprivate func addAnimation(_ added: AddedAnimation, toLayerOf view: View) {
    guard added.animation.kind != .transition else {
      return report(
        "a view's own layer ('\(added.layer.id)') takes no layer transition: use a \"transition\" step, as "
          + "UIView.transition(with:) does", at: added.animation.source)
    }
    for part in added.parts {
      guard let keyPath = part.keyPath else { continue }
      guard BackingLayer.animates(keyPath) else {
        let names = LayerProperty.allCases.filter(LayerValues.viewProperties.contains).map(\.name)
        report(
          "'\(keyPath)' is not a key path of a view's layer ('\(added.layer.id)'); a view's layer animates "
            + names.joined(separator: ", ") + " and their parts", at: part.source)
        return
      }
      if part.kind == .basic || part.kind == .spring, part.from == nil, part.to == nil, part.by == nil {
        report(
          "an animation of a view's layer ('\(added.layer.id)') needs 'from', 'to' or 'by'", at: part.source)
        return
      }
    }
    view.layer.add(makeAnimation(added, localTime: now), forKey: added.animation.key)
  }
}
