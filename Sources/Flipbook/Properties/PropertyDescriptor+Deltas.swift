import FlipbookGeometry

/// The delta-track operations of a descriptor (additive interruption); a property without ``DeltaAccess``
/// never has delta tracks, so these are never called for it.
extension PropertyDescriptor {
  @MainActor
  func group(ofDelta i: Int32, in animator: Animator) -> Int32 {
    guard let delta else { preconditionFailure("\(property) has no delta tracks") }
    return animator.deltas[keyPath: delta.table].group[Int(i)]
  }

  @MainActor
  func cancelDelta(_ i: Int32, in animator: Animator) {
    guard let delta else { preconditionFailure("\(property) has no delta tracks") }
    let g = animator.deltas[keyPath: delta.table].group[Int(i)]
    animator.deltas[keyPath: delta.table].remove(at: Int(i))
    animator.detachTrack(from: g)
  }

  @MainActor
  func applyStepDelta(ofTrack i: Int32, in animator: Animator, to values: inout AnimatableValues) {
    guard let delta else { return }
    let table = animator.deltas[keyPath: delta.table]
    guard animator.isAnimating(group: table.group[Int(i)]) else { return }
    values[keyPath: model] = fromTrack(delta.plus(toTrack(values[keyPath: model]), table.value[Int(i)]))
  }

  @MainActor
  func applyCurrentDelta(ofTrack i: Int32, in animator: Animator, to values: inout AnimatableValues) {
    guard let delta, let term = animator.currentTerm(animator.deltas[keyPath: delta.table], Int(i)) else {
      return
    }
    values[keyPath: model] = fromTrack(delta.plus(toTrack(values[keyPath: model]), term))
  }

  @MainActor
  func checkDelta(_ i: Int32, of view: View, in animator: Animator) {
    guard let delta else { preconditionFailure("\(property) has no delta tracks but a view lists one") }
    let table = animator.deltas[keyPath: delta.table]
    precondition(Int(i) < table.count, "\(property): delta track \(i) out of range")
    precondition(table.owner[Int(i)] === view, "\(property): delta track \(i) belongs to another view")
    precondition(
      table.property[Int(i)] == property, "\(property): delta track \(i) animates another property")
  }
}
