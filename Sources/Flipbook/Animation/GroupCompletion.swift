/// What happens when a group ends: its block's completion and the begin/commit delegate.
@MainActor
final class GroupCompletion {
  var completion: ((Bool) -> Void)?
  var delegate: (any AnimationDelegate)?
  var animationID: String?
  var context: Any?

  init(
    completion: ((Bool) -> Void)?, delegate: (any AnimationDelegate)?, animationID: String?,
    context: Any?
  ) {
    self.completion = completion
    self.delegate = delegate
    self.animationID = animationID
    self.context = context
  }

  func willStart() { delegate?.animationWillStart(animationID, context: context) }

  func didStop(finished: Bool) {
    delegate?.animationDidStop(animationID, finished: finished, context: context)
    completion?(finished)
  }
}
