import TabBarCore
import TabBarLoading
import TabBarReview

/// `A` while recording: asserts of what the window shows now go into the script being
/// recorded — the selected item, the depth and the page on top — with a screenshot assert
/// whose reference is written beside the script at once.
extension WindowDriver {
    func recordAsserts(at host: Double) {
        guard var recorder, let path = recordPath else { return }
        let now = animationTime(host)
        recordedShots += 1
        let base = FileSystem.fileName(of: path)
        let stem = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        let name = "\(stem)-\(recordedShots).png"
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
            try writeOffscreenScreenshot(to: reference, at: now)
            asserts.append(#"{"assert": {"screenshot": {"path": \#(ScriptJSON.string(name))}}}"#)
        } catch {
            Console.error("record: cannot write \(reference): \(error)")
        }
        recorder.insert(asserts: asserts, at: host, isMoving: controller.isAnimating(at: now))
        self.recorder = recorder
        trace.write(.recordedAsserts(count: asserts.count - hover.count, screenshot: reference))
    }
}
