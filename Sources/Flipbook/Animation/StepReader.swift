/// What a snapshot reads of the animator's last step: the track tables and the group states, taken once per
/// snapshot. Reading them through the animator instead costs an exclusivity check and a reference count per
/// column per property read, which was most of a snapshot's time.
struct StepReader {
  let tables: TrackTables
  let groupState: [GroupTable.State]

  @MainActor
  init(_ animator: Animator) {
    tables = animator.tables
    groupState = animator.groups.state
  }

  /// Whether group `g` has not ended (its tracks' step values show).
  func isAnimating(group g: Int32) -> Bool { groupState[Int(g)].showsStepValues }
}
