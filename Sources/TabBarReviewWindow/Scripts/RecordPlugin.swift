import TabBarCore
import TabBarKit
import TabBarLoading
import TabBarOutput
import TabBarReview

/// `--record FILE.json`: what the person does, as a QA script written on exit. `A` while
/// recording adds asserts of what the window shows now — the selected item, the depth and
/// the page on top — with a screenshot assert whose reference is written beside the script
/// at once.
final class RecordPlugin: WindowPlugin {
    unowned let session: ReviewSession
    private var recorder = ScriptRecorder(start: 0)
    /// Where the script goes.
    private let path: String
    /// Screenshot references `A` wrote.
    private var shots = 0

    init(session: ReviewSession, path: String) {
        self.session = session
        self.path = path
    }

    private var controller: TabBarController { session.controller }

    /// Records `event` (or takes `A`), before anyone handles it.
    func intercept(_ event: InputEvent, at host: Double) -> Bool {
        if case .key(.character("A"), _) = event {
            recordAsserts(at: host)
            return true
        }
        let controller = self.controller
        let moving = controller.isAnimating(at: session.animationTime(host))
        recorder.record(event, at: host, item: { controller.layout.item(at: $0) }, isMoving: moving)
        return false
    }

    func inputHandled(at host: Double) {
        recorder.settle(isMoving: controller.isAnimating(at: session.animationTime(host)))
    }

    /// The session as a QA script into `file`, its last wait ending at host time `end`.
    func write(to file: OutputFile, at end: Double) -> Bool {
        session.trace.write(.recorded(path: file.path, steps: recorder.stepCount))
        let moving = controller.isAnimating(at: session.animationTime(end))
        return ReviewOutput.write(recorder.json(endingAt: end, isMoving: moving), to: file, option: "--record")
    }

    private func recordAsserts(at host: Double) {
        let now = session.animationTime(host)
        shots += 1
        let base = FileSystem.fileName(of: path)
        let stem = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        let name = "\(stem)-\(shots).png"
        let reference = FileSystem.directory(of: path) + "/" + name
        // The pointer's hover shows in the frame: the replay hovers there too.
        let hover = controller.hoveredItem.map { [#"{"hover": {"item": \#($0)}}"#] } ?? []
        var asserts =
            hover + [
                #"{"assert": {"selected": \#(controller.selectedIndex)}}"#,
                #"{"assert": {"depth": \#(controller.navigator.shownDepth)}}"#,
            ]
        if let title = controller.topPageTitle {
            asserts.append(#"{"assert": {"page": \#(ScriptJSON.string(title))}}"#)
        }
        do {
            try session.writeOffscreenScreenshot(to: reference, at: now)
            asserts.append(#"{"assert": {"screenshot": {"path": \#(ScriptJSON.string(name))}}}"#)
        } catch {
            Console.error("record: cannot write \(reference): \(error)")
        }
        recorder.insert(asserts: asserts, at: host, isMoving: controller.isAnimating(at: now))
        session.trace.write(.recordedAsserts(count: asserts.count - hover.count, screenshot: reference))
    }
}
