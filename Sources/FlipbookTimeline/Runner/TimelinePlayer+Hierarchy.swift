import Flipbook

extension TimelinePlayer {
  /// `addSubview`, `insertSubview`, `removeFromSuperview`, `bringSubviewToFront`, `sendSubviewToBack`,
  /// `exchangeSubviews`. Moves that the engine would refuse are skipped and recorded in `diagnostics`.
  func runHierarchyStep(_ action: StepAction) {
    switch action {
    case .addSubview(let tree, let to):
      let views = makeViews(tree)
      guard let container = lookUp(to) else { return }
      for view in views { container.addSubview(view) }
    case .insertSubview(let inserted, let position):
      runInsert(inserted, position)
    case .removeFromSuperview(let reference):
      guard let view = lookUp(reference), requireSuperview(view, reference) else { return }
      view.removeFromSuperview()
    case .bringSubviewToFront(let reference):
      guard let view = lookUp(reference), requireSuperview(view, reference) else { return }
      view.superview?.bringSubviewToFront(view)
    case .sendSubviewToBack(let reference):
      guard let view = lookUp(reference), requireSuperview(view, reference) else { return }
      view.superview?.sendSubviewToBack(view)
    case .exchangeSubviews(let reference, let i, let j):
      guard let container = lookUp(reference) else { return }
      let count = container.subviews.count
      for index in [i, j] where index >= count {
        report(
          HierarchyMessages.indexOutOfRange(index, in: reference.id, count: count, at: now),
          at: reference.source)
        return
      }
      container.exchangeSubview(at: i, withSubviewAt: j)
    case .animate, .animateKeyframes, .animator, .animatorControl, .set, .transition, .transitionFrom, .sound,
      .addSublayer, .insertSublayer, .removeFromSuperlayer, .addAnimation, .removeAnimation,
      .removeAllAnimations, .transaction:
      preconditionFailure("runHierarchyStep runs hierarchy steps only, not '\(action.name)'")
    }
  }

  private func runInsert(_ inserted: InsertedView, _ position: InsertPosition) {
    switch inserted {
    case .new(let tree):
      // Several new views (a repeat) go in one after the other, in order: each above the one before.
      var previous: View?
      for (offset, (view, spec)) in zip(makeViews(tree), tree.roots.map { tree.views[$0] }).enumerated() {
        let name = spec.id ?? "new view"
        if previous != nil, case .index(let index, let into) = position {
          insert(view, name, .index(index + offset, into: into))
        } else if let previous, let container = previous.superview {
          container.insertSubview(view, aboveSubview: previous)
        } else {
          insert(view, name, position)
        }
        previous = view
      }
    case .existing(let reference):
      guard let found = lookUp(reference) else { return }
      insert(found, reference.id, position)
    }
  }

  private func insert(_ view: View, _ name: String, _ position: InsertPosition) {
    switch position {
    case .index(let index, let into):
      guard let container = lookUp(into), checkNoCycle(view, name, into: container, into) else { return }
      let count = container.subviews.filter { $0 !== view }.count
      guard index <= count else {
        report(HierarchyMessages.indexOutOfRange(index, in: into.id, count: count, at: now), at: into.source)
        return
      }
      container.insertSubview(view, at: index)
    case .above(let sibling, let into), .below(let sibling, let into):
      guard let siblingView = lookUp(sibling) else { return }
      guard siblingView !== view else {
        report(HierarchyMessages.relativeToItself(sibling.id), at: sibling.source)
        return
      }
      guard requireSuperview(siblingView, sibling), let container = siblingView.superview else { return }
      if let into, let named = lookUp(into), named !== container {
        report(HierarchyMessages.notASubview(sibling.id, of: into.id, at: now), at: sibling.source)
        return
      }
      guard checkNoCycle(view, name, into: container, into ?? sibling) else { return }
      if case .above = position {
        container.insertSubview(view, aboveSubview: siblingView)
      } else {
        container.insertSubview(view, belowSubview: siblingView)
      }
    }
  }

  /// Records a view without a superview; returns whether it has one.
  func requireSuperview(_ view: View, _ reference: ViewReference) -> Bool {
    guard view.superview == nil else { return true }
    report(HierarchyMessages.noSuperview(reference.id, at: now), at: reference.source)
    return false
  }

  /// Records putting `view` into itself or its own descendant; returns whether the move is fine.
  func checkNoCycle(_ view: View, _ name: String, into container: View, _ reference: ViewReference) -> Bool {
    guard container.isDescendant(of: view) else { return true }
    let containerName = id(of: container) ?? "its superview"
    report(HierarchyMessages.cycle(name, into: containerName, at: now), at: reference.source)
    return false
  }
}
