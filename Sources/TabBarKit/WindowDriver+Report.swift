import TabBarCairo
import TabBarCore
import TabBarLoading
import TabBarReview

extension WindowDriver {
    /// `--report`: the script's asserts as JUnit XML; false (with a line on stderr) when it cannot be written.
    func writeReport(to path: String) -> Bool {
        write(
            (finishedReport ?? script?.report ?? ScriptReport(suite: "tabbar script")).xml(), to: path,
            option: "--report")
    }

    /// `--record`: the session as a QA script, its last wait ending at host time `end`.
    func writeRecording(to path: String, at end: Double) -> Bool {
        guard let recorder else { return true }
        trace.write(.recorded(path: path, steps: recorder.stepCount))
        return write(recorder.json(endingAt: end), to: path, option: "--record")
    }

    private func write(_ text: String, to path: String, option: String) -> Bool {
        do throws(OutputFileError) {
            try FileSystem.write(text, to: path)
            return true
        } catch {
            Console.error("\(option) \(path): cannot write: \(error.reason)")
            return false
        }
    }
}
