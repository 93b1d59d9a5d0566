import FlipbookTiming

extension MediaTiming.FillMode {
  /// The fill mode that shows the same before the active time and nothing after it.
  var withoutForwards: Self {
    switch self {
    case .removed, .forwards: .removed
    case .backwards, .both: .backwards
    }
  }
}

extension Layer {
  /// Keeps an emitter's ended animations of the values particles are born with, showing nothing after
  /// their end, instead of removing them: the particles born while they ran are computed again on every
  /// frame from the values at their births.
  func keepBirthHistory() {
    for index in animations.indices
    where animations[index].removedOnCompletion && animations[index].keyPath?.property.isReadAtBirth == true
      && hasEnded(animations[index])
    {
      animations[index].removedOnCompletion = false
      animations[index].timing.fillMode = animations[index].timing.fillMode.withoutForwards
      animations[index].group?.fillMode = animations[index].group!.fillMode.withoutForwards
    }
  }
}

extension LayerProperty {
  /// Whether an emitter reads the property's value at each particle's birth (its animations then matter
  /// after they end).
  var isReadAtBirth: Bool { Self.readAtBirth.contains(self) }

  private static let readAtBirth: Set<LayerProperty> = [
    .birthRate, .emitterPosition, .emitterZPosition, .emitterSize,
  ]
}
