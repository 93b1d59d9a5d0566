import Flipbook

extension TimelinePlayer {
  /// Creates the views of `tree`, configured and linked, and returns the top-level ones (not yet in any
  /// superview). Each view is configured before it gets subviews, so no autoresizing happens on the way.
  /// Works without recursion, for trees of any depth; subtrees are linked bottom-up so that the engine's
  /// cycle check (a walk up from the new superview) stays short.
  func makeViews(_ tree: ViewTree) -> [View] {
    var views: [View] = []
    views.reserveCapacity(tree.views.count)
    for spec in tree.views {
      let view = Self.makeView(spec)
      if let settings = spec.stack {
        hasStacks = true
        if declarations != nil, let stack = view as? ScriptStackView {
          let name = spec.id.map { " '\($0)'" } ?? ""
          stack.reportNonFinite = { [weak self] problem in
            self?.report("laying out the stack\(name): \(problem)", at: settings.source)
          }
        }
      }
      if declarations != nil, let problem = FiniteCheck.nonFiniteValue(in: view.modelValues) {
        report(problem, at: spec.source)
      }
      if let id = spec.id {
        register(view, id: id)
        imagePaths[id] = spec.image?.path
      }
      if !spec.classes.isEmpty { classesByView[ObjectIdentifier(view)] = spec.classes }
      for layerSpec in spec.layers { view.layer.insertSublayer(makeLayer(layerSpec), at: Int.max) }
      if let maskSpec = spec.mask { view.layer.mask = makeLayer(maskSpec) }
      if let split = spec.textSplit, let label = view as? Label { makePieces(of: label, split, id: spec.id) }
      views.append(view)
    }
    for index in tree.views.indices.reversed() {
      for child in tree.views[index].subviews { views[index].addSubview(views[child]) }
    }
    return tree.roots.map { views[$0] }
  }

  /// Splits `label` into the pieces its document laid out, each a subview with its id (`id/char0`, …)
  /// and classes.
  private func makePieces(of label: Label, _ split: TextSplitSpec, id: String?) {
    let classes = split.pieceClasses
    for (index, piece) in label.split(into: split.pieces).enumerated() {
      if let id { register(piece, id: split.split.pieceID(label: id, index: index)) }
      classesByView[ObjectIdentifier(piece)] = classes
    }
  }

  /// One view with the spec's properties (geometry first: `frame`, then `center`, then `bounds`): a `Label`
  /// when the spec has `text`, an `ImageView` when it has `image`, a `StackView` when it has `stack`, else a
  /// plain `View`.
  static func makeView(_ spec: ViewSpec) -> View {
    let frame = spec.frame ?? .zero
    let view: View
    if let text = spec.text {
      let label = spec.sizesToFit ? FittingLabel(frame: frame) : Label(frame: frame)
      label.apply(text)
      view = label
    } else if let image = spec.image {
      let imageView = spec.sizesToFit ? FittingImageView(frame: frame) : ImageView(frame: frame)
      imageView.image = image.image
      view = imageView
    } else if let settings = spec.stack {
      let stack = ScriptStackView(frame: frame)
      stack.axis = StackSettings.defaultAxis
      settings.apply(to: stack)
      stack.sizesToFit = spec.sizesToFit
      view = stack
    } else {
      view = View(frame: frame)
    }
    view.contentMode = spec.contentMode
    if let center = spec.center { view.center = center }
    if let bounds = spec.bounds { view.bounds = bounds }
    view.setValues(spec.values, for: AnimatableProperty.namedByKey)  // the geometry is set above
    // After the geometry, as `view.layer.anchorPoint = …` after `UIView(frame:)`: the frame moves.
    view.layer.anchorPoint = spec.anchorPoint
    view.layer.zPosition = spec.zPosition
    view.isHidden = spec.isHidden
    view.clipsToBounds = spec.clipsToBounds
    view.tag = spec.tag
    view.autoresizingMask = spec.autoresizingMask
    view.autoresizesSubviews = spec.autoresizesSubviews
    return view
  }

