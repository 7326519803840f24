import Foundation
import TestSupport
import XCTest

@testable import TabBarX11

/// `--watch`'s file watcher, on a configuration that is a symbolic link (issue 46: edits to
/// the file it points to went unseen; dotfile managers and editors work this way).
final class FileWatcherTests: TemporaryDirectoryTestCase {
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Waits up to a second for an event the watcher counts (inotify delivers them at once;
    /// the wait only bounds a failure).
    func sawSave(_ watcher: FileWatcher) -> Bool {
        var ready = pollfd(fd: watcher.fd, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 1000) > 0 else { return false }
        return watcher.drain()
    }

    func testSymlinkedFile_EditsToItsTargetAndRepointingAreSeen() throws {
        try FileManager.default.createDirectory(atPath: path("dotfiles"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path("home"), withIntermediateDirectories: true)
        try "{}".write(toFile: path("dotfiles/a.json"), atomically: false, encoding: .utf8)
        try "{}".write(toFile: path("dotfiles/b.json"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: path("home/tabbar.json"), withDestinationPath: path("dotfiles/a.json"))
        let watcher = try XCTUnwrap(FileWatcher(path: path("home/tabbar.json")))

        try "{\"a\": 1}".write(toFile: path("dotfiles/a.json"), atomically: false, encoding: .utf8)
        XCTAssertTrue(sawSave(watcher), "an edit in place of the file the link points to")
        try "{\"a\": 2}".write(toFile: path("dotfiles/a.json"), atomically: true, encoding: .utf8)
        XCTAssertTrue(sawSave(watcher), "a save by rename onto it")
        try "{}".write(toFile: path("dotfiles/unrelated.json"), atomically: false, encoding: .utf8)
        XCTAssertFalse(sawSave(watcher), "another file in that folder")

        // Pointed elsewhere, as `ln -sfn` does (a new link renamed over the old).
        try FileManager.default.createSymbolicLink(
            atPath: path("home/new-link"), withDestinationPath: path("dotfiles/b.json"))
        XCTAssertEqual(rename(path("home/new-link"), path("home/tabbar.json")), 0)
        XCTAssertTrue(sawSave(watcher), "the link itself changed")
        try "{\"b\": 1}".write(toFile: path("dotfiles/b.json"), atomically: false, encoding: .utf8)
        XCTAssertTrue(sawSave(watcher), "an edit of the new target")
    }

    func testPlainFile_IsWatchedAsBefore() throws {
        try "{}".write(toFile: path("plain.json"), atomically: false, encoding: .utf8)
        let watcher = try XCTUnwrap(FileWatcher(path: path("plain.json")))
        try "{\"x\": 1}".write(toFile: path("plain.json"), atomically: true, encoding: .utf8)
        XCTAssertTrue(sawSave(watcher))
        try "{}".write(toFile: path("other.json"), atomically: false, encoding: .utf8)
        XCTAssertFalse(sawSave(watcher))
    }
}
