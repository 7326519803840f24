import Glibc
import TabBarCairo
import TabBarCore
import TabBarFrame

/// `PictureMemory` in ordinary memory, standing in for the window's shared segments: tests
/// play the server's part by copying from it (`ScreenComposer`).
public final class FakePictureMemory: PictureMemory {
    /// One picture's memory; freed with the last reference to it, as a segment is detached.
    public final class Block {
        public let pixels: UnsafeMutableRawPointer
        public let bytesPerRow: Int
        let byteCount: Int
        let memory: FakePictureMemory

        init(width: Int, height: Int, memory: FakePictureMemory) {
            bytesPerRow = width * 4
            byteCount = bytesPerRow * height
            pixels = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
            pixels.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
            self.memory = memory
            memory.live += 1
            memory.bytes += byteCount
            memory.peak = max(memory.peak, memory.bytes)
        }

        deinit {
            memory.live -= 1
            memory.bytes -= byteCount
            pixels.deallocate()
        }
    }

    /// Blocks alive, the bytes they hold, the most they ever held, and blocks handed out.
    public private(set) var live = 0
    public private(set) var bytes = 0
    public private(set) var peak = 0
    public private(set) var made = 0

    public init() {}

    public func pictureMemory(width: Int, height: Int) -> PictureStorage? {
        let block = Block(width: width, height: height, memory: self)
        made += 1
        return PictureStorage(pixels: block.pixels, bytesPerRow: block.bytesPerRow, owner: block)
    }
}

/// Plays the X server's part for frames drawn with direct copies: the screen keeps what it
/// was shown; each frame, the rectangles sent from the buffer and the copies from pictures
/// (`FakePictureMemory` blocks) land on it.
public enum ScreenComposer {
    /// Makes `copies`, lays `tints` over them, then copies `rects` (device pixels) of
    /// `buffer` onto `screen`, which has the buffer's size, in the window's order. Copies
    /// that are not `FakePictureMemory` blocks, or fall outside, fail.
    @discardableResult
    public static func show(
        rects: [Rect], copies: [PixelCopy], tints: [PixelTint] = [], from buffer: RasterSurface,
        on screen: RasterSurface
    )
        -> Bool
    {
        var valid = show(copies: copies, on: screen)
        for tint in tints { screen.lay(tint) }
        buffer.withMutablePixels { source in
            screen.withMutablePixels { target in
                for r in rects {
                    let x0 = max(0, Int(r.minX)), y0 = max(0, Int(r.minY))
                    let x1 = min(screen.width, Int(r.maxX)), y1 = min(screen.height, Int(r.maxY))
                    guard x1 > x0, y1 > y0 else { continue }
                    for y in y0..<y1 {
                        memcpy(
                            target + y * screen.bytesPerRow + x0 * 4, source + y * buffer.bytesPerRow + x0 * 4,
                            (x1 - x0) * 4)
                    }
                }
            }
        }
        // A tint lands only on copied pixels (the window's buffer lacks what lies beneath it).
        let copied = copies.map(\.rect)
        if !tints.allSatisfy({ covered($0.rect, by: copied) }) { valid = false }
        return valid
    }

    /// Whether `rects` cover `r` whole (by area: the copies of one frame never overlap).
    static func covered(_ r: Rect, by rects: [Rect]) -> Bool {
        let area = rects.reduce(0.0) { sum, c in
            let i = c.intersection(r)
            return sum + (i.isEmpty ? 0 : i.width * i.height)
        }
        return area >= r.width * r.height
    }

    /// Copies from `FakePictureMemory` blocks onto `screen`; false when one is not such a
    /// block or falls outside.
    static func show(copies: [PixelCopy], on screen: RasterSurface) -> Bool {
        var valid = true
        screen.withMutablePixels { target in
            for copy in copies {
                guard let block = copy.source as? FakePictureMemory.Block, copy.x >= 0, copy.y >= 0,
                    copy.x + copy.width <= screen.width, copy.y + copy.height <= screen.height
                else {
                    valid = false
                    continue
                }
                for row in 0..<copy.height {
                    memcpy(
                        target + (copy.y + row) * screen.bytesPerRow + copy.x * 4,
                        block.pixels + (copy.sourceY + row) * block.bytesPerRow + copy.sourceX * 4, copy.width * 4)
                }
            }
        }
        return valid
    }
}
