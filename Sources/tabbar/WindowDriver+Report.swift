import Foundation
import TabBarCore

extension WindowDriver {
    /// `--report`: the script's asserts as JUnit XML; false (with a line on stderr) when it cannot be written.
    func writeReport(to path: String) -> Bool {
        do {
            try Data(report.xml().utf8).write(to: URL(fileURLWithPath: path))
            return true
        } catch {
            Console.error("--report \(path): cannot write: \(error.localizedDescription)")
            return false
        }
    }
}
