import Glibc
import TabBarCairo

/// The largest channel difference between two surfaces of one size, fast enough for every
/// frame of a transition in a debug build: rows that are byte for byte the same (nearly all)
/// are skipped at memcmp's speed.
public func largestChannelDifference(_ a: RasterSurface, _ b: RasterSurface) -> Int {
    guard a.width == b.width, a.height == b.height else { return 255 }
    var worst = 0
    _ = a.withPixels { pa in
        b.withPixels { pb in
            for y in 0..<a.height {
                let ra = pa + y * a.bytesPerRow, rb = pb + y * b.bytesPerRow
                guard memcmp(ra, rb, a.width * 4) != 0 else { continue }
                for x in 0..<a.width {
                    let wa = ra.load(fromByteOffset: x * 4, as: UInt32.self)
                    let wb = rb.load(fromByteOffset: x * 4, as: UInt32.self)
                    guard wa != wb else { continue }
                    worst = max(worst, ImageComparison.channelDistance(wa, wb, includingAlpha: false))
                }
            }
        }
    }
    return worst
}
