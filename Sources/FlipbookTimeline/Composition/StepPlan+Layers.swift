import Flipbook
import FlipbookTiming

extension StepPlan {
  /// The block of an explicit animation added now: from its `delay` for its active duration on its own
  /// time scale (`duration` 0 is the transaction's, `transactionDuration`).
  static func block(of animation: LayerAnimationSpec, transactionDuration: Double) -> Block {
    let timing = animation.mediaTiming(transactionDuration: transactionDuration)
    let length = timing.speed > 0 ? timing.activeDuration / timing.speed : .infinity
    return Block(delay: animation.delay, length: length, animates: true)
  }

  /// The blocks of the layer items of a `set`, a block's changes or a transaction, starting `start`
  /// seconds after the step: an implicit animation of the transaction's duration for the layer changes
  /// that set an animatable property (none when actions are disabled), and each added animation's.
  mutating func addLayerItems(
    _ items: [BlockItem], at start: Double, transaction: TransactionBlock?, targets: Targets
  ) {
    let duration = transaction?.duration ?? Transaction.defaultDuration
    let implicit =
      !(transaction?.disableActions ?? false)
      && items.contains { item in
        guard case .layerChange(let change) = item else { return false }
        return targets.layerChangeAnimates(change)
      }
    if implicit { blocks.append(Block(delay: start, length: duration, animates: duration > 0)) }
    for case .step(let step) in items {
      switch step.action {
      case .addAnimation(let added):
        if !added.changes.isEmpty {
          // A transition's changes are made in a transaction of their own that disables actions.
          var quiet = TransactionBlock(source: added.animation.source)
          quiet.duration = transaction?.duration
          quiet.disableActions = true
          addLayerItems(added.changes, at: start, transaction: quiet, targets: targets)
        }
        guard targets.layerInWindow(added.layer) else { continue }
        var block = Self.block(of: added.animation, transactionDuration: duration)
        block.delay += start
        blocks.append(block)
      case .transaction(let nested):
        addLayerItems(nested.changes, at: start, transaction: nested, targets: targets)
      case .animate, .animateKeyframes, .animator, .animatorControl, .set, .transition, .transitionFrom,
        .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack,
        .exchangeSubviews, .sound, .addSublayer, .insertSublayer, .removeFromSuperlayer, .removeAnimation,
        .removeAllAnimations:
        break
      }
    }
  }
}

extension LayerChange {
  /// Whether it sets a property that a standalone layer animates implicitly (`frame` moves `position` and
  /// `bounds`).
  var animatesImplicitly: Bool { frame != nil || values.contains { $0.property.animatesImplicitly } }
}
