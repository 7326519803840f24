import TabBarCore

/// What the planner asks of nodes under one frame's rules (its policy, its picture store,
/// its scale, whether it must be exact and whether pages churn): where a picture lands,
/// whether it is composited, where nodes paint opaque. Plain values in, plain values out.
struct FrameRules {
    let policy: RenderPolicy
    let store: (any PictureStore)?
    /// The device scale, which pictures are drawn at.
    let scale: Double
    /// Whether the frame must match drawing from scratch (see `FramePlanner.planFrame`).
    let exact: Bool
    /// Whether pages that miss the cache are drawn directly this frame, and the contents of
    /// those drawn so last frame (see `FramePlanner.Memory`).
    let churning: Bool
    let churnedLastFrame: [[SceneNode]]

    /// Where a retained group's picture lands under `parent`: whether it is only moved
    /// (`unscaled`) and whether onto whole pixels (`whole`). Nil when it draws nothing.
    func retainedPlacement(
        _ group: SceneGroup, parent: DeviceMatrix
    ) -> (matrix: DeviceMatrix, unscaled: Bool, whole: Bool)? {
        let t = group.transform
        guard t.isDrawable else { return nil }
        // Picture pixels → the group's space (1/scale) → its parent (the transform) → device.
        let m = DeviceMatrix.scale(1 / scale, 1 / scale).then(DeviceMatrix(t)).then(parent)
        let unscaled = abs(m.xx - 1) < 1e-9 && abs(m.yy - 1) < 1e-9 && abs(m.xy) < 1e-9 && abs(m.yx) < 1e-9
        let whole = unscaled && abs(m.x0 - m.x0.rounded()) < 1e-6 && abs(m.y0 - m.y0.rounded()) < 1e-6
        return (m, unscaled, whole)
    }

    /// Whether a retained group's content is composited from a picture this frame (not drawn
    /// directly because pages churn): it is held, or nothing churns, or it is a page drawn
    /// directly last frame that came back unchanged.
    func composites(_ content: SceneGroup) -> Bool {
        !churning || store?.holds(content, scale: scale) == true
            || churnedLastFrame.contains {
                $0.count == content.children.count
                    && SceneNodeStorage.address(of: $0).map { $0 == SceneNodeStorage.address(of: content.children) }
                        == true
            }
    }

    /// The whole device pixels where a retained group's picture, resampled under `m`
    /// (picture pixels → device, axis-aligned), is opaque with no blending to do: the group
    /// is clipped to a rectangle, rounded or not, that its first child fills with an opaque
    /// colour (a page cut out as the magic move's card), and drawn at full opacity. Inside its
    /// corners by the arcs' depth, and by two pixels more for the resampling's reach.
    func opaqueCore(of content: SceneGroup, matrix m: DeviceMatrix, opacity: Double) -> PixelBox? {
        guard opacity >= 1, m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, let fill = Self.opaqueBase(of: content.children)
        else { return nil }
        let bounds: Rect, depth: Double
        switch content.clip {
        case .rect(let r)?:
            (bounds, depth) = (r, 0)
        case .roundedRect(let r, let radius)?:
            // A square inset this far from a corner touches its quarter circle.
            (bounds, depth) = (r, min(radius, r.width / 2, r.height / 2) * (1 - 0.5.squareRoot()))
        default:
            return nil
        }
        guard fill.union(bounds) == fill else { return nil }
        let reach = 2 / scale
        let inner = bounds.insetBy(dx: depth + reach, dy: depth + reach).scaled(by: scale)
        guard !inner.isEmpty else { return nil }
        return m.pixels(inside: inner)
    }

    /// The rectangle that the first of `nodes` fills with an opaque colour, looking into
    /// plain groups (a page's nodes start with its background, in a group of their own):
    /// whatever is drawn after it, the pixels inside stay opaque.
    static func opaqueBase(of nodes: [SceneNode]) -> Rect? {
        switch nodes.first {
        case .fill(.rect(let r), .solid(let color))? where color.alpha >= 1:
            return r
        case .group(let group)? where group.transform.isIdentity && group.opacity >= 1:
            guard let inner = opaqueBase(of: group.children) else { return nil }
            switch group.clip {
            case nil: return inner
            case .rect(let clip)?: return inner.intersection(clip)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Whether a child drawn under `m` may be clipped to what later siblings leave of it
    /// (`laterCover`'s hidden parts): only pixels they overwrite whole are left out, on whole
    /// device pixels, so nothing shown changes, provided the child's own pixels do not depend
    /// on the clip (`paintsHeldPictures`). Not in a frame that must be exact or that draws
    /// churning pages directly, and not with a backdrop blur of its own or under a later one:
    /// a blur reads what lies beneath opaque paint, past any clip.
    func mayClipToShown(_ child: SceneNode, laterSiblings: ArraySlice<SceneNode>, matrix m: DeviceMatrix) -> Bool {
        guard policy.skipsHidden, !exact, !churning, !child.hasBackdrop, !laterSiblings.contains(where: \.hasBackdrop)
        else { return false }
        return paintsHeldPictures(child, matrix: m)
    }

    /// Whether `node`, drawn under `m` (device ← node), paints only pictures the store already
    /// holds and solid rectangles, in plain groups (a page placed by a transition), with every
    /// edge on whole device pixels. Each of those pixels is then the same under any clip of
    /// whole pixels. An antialiased edge is not: under a clip of several rectangles Cairo
    /// computes its coverage another way (the bar's top edge came out 4/255 off), and neither
    /// is other vector paint (rounded corners, shadows, glyphs, a picture rasterized now).
    func paintsHeldPictures(_ node: SceneNode, matrix m: DeviceMatrix) -> Bool {
        switch node {
        case .group(let group):
            if group.retained, let store { return store.holds(group.pictureContent, scale: scale) }
            guard group.opacity >= 1, !group.children.isEmpty else { return false }
            let inner = DeviceMatrix(group.transform).then(m)
            switch group.clip {
            case nil: break
            case .rect(let r)? where inner.landsOnPixels(r): break
            default: return false
            }
            return group.children.allSatisfy { paintsHeldPictures($0, matrix: inner) }
        case .fill(.rect(let r), .solid):
            return m.landsOnPixels(r)
        default:
            return false
        }
    }

    /// Whether `node` draws no text of its own: its text is inside retained groups, which a
    /// frame in motion composites from their pictures. Without a picture store retained
    /// groups are drawn like any other, text included, and so is one too large for its budget.
    func drawsNoText(_ node: SceneNode) -> Bool {
        switch node {
        case .text: false
        case .group(let group): (group.retained && fitsPicture(group)) || group.children.allSatisfy(drawsNoText)
        default: true
        }
    }

    /// Whether a retained group can be composited from a picture, whose pixels a clip does
    /// not change: the store holds its picture or can make one.
    private func fitsPicture(_ group: SceneGroup) -> Bool {
        guard let store else { return false }
        let content = group.pictureContent
        return store.holds(content, scale: scale) || store.fits(content, scale: scale)
    }
}
