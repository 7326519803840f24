import TabBarCore
import TabBarGIF
import TabBarOutput

/// The files a review window writes (`--capture`, `--report`, `--record`), opened before the
/// window is (see `OutputFile`): a folder that cannot be written, a directory or a FIFO that
/// nobody reads is one error line and exit 2 at once, never a session lost at its end. Each is
/// put in place, whole, when the window ends; until then the old file stays as it was.
final class WindowOutputs {
    /// `--capture`: the session's GIF, encoding from the first frame.
    var capture: GIFRecorder?
    /// `--report`: the script's asserts as JUnit XML.
    var report: OutputFile?
    /// `--record`: the session as a QA script.
    var record: OutputFile?

    /// No output.
    init() {}

    /// Opens the outputs `options` name.
    ///
    /// - Throws: `FileFailure` for the first that cannot be opened.
    init(_ options: ReviewWindow.Options) throws(FileFailure) {
        capture = try options.capturePath.map { (path) throws(FileFailure) in try GIFRecorder(path: path) }
        report = try options.reportPath.map { (path) throws(FileFailure) in try OutputFile(path: path) }
        record = try options.recordPath.map { (path) throws(FileFailure) in try OutputFile(path: path) }
    }
}
