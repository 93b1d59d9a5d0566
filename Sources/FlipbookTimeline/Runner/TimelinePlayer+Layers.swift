import Flipbook

extension TimelinePlayer {
  /// The layer a spec describes, with its sublayers and mask; its animations wait in
  /// `pendingLayerAnimations` until the layer is in the window (they are timed from then).
  func makeLayer(_ spec: LayerSpec) -> Layer {
    // Iterative: a pending (spec, parent) list, so deep layer trees use no stack.
    let root = Self.layer(of: spec)
    var pending: [(LayerSpec, Layer)] = [(spec, root)]
    while let (spec, layer) = pending.popLast() {
      if let id = spec.id { layersByID[id] = layer }
      if !spec.animations.isEmpty { pendingLayerAnimations.append((layer, spec.animations)) }
      for sub in spec.sublayers {
        let child = Self.layer(of: sub)
        layer.addSublayer(child)
        pending.append((sub, child))
      }
      if let maskSpec = spec.mask.first {
        let mask = Self.layer(of: maskSpec)
        layer.mask = mask
        pending.append((maskSpec, mask))
      }
    }
    return root
  }

  private static func layer(of spec: LayerSpec) -> Layer {
    let layer: Layer =
      switch spec.kind {
      case .layer: Layer()
      case .shape: ShapeLayer()
      case .gradient: GradientLayer()
      case .transform: TransformLayer()
      case .replicator: ReplicatorLayer()
      case .emitter: EmitterLayer(cells: spec.emitterCells)
      }
    layer.id = spec.id
    layer.classes = spec.classes
    Transaction.begin()
    Transaction.setDisableActions(true)
    layer.setValues(spec.values)
    Transaction.commit()
    return layer
  }

  /// Adds the animations of layers made since the last call, now that they are in the window.
  func startPendingLayerAnimations() {
    guard !pendingLayerAnimations.isEmpty else { return }
    let pending = pendingLayerAnimations
    pendingLayerAnimations = []
    for (layer, animations) in pending {
      let now = layer.localTime(atGlobalTime: window.time)
      for spec in animations { layer.add(spec.makeAnimation(localTime: now), forKey: spec.key) }
    }
  }
}
