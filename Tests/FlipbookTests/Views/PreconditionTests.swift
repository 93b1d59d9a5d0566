import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Misuse that UIKit forbids traps (a precondition failure). Each case runs in a child process through
/// Swift Testing's exit tests; `isDescendant(of:)` is the guard that catches cycles.
@MainActor
@Suite(.checksEngineInvariants) struct PreconditionTests {
  @Test func addingAViewToItselfTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let v = View()
        v.addSubview(v)
      }
    }
  }

  @Test func addingAViewToItsDescendantTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let parent = View()
        let child = View()
        let grandchild = View()
        parent.addSubview(child)
        child.addSubview(grandchild)
        grandchild.addSubview(parent)
      }
    }
  }

  @Test func insertingAtANegativeIndexTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { View().insertSubview(View(), at: -1) }
    }
  }

  @Test func exchangingOutOfRangeTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let v = View()
        v.addSubview(View())
        v.exchangeSubview(at: 0, withSubviewAt: 1)
      }
    }
  }

  @Test func addingAWindowAsASubviewTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { View().addSubview(TestWindow(frame: .zero)) }
    }
  }

  /// What the preconditions rely on: the would-be superview descends from the view being added.
  @Test func isDescendantDetectsTheCycles() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    #expect(child.isDescendant(of: parent))  // parent.insert into child would make a cycle
    #expect(parent.isDescendant(of: parent))  // and so would adding a view to itself
    #expect(child.subviews.isEmpty && parent.superview == nil)
  }

  @Test func legalMovesDoNotTrap() {
    let a = View()
    let b = View()
    let c = View()
    a.addSubview(b)
    b.addSubview(c)
    a.addSubview(c)  // a grandchild may become a child
    c.addSubview(b)  // and a former parent may go under it
    #expect(b.superview === c && c.superview === a)
  }
}
