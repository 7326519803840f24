/// The nearest palette colour (squared distance; ties to the lower index). A colour the
/// palette holds maps to itself exactly; any other is looked up by its cell of a 32-level
/// grid per channel, filled on first use, because dithered frames meet thousands of
/// colours and a user interface's frames mostly repeat a few.
struct NearestColor {
    let palette: [UInt32]
    private var exact: [UInt32: UInt8] = [:]
    /// Per 15-bit cell: the nearest index to the cell's centre plus one, 0 while unknown.
    private var cells = [UInt16](repeating: 0, count: 1 << 15)

    init(palette: [UInt32]) {
        self.palette = palette
        // The first index wins for a colour listed twice, as the search below would pick.
        for (i, color) in palette.enumerated().reversed() { exact[color & 0xFF_FFFF] = UInt8(i) }
    }

    mutating func index(of color: UInt32) -> UInt8 {
        if let hit = exact[color] { return hit }
        let red = Int(color >> 19 & 31), green = Int(color >> 11 & 31), blue = Int(color >> 3 & 31)
        let cell = red << 10 | green << 5 | blue
        if cells[cell] > 0 { return UInt8(cells[cell] - 1) }
        let centre = (red << 3 | 4, green << 3 | 4, blue << 3 | 4)
        var best = 0, bestDistance = Int.max
        for i in palette.indices {
            let entry = palette[i]
            let dr = centre.0 - Int((entry >> 16) & 0xFF), dg = centre.1 - Int((entry >> 8) & 0xFF)
            let db = centre.2 - Int(entry & 0xFF)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        cells[cell] = UInt16(best + 1)
        return UInt8(best)
    }
}
