/// "Did you mean …?" for unknown keys and values.
enum SpellingSuggestion {
    /// The candidate closest to `word`, if it is within two edits (insertions, deletions
    /// or substitutions, ignoring case) and the edits change less than the whole candidate,
    /// so that "x" never suggests "y". Ties go to the earlier candidate, which is the order
    /// the decoder asked for keys in.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            let limit = min(2, scalars.count - 1, best.map { $0.distance - 1 } ?? 2)
            guard limit >= 0, let distance = editDistance(target, scalars, limit: limit) else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// `candidates` with those near `word` first, nearest first (within two edits that
    /// change less than the whole candidate, as for `closest`), then the rest in their
    /// order, which is the order the decoder asked for keys in. Only the first 64
    /// characters of `word` count, so a huge unknown key costs little.
    static func nearestFirst(to word: String, in candidates: [String]) -> [String] {
        let target = Array(word.lowercased().unicodeScalars.prefix(64))
        let ranked = candidates.enumerated().map { (index, candidate) in
            let scalars = Array(candidate.lowercased().unicodeScalars)
            let distance = editDistance(target, scalars, limit: min(2, scalars.count - 1)) ?? Int.max
            return (distance: distance, index: index, candidate: candidate)
        }
        return ranked.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.map(\.candidate)
    }

    /// The Levenshtein distance between `a` and `b`, or nil when it exceeds `limit`.
    ///
    /// Words whose lengths differ by more than `limit` are rejected before any work, so a
    /// huge unknown key costs O(1) here rather than O(n·m).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in stride(from: 1, through: a.count, by: 1) {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}
