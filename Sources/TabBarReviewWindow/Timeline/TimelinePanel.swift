import TabBarCairo
import TabBarCore
import TabBarLoading
import TabBarReview

/// The timeline panel's state on the window's side: whether it is open and where it docks,
/// the configuration text it edits and what the file holds, the interaction it plays, and
/// the inputs of that interaction still to give. Its model, layout and drawing are
/// `TabBarReview`'s (`TimelineModel`, `TimelineLayout`, `TimelineScene`); `TimelinePlugin`
/// joins them to the window.
final class TimelinePanel {
    var isOpen = false
    var model = TimelineModel()
    var recorder = TimelineRecorder()
    /// Where the panel docks and the bar's area it was opened beside.
    var dock = TimelineLayout.Dock.beside
    var barViewport = Size.defaultWindow
    /// The window size asked for when the panel opened or closed, in device pixels.
    var requestedWindow: (width: Int, height: Int)?
    /// The configuration's text with the panel's edits; nil without a file (edits are off).
    var document: ConfigDocument?
    /// The file's text when it was read or last saved.
    var saved: ConfigDocument?
    /// The keys edited since the last save.
    var editedKeys: Set<String> = []
    /// Inputs of the interaction still to give, as the clock reaches them (after a replay or
    /// a scrub).
    var pending: [TimelineTake.Input] = []
    /// The panel gives the controller inputs: they are not a new interaction.
    var isFeeding = false
    /// A scrub paused the clock: the next press or key for the bar plays on.
    var isHeldByScrub = false
    /// The interaction whose lanes were sampled, by its start.
    var sampledOrigin: Double?
    /// Whether the rows at rest were traced.
    var rowsTraced = false
    /// Makes the window `width`×`height` device pixels.
    let resizeWindow: (Int, Int) -> Void

    init(resizeWindow: @escaping (Int, Int) -> Void) {
        self.resizeWindow = resizeWindow
    }

    /// Edits not yet saved.
    var unsavedEdits: Int { document == saved ? 0 : max(editedKeys.count, 1) }

    /// Reads the configuration file at `path` as the text to edit; a file that cannot be read
    /// or parsed leaves edits off, with the reason on the message line.
    func load(_ path: String) {
        do {
            let bytes = try InputFile.read(path, limit: ConfigurationFile.maximumFileBytes)
            document = try ConfigDocument(bytes: bytes)
            saved = document
        } catch {
            document = nil
            saved = nil
            model.say("\(FileSystem.fileName(of: path)): \(error); edits are off", isError: true)
        }
        editedKeys = []
    }

    /// A new interaction's rows start afresh, and are sampled and traced again once at rest.
    func startRows() {
        model.startRows()
        sampledOrigin = nil
        rowsTraced = false
    }
}
