import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarLoading
import TabBarReview

/// Edits from the panel: each rewrites one value of the configuration's text in memory,
/// goes through the decoder as the file would (refused with the decoder's own message), and
/// replays at once; `S` writes the text back, changing only the edited values' bytes.
extension TimelinePlugin {
    /// Sets row `row`'s key for `property` to `value`, and plays the interaction again with it.
    func edit(row: Int, property: MotionBinding.Property, value: Double, at host: Double) {
        guard let binding = bindings()[row]?.first(where: { $0.property == property }) else { return }
        edit(
            row: row, path: binding.path, literal: ConfigDocument.literal(value, decimals: binding.decimals), at: host)
    }

    /// Sets the key at `path` to the JSON text `literal` (row `row`'s) and plays the
    /// interaction again with it; refused, in the decoder's words, when the decoder refuses it.
    func edit(row: Int, path: ConfigKeyPath, literal: String, at host: Double) {
        guard let reloader, let document = panel.document else {
            panel.model.say("Edits need a configuration file: open the window with --config FILE.", isError: true)
            return
        }
        let fields: [TimelineTrace.Field] = [.init("key", .text(path.description)), .init("value", .text(literal))]
        guard let edited = document.setting(path, to: literal) else {
            panel.model.say("\(path) cannot be written into this file.", isError: true)
            traceAction("refuse", fields + [.init("reason", .text("no place for the key"))])
            return
        }
        let selected = panel.recorder.shown?.snapshot?.selectedIndex ?? controller.selectedIndex
        let next: TabBarController
        do {
            next = try reloader.controller(
                editing: edited.bytes, selected: selected, viewport: controller.layout.viewport, renderer: renderer)
        } catch {
            panel.model.say("\(error)", isError: true)
            traceAction("refuse", fields + [.init("reason", .text("\(error)"))])
            return
        }
        panel.document = edited
        panel.editedKeys.insert(path.description)
        adopt(next)
        traceAction("edit", rowFields(row) + fields)
        panel.model.say("\(path) \(literal) — S saves it to \(FileSystem.fileName(of: reloader.path)).")
        replay(at: host)
    }

    /// `next` replaces the controller: the interaction shown starts from its state (the tab
    /// it was played from, at rest).
    func adopt(_ next: TabBarController) {
        controller = next
        hookController()
        pipeline.invalidate()
        if var take = panel.recorder.shown, take.snapshot != nil {
            take.snapshot = next.snapshot()
            panel.recorder.show(take)
        }
    }

    /// `S`: writes the edited text over the configuration file; false (with a line on stderr
    /// and on the message line, the edits kept) when it cannot.
    @discardableResult
    func save() -> Bool {
        guard let path = reloader?.path, let document = panel.document else {
            panel.model.say("Nothing to save: the window has no configuration file.", isError: true)
            return false
        }
        guard panel.unsavedEdits > 0 else {
            panel.model.say("No unsaved edits.")
            return true
        }
        let edits = panel.unsavedEdits
        do throws(FileFailure) {
            try ConfigWriteBack.write(document.bytes, to: path)
        } catch {
            let line = "\(error); the edits stay in memory"
            Console.error("timeline: " + line)
            panel.model.say(line, isError: true)
            traceAction("save-failed", [.init("path", .text(path)), .init("reason", .text(error.reason))])
            return false
        }
        panel.saved = document
        panel.editedKeys = []
        panel.model.say("Saved \(edits) edit\(edits == 1 ? "" : "s") to \(FileSystem.fileName(of: path)).")
        traceAction("save", [.init("path", .text(path)), .init("edits", .number(Double(edits)))])
        return true
    }

    /// `n` when closing with unsaved edits: back to the file's configuration, and closed.
    func discardEdits() {
        if let reloader, let saved = panel.saved,
            let next = try? reloader.controller(
                editing: saved.bytes, selected: controller.selectedIndex, viewport: controller.layout.viewport,
                renderer: renderer)
        {
            adopt(next)
        }
        panel.document = panel.saved
        panel.editedKeys = []
        traceAction("discard")
        hide()
    }

    /// `--watch` (or the control channel) reloaded the file: the new controller's inputs are
    /// watched; a file that now says what the panel saved keeps the interaction shown, any
    /// other text replaces the panel's (unsaved edits are gone with the old controller).
    func didReload() {
        hookController()
        guard let path = reloader?.path,
            let bytes = try? InputFile.read(path, limit: ConfigurationFile.maximumFileBytes),
            let fresh = try? ConfigDocument(bytes: bytes)
        else { return }
        if fresh == panel.document {
            panel.saved = fresh
            return
        }
        if panel.unsavedEdits > 0 {
            panel.model.say("\(FileSystem.fileName(of: path)) changed on disk: unsaved edits are gone.")
        }
        panel.document = fresh
        panel.saved = fresh
        panel.editedKeys = []
        panel.recorder = TimelineRecorder()
        panel.pending = []
        panel.startRows()
    }
}
