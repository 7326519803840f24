import Foundation
import XCTest

@testable import TabBarX11

/// Which mappings the idle trim gives back: font files mapped read-only, nothing else; and
/// after start-up, every mapping that holds only a file's bytes.
final class MemoryPolicyTests: XCTestCase {
    func testReadOnlyFontFileMappings_AreReleased() throws {
        let line =
            "7f3f0a000000-7f3f0b296000 r--p 00000000 fe:00 974924    /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc\n"
        let range = try XCTUnwrap(MemoryPolicy.fontMapping(line))
        XCTAssertEqual(range.start, 0x7f3f_0a00_0000)
        XCTAssertEqual(range.end, 0x7f3f_0b29_6000)
        XCTAssertNotNil(
            MemoryPolicy.fontMapping(
                "1000-2000 r--p 00000000 fe:00 1 /usr/share/fonts/truetype/dejavu/DejaVuSans.TTF\n"))
    }

    func testOtherMappings_AreKept() {
        // Writable or executable mappings may hold more than the file's bytes (relocations).
        XCTAssertNil(MemoryPolicy.fontMapping("1000-2000 rw-p 00000000 fe:00 1 /usr/share/fonts/a.ttf\n"))
        XCTAssertNil(MemoryPolicy.fontMapping("1000-2000 r-xp 00000000 fe:00 1 /usr/lib/x86_64-linux-gnu/libc.so.6\n"))
        XCTAssertNil(MemoryPolicy.fontMapping("1000-2000 r--p 00000000 fe:00 1 /usr/lib/x86_64-linux-gnu/libc.so.6\n"))
        XCTAssertNil(MemoryPolicy.fontMapping("1000-2000 r--p 00000000 00:00 0 \n"))
        XCTAssertNil(MemoryPolicy.fontMapping("1000-2000 r--p 00000000 fe:00 1 /var/cache/fontconfig/x-le64.cache-8\n"))
    }

    /// A font file's mapped pages go at the release (none stays resident), and reading them
    /// afterwards gives the file's bytes again.
    func testReleasedFontPages_LeaveAndReadBackTheFile() throws {
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let fd = open(path, O_RDONLY)
        try XCTSkipIf(fd < 0, "\(path) is not installed")
        defer { close(fd) }
        let size = Int(lseek(fd, 0, SEEK_END))
        let mapped = try XCTUnwrap(mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0))
        defer { munmap(mapped, size) }
        let before = Array(UnsafeRawBufferPointer(start: mapped, count: size))
        XCTAssertGreaterThan(Self.residentKiB(at: mapped), 0, "reading the font faulted its pages in")
        MemoryPolicy.releaseFontPages()
        XCTAssertEqual(Self.residentKiB(at: mapped), 0, "the font's pages were let go")
        XCTAssertEqual(Array(UnsafeRawBufferPointer(start: mapped, count: size)), before)
    }

    func testCleanFileMappings_AreCodeAndReadOnlyDataOfFiles() throws {
        let code = "55bb90cd2000-55bb91520000 r-xp 00000000 fe:00 5309931                    /opt/app/bin/tabbar\n"
        let range = try XCTUnwrap(MemoryPolicy.cleanFileMapping(header: code))
        XCTAssertEqual(range.start, 0x55bb_90cd_2000)
        XCTAssertEqual(range.end, 0x55bb_9152_0000)
        XCTAssertNotNil(MemoryPolicy.cleanFileMapping(header: "1000-2000 r--p 00000000 fe:00 1 /usr/lib/libc.so.6\n"))
        XCTAssertNil(MemoryPolicy.cleanFileMapping(header: "1000-2000 rw-p 00000000 fe:00 1 /usr/lib/libc.so.6\n"))
        XCTAssertNil(MemoryPolicy.cleanFileMapping(header: "1000-2000 rw-s 00000000 00:01 5 /SYSV00000000 (deleted)\n"))
        XCTAssertNil(MemoryPolicy.cleanFileMapping(header: "1000-2000 r-xp 00000000 00:00 0                  [vdso]\n"))
        XCTAssertNil(MemoryPolicy.cleanFileMapping(header: "1000-2000 r--p 00000000 00:00 0 \n"))
        XCTAssertNil(MemoryPolicy.cleanFileMapping(header: "Rss:                 128 kB\n"))
        XCTAssertTrue(MemoryPolicy.isMappingHeader(code))
        XCTAssertFalse(MemoryPolicy.isMappingHeader("Anonymous:            0 kB\n"))
        XCTAssertFalse(MemoryPolicy.isMappingHeader("AnonHugePages:        0 kB\n"))
    }

    /// After start-up the pages of a file mapped read-only are let go and read back the
    /// file's bytes, while a read-only mapping with a page of its own (relocated data, which
    /// a loader wrote and then protected) keeps that page.
    func testFilePages_AreReleasedButPrivateCopiesKept() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("memory-policy-\(getpid())").path
        let size = 64 * 4096
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        let clean = try XCTUnwrap(mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0))
        defer { munmap(clean, size) }
        let written = try XCTUnwrap(mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0))
        defer { munmap(written, size) }
        written.storeBytes(of: 0xAB, toByteOffset: 5, as: UInt8.self)
        XCTAssertEqual(mprotect(written, size, PROT_READ), 0)
        XCTAssertEqual(Array(UnsafeRawBufferPointer(start: clean, count: size)), bytes)
        XCTAssertGreaterThan(Self.residentKiB(at: clean), 0)
        MemoryPolicy.releaseFilePages()
        XCTAssertEqual(Self.residentKiB(at: clean), 0, "the clean mapping's pages were let go")
        XCTAssertEqual(Array(UnsafeRawBufferPointer(start: clean, count: size)), bytes)
        XCTAssertEqual(written.load(fromByteOffset: 5, as: UInt8.self), 0xAB, "the private copy was kept")
    }

    /// The resident KiB of the mapping at `address`, from /proc/self/smaps (read line by
    /// line: a file of size 0 to stat, it does not come whole through `String(contentsOfFile:)`).
    static func residentKiB(at address: UnsafeMutableRawPointer) -> Int {
        guard let smaps = fopen("/proc/self/smaps", "r") else { return -1 }
        defer { fclose(smaps) }
        let start = String(UInt(bitPattern: address), radix: 16) + "-"
        var line = [CChar](repeating: 0, count: 4096)
        var inside = false
        while fgets(&line, Int32(line.count), smaps) != nil {
            let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            if MemoryPolicy.isMappingHeader(text) {
                inside = text.hasPrefix(start)
            } else if inside, text.hasPrefix("Rss:") {
                return Int(text.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? -1
            }
        }
        return -1
    }
}
