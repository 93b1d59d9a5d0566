import FlipbookGeometry
import FlipbookTiming

extension Animator {
  /// Evaluates every live group's timing once, then every track from its group's eased progress.
  func evaluate(at t: Double) {
    let n = groups.capacity
    groups.timing.withUnsafeBufferPointer { timing in
      groups.state.withUnsafeBufferPointer { state in
        groups.eased.withUnsafeMutableBufferPointer { eased in
          for g in 0..<n where state[g] == .live {
            eased[g] = timing[g].progress(at: t) ?? 1
          }
        }
      }
    }
    evaluate(&centers)
    evaluate(&bounds)
    evaluate(&transforms)
    evaluate(&alphas)
    evaluate(&colors)
    evaluate(&stretches)
    if !transitions.isEmpty { dropEndedTransitions() }
  }

  private func evaluate<V: Interpolatable>(_ table: inout TrackTable<V>) {
    let count = table.count
    guard count > 0 else { return }
    var endedTracks = 0
    groups.state.withUnsafeBufferPointer { state in
      groups.eased.withUnsafeBufferPointer { eased in
        table.group.withUnsafeBufferPointer { group in
          table.from.withUnsafeBufferPointer { from in
            table.to.withUnsafeBufferPointer { to in
              table.value.withUnsafeMutableBufferPointer { value in
                for i in 0..<count {
                  let g = Int(group[i])
                  if state[g] == .ended {
                    endedTracks += 1
                    continue
                  }
                  value[i] = from[i].interpolated(to: to[i], fraction: eased[g])
                }
              }
            }
          }
        }
      }
    }
    if endedTracks > 0 { dropEndedTracks(&table) }
  }

  private func dropEndedTracks<V: Interpolatable>(_ table: inout TrackTable<V>) {
    var i = 0
    while i < table.count {
      let g = table.group[i]
      if groups.state[Int(g)] == .ended {
        table.remove(at: i)
        releaseTrack(of: g)
      } else {
        i += 1
      }
    }
  }

  /// A track stopped referring to group `g`; frees the group once it has ended and has no tracks left.
  func releaseTrack(of g: Int32) {
    let i = Int(g)
    groups.trackCount[i] -= 1
    if groups.trackCount[i] == 0 && groups.state[i] == .ended { groups.free(g) }
  }

  /// The presentation value of track `i` at the current time, computed directly (not from the last step).
  func currentValue<V: Interpolatable>(_ table: TrackTable<V>, _ i: Int, model: V) -> V {
    let g = Int(table.group[i])
    switch groups.state[g] {
    case .live:
      guard let p = groups.timing[g].progress(at: now) else { return model }
      return table.from[i].interpolated(to: table.to[i], fraction: p)
    case .recording: return table.from[i]
    case .ended, .free: return model
    }
  }
}
