import XCTest

@testable import TabBarX11

/// Which mappings the idle trim gives back: font files mapped read-only, nothing else.
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

    /// Mapped font pages read after the release are the file's bytes again.
    func testReleasedFontPages_ReadBackTheFile() throws {
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let fd = open(path, O_RDONLY)
        try XCTSkipIf(fd < 0, "\(path) is not installed")
        defer { close(fd) }
        let size = Int(lseek(fd, 0, SEEK_END))
        let mapped = try XCTUnwrap(mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0))
        defer { munmap(mapped, size) }
        let before = Array(UnsafeRawBufferPointer(start: mapped, count: size))
        MemoryPolicy.releaseFontPages()
        XCTAssertEqual(Array(UnsafeRawBufferPointer(start: mapped, count: size)), before)
    }
}
