import FlipbookGeometry

extension Layer {
  /// The motion of `transition` added now: the layer's subtree as presented at `parentTime`, without the
  /// transitions in flight in it (a before-picture never holds another, so pictures never nest).
  func beforePicture(_ transition: LayerTransition, parentTime: Double) -> LayerAnimationRecord.Motion {
    var nodes: [LayerNode] = []
    var particles = ParticleBuffer()
    var work: [LayerWalkItem] = []
    appendSnapshot(to: &nodes, particles: &particles, parentTime: parentTime, work: &work)
    for i in nodes.indices { nodes[i].transition = nil }
    // The mask follows the subtree and masks the whole transition, old and new alike: it is not kept.
    nodes.removeSubrange(min(Int(nodes[0].subtreeEnd), nodes.count)...)
    nodes[0].mask = nil
    return .transition(transition.type, transition.subtype, before: nodes, particles: particles)
  }

  /// The transition showing at the layer's local time `local` (the last added of those active), or nil.
  func transitionSnapshot(atLocalTime local: Double) -> LayerTransitionSnapshot? {
    for record in animations.reversed() {
      guard case .transition(let type, let subtype, let before, let particles) = record.motion,
        let (fraction, _) = record.timing.phase(atParentTime: local)
      else { continue }
      let progress = min(max(record.curve?.value(at: fraction) ?? fraction, 0), 1)
      return LayerTransitionSnapshot(
        type: type, subtype: subtype, progress: progress, before: before, particles: particles)
    }
    return nil
  }
}
