import Foundation
import XCTest

/// A test case with a fresh temporary folder per test, removed afterwards.
open class TemporaryDirectoryTestCase: XCTestCase {
    public private(set) var directory: URL!

    override open func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-test-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override open func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }
}