  /// The view named by `reference`, or nil (recorded) if it does not exist now.
  func lookUp(_ reference: ViewReference) -> View? {
    if let view = viewsByID[reference.id] { return view }
    if declarations != nil && layersByID[reference.id] != nil { return nil }  // a layer: the decoder said so
    if let declarations {
      // Checking a script: ids the document never declares were reported by the decoder.
      guard let declaration = declarations[reference.id] else { return nil }
      report(
        HierarchyMessages.notYetCreated(reference.id, at: now, declaredAt: declaration.location),
        at: reference.source)
    } else {
      report(HierarchyMessages.notYetCreated(reference.id, at: now, declaredAt: nil), at: reference.source)
    }
    return nil
  }

  /// Sets the change's properties on the views it names, in the documented order. Inside an animation block
  /// the animatable ones animate; outside, they apply at once and cancel running animations of those
  /// properties.
  func apply(_ change: Change) {
    for targeted in prepare(change) { apply(targeted) }
  }

  /// Sets a change readied for one view.
  func apply(_ targeted: TargetedChange) {
    let (view, change) = (targeted.view, targeted.change)
    let before = declarations != nil ? view.modelValues : nil
    defer {
      if let before, let problem = FiniteCheck.nonFiniteChange(from: before, to: view.modelValues) {
        report(problem, at: change.source)
      }
    }
    // Looked up only when a message or an image path needs it (a dictionary lookup per change otherwise).
    var name: String { id(of: view) ?? change.view.id }
    if declarations != nil, let stack = view.superview as? StackView {
      for (key, given) in [("frame", change.frame != nil), ("center", change.center != nil)] where given {
        report(
          StackMessages.overriddenByLayout(key, view: name, stack: id(of: stack)),
          at: change.source,
          severity: .warning)
      }
    }
    if let frame = change.frame { view.frame = frame }
    if let center = change.center { view.center = center }
    if let bounds = change.bounds { view.bounds = bounds }
    for assignment in change.values { view.setValue(assignment.value, for: assignment.property) }
    if let hidden = change.isHidden { view.isHidden = hidden }
    if let clips = change.clipsToBounds { view.clipsToBounds = clips }
    if let tag = change.tag { view.tag = tag }
    if let mode = change.contentMode { view.contentMode = mode }
    if let point = change.anchorPoint { view.layer.anchorPoint = point }
    if let z = change.zPosition { view.layer.zPosition = z }
    if let settings = change.stack {
      if let stack = view as? StackView {
        settings.apply(to: stack)
      } else {
        report(Self.wrongKind("stack", view: name, is: view), at: settings.source)
      }
    }
    if let image = change.image {
      if let imageView = view as? ImageView {
        imageView.image = image.image
        imagePaths[name] = image.path
      } else {
        report(Self.wrongKind("image", view: name, is: view), at: image.source)
      }
    }
    if let text = change.text {
      if let label = view as? Label, label.isSplit {
        report(
          "cannot set 'text' on label '\(name)', which is split into pieces: animate its pieces, or use "
            + "another label", at: change.textSource ?? change.source)
      } else if let label = view as? Label {
        label.apply(text)
      } else {
        report(Self.wrongKind("text", view: name, is: view), at: change.textSource ?? change.source)
      }
    }
  }

  /// The message for setting `image` or `text` on a view made without it.
  static func wrongKind(_ key: String, view id: String, is view: View) -> String {
    let kind =
      view is ImageView
      ? "an image view" : view is Label ? "a label" : view is StackView ? "a stack" : "a plain view"
    return
      "cannot set '\(key)' on view '\(id)', which is \(kind): only a view created with '\(key)' can change it"
  }
}

extension TimelinePlayer {
  /// Warns, once per label, about one-line labels whose text is cut at frame 0 ("…" where the text goes on):
  /// the width the text needs, by the window's text measurer, and the width the label has.
  func warnAboutCutText() {
    var pending: [View] = [window]
    while let view = pending.popLast() {
      pending += view.subviews.reversed()
      guard let label = view as? Label, label.numberOfLines == 1, label.textContent != nil,
        let id = id(of: label), let source = declarations?[id]
      else { continue }
      let needed = label.sizeThatFits(.zero).width
      let has = label.bounds.width
      // Measured widths are whole points: a label within a point of its text is not cut.
      guard needed > has.rounded(.up) else { continue }
      report(
        "label '\(id)' needs \(JSONWriter.formatNumber(needed)) pt but has \(JSONWriter.formatNumber(has)) pt: its "
          + "text is cut with \"…\" (widen its frame, or give it \"sizeToFit\": true)",
        at: source, severity: .warning)
    }
  }
}
