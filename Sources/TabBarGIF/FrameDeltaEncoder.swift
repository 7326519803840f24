import Glibc

/// Turns a run of frames into GIF frames that redraw only what changed (issue 40: GIFs that do
/// not "boil"). A pixel whose colour is the same as in the frame before is left transparent, so
/// the GIF keeps showing exactly what it showed: a still region is identical in every frame,
/// however the rest is dithered. Each frame after the first covers only the rectangle around the
/// pixels it redraws, with a palette for those pixels alone: the previous palette when it holds
/// every colour they need, their exact colours when there are at most 255, else a median cut,
/// dithered over those pixels only.
///
/// A pixel that moved and was shown only approximately (dithered while much else moved) is
/// drawn again exactly as soon as a frame's palette can hold it: a motion's last frame leaves
/// no trace of its dithering. A pixel that never moved is never drawn again.
///
/// Deterministic: the same frames give the same GIF frames. Memory: two frames of pixels.
public struct FrameDeltaEncoder {
    /// The pixel each was last encoded from, as it came (its top byte ignored, but kept, so
    /// that still rows compare equal byte for byte).
    var shown: [UInt32] = []
    var width = 0
    var height = 0
    /// The pixels redrawn after the first frame that the GIF shows only approximately, with
    /// a rectangle holding them all and whether their colours are known to need more than 255.
    var inexact = PixelSet()
    /// The last palette made, without the transparent entry, and its colours as a set.
    private var palette: [UInt32] = []
    private var paletteColors: Set<UInt32> = []

    /// An encoder that has seen no frame yet: its first frame is drawn whole.
    public init() {}

    /// The GIF frame that turns the picture so far into `frame`, lasting `delay` hundredths.
    public mutating func encode(_ frame: RGBFrame, delay: Int) -> IndexedFrame {
        guard frame.width == width, frame.height == height, !shown.isEmpty else {
            // The first frame (or a new size) is drawn whole.
            width = frame.width
            height = frame.height
            shown = frame.pixels
            inexact = PixelSet(count: shown.count)
            let whole = FrameQuantizer.quantize(frame, delay: delay)
            remember(whole.palette)
            return whole
        }
        let changes = changedPixels(frame)
        var region = changes.box
        let repairs = repairColors(adding: changes.colors)
        if repairs != nil { region = Box.union(region, inexact.box) }
        guard let region else { return .unchanged(delay: delay) }
        return encode(frame, in: region, colors: repairs ?? changes.colors, repairing: repairs != nil, delay: delay)
    }

    /// The pixels whose colour differs from what was last encoded: their rectangle, and their
    /// colours with counts. Rows are compared whole first, which finds still rows fast.
    private func changedPixels(_ frame: RGBFrame) -> (box: Box?, colors: [MedianCut.Entry]) {
        var box: Box?
        var changed: [UInt32] = []
        let width = self.width
        frame.pixels.withUnsafeBufferPointer { new in
            shown.withUnsafeBufferPointer { old in
                for y in 0..<height {
                    let row = y * width
                    guard memcmp(new.baseAddress! + row, old.baseAddress! + row, width * 4) != 0 else { continue }
                    var first = -1, last = -1
                    for x in 0..<width where (new[row + x] ^ old[row + x]) & 0xFF_FFFF != 0 {
                        if first < 0 { first = x }
                        last = x
                        changed.append(new[row + x] & 0xFF_FFFF)
                    }
                    guard first >= 0 else { continue }
                    box = Box.union(box, Box(left: first, top: y, right: last, bottom: y))
                }
            }
        }
        return (box, MedianCut.histogram(changed))
    }

    /// The colours of the changed pixels together with the approximate ones, when they are 255
    /// or fewer, so that this frame can draw them all exactly; nil otherwise.
    private mutating func repairColors(adding changed: [MedianCut.Entry]) -> [MedianCut.Entry]? {
        guard inexact.count > 0, changed.count <= 255, !inexact.needsManyColors, let box = inexact.box else {
            return nil
        }
        var colors = Set(changed.map(\.color))
        var counts: [UInt32: Int] = [:]
        for y in box.top...box.bottom {
            for x in box.left...box.right where inexact.contains(y * width + x) {
                let color = shown[y * width + x] & 0xFF_FFFF
                counts[color, default: 0] += 1
                colors.insert(color)
                guard colors.count <= 255 else {
                    // Past 255 even without this frame's changes: not worth asking again until
                    // the set of approximate pixels changes.
                    if counts.count > 255 { inexact.needsManyColors = true }
                    return nil
                }
            }
        }
        for entry in changed { counts[entry.color, default: 0] += entry.count }
        return counts.keys.sorted().map { MedianCut.Entry(color: $0, count: counts[$0]!) }
    }

    /// The frame for `region` (inclusive edges): changed pixels, and the approximate ones when
    /// `repairing`, drawn; the rest transparent.
    private mutating func encode(
        _ frame: RGBFrame, in region: Box, colors: [MedianCut.Entry], repairing: Bool, delay: Int
    ) -> IndexedFrame {
        let (boxWidth, boxHeight) = (region.right - region.left + 1, region.bottom - region.top + 1)
        var pixels = [UInt32](repeating: 0, count: boxWidth * boxHeight)
        var skipped = [Bool](repeating: true, count: pixels.count)
        for y in 0..<boxHeight {
            let row = (region.top + y) * width + region.left
            for x in 0..<boxWidth {
                let color = frame.pixels[row + x] & 0xFF_FFFF
                pixels[y * boxWidth + x] = color
                skipped[y * boxWidth + x] =
                    color == shown[row + x] & 0xFF_FFFF && !(repairing && inexact.contains(row + x))
            }
        }
        // The last palette again when it has every colour needed (and room for the transparent
        // entry): a run of similar frames keeps one palette.
        var dither = false
        if palette.count > 255 || !colors.allSatisfy({ paletteColors.contains($0.color) }) {
            dither = colors.count > 255
            remember(MedianCut.palette(histogram: colors, maxColors: 255))
        }
        let transparent = UInt8(palette.count)
        let indices = Ditherer.map(
            RGBFrame(width: boxWidth, height: boxHeight, pixels: pixels), palette: palette, dither: dither,
            skipped: skipped, skipIndex: transparent)
        for y in 0..<boxHeight {
            let row = (region.top + y) * width + region.left
            for x in 0..<boxWidth where !skipped[y * boxWidth + x] {
                let color = pixels[y * boxWidth + x]
                shown[row + x] = frame.pixels[row + x]
                inexact.set(
                    row + x, palette[Int(indices[y * boxWidth + x])] != color, x: region.left + x, y: region.top + y)
            }
        }
        return IndexedFrame(
            width: boxWidth, height: boxHeight, palette: palette + [0], indices: indices, delay: delay,
            left: region.left, top: region.top, transparentIndex: transparent)
    }

    private mutating func remember(_ palette: [UInt32]) {
        self.palette = palette
        paletteColors = Set(palette)
    }
}

extension IndexedFrame {
    /// A frame that changes nothing, lasting `delay`: one transparent pixel.
    public static func unchanged(delay: Int) -> IndexedFrame {
        IndexedFrame(width: 1, height: 1, palette: [0], indices: [0], delay: delay, transparentIndex: 0)
    }
}
