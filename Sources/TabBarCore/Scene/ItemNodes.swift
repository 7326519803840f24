/// Draws one item: icon (with its flip, curl or cross-fade), title and badge, in a pose.
struct ItemNodes {
    var style: BarStyle
    var item: TabItem
    var slot: ItemLayout
    var measurer: any TextMeasuring
    /// The window (the bar's own coordinates): a button scaled up (pop) stays inside it.
    var window: Rect?

    /// Which colours the icon and title take.
    enum Colouring {
        /// The pose's `face`: unselected at 0, selected at 1, mixed between.
        case pose
        /// Selected colours whatever the pose (inside a colourful mask that reveals items).
        case selected
        /// Unselected colours whatever the pose (on the plain bar outside that mask).
        case unselected

        /// The colour mix 0…1 for a pose's face.
        func mix(_ face: Double) -> Double {
            switch self {
            case .pose: min(max(face, 0), 1)
            case .selected: 1
            case .unselected: 0
            }
        }
    }

    /// The item in `pose`. With `reveal`, icon and title are drawn twice: in selected
    /// colours inside the colourful mask and in unselected ones outside it.
    func node(
        pose: ItemPose, isSelected: Bool, badgeScale: Double = 1, wiggle: Double = 0,
        reveal: MaskReveal? = nil
    ) -> SceneNode {
        var nodes: [SceneNode] = []
        if let circle = slot.circle { nodes += RaisedButton.nodes(circle, item: item, selected: isSelected) }
        if let reveal {
            nodes += reveal.nodes(
                icon: { colouring in iconNode(pose, wiggle: wiggle, colouring: colouring).map { [$0] } ?? [] },
                title: { colouring in
                    slot.titleFrame.height > 0
                        ? [titleNode(pose, isSelected: isSelected, colouring: colouring)] : []
                })
        } else {
            nodes += content(pose, isSelected: isSelected, wiggle: wiggle, colouring: .pose)
        }
        if let badge = badgeNode(scale: badgeScale) { nodes.append(badge) }
        // Disabled items draw at half alpha (Ramotion).
        return .group(
            nodes, transform: buttonTransform(pose.buttonScale, nodes), opacity: item.isEnabled ? 1 : 0.5,
            name: NodeName.button(item: slot.index))
    }

    /// Icon and title in one colouring.
    func content(_ pose: ItemPose, isSelected: Bool, wiggle: Double, colouring: Colouring) -> [SceneNode] {
        var nodes: [SceneNode] = []
        if let icon = iconNode(pose, wiggle: wiggle, colouring: colouring) { nodes.append(icon) }
        if slot.titleFrame.height > 0 { nodes.append(titleNode(pose, isSelected: isSelected, colouring: colouring)) }
        return nodes
    }

    /// The icon face for a state: its image (a flip-book frame when the item has frames, a
    /// Lottie frame when it has a Lottie) and its rendering.
    func face(selected: Bool, pose: ItemPose, colouring: Colouring = .pose) -> IconFace? {
        let look = item.appearance
        let frameProgress = pose.frameProgress
        // A forced colouring (the colourful mask's reveal) decides the image as well as the
        // tint: inside the mask the selected look, outside it the unselected one, so the
        // tapped item's filled icon does not show in grey beside a mask still elsewhere.
        let tinted = colouring == .pose ? selected : colouring == .selected
        let image: ImageRef?
        if let lottie = item.lottie {
            image = .lottie(lottie.path, frame: lottie.drawnFrame(pose.lottieFrame))
        } else if !item.frames.isEmpty {
            let last = Double(item.frames.count - 1)
            image = item.frames[Int((min(max(frameProgress, 0), 1) * last).rounded())]
        } else {
            image = tinted ? item.selectedIcon ?? item.icon : item.icon
        }
        guard let image else { return nil }
        var tint = tinted ? look.selectedIconColor ?? style.selectedIconColor : look.iconColor ?? style.iconColor
        // On a raised button's disc the icon is white unless the item says otherwise.
        if slot.circle != nil { tint = (tinted ? look.selectedIconColor : nil) ?? look.iconColor ?? .white }
        let templated = item.lottie.map(\.tints) ?? (look.rendering == .template)
        return IconFace(image: image, rendering: templated ? .template(tint) : .original)
    }

    func iconNode(_ pose: ItemPose, wiggle: Double, colouring: Colouring = .pose) -> SceneNode? {
        let frame = slot.iconFrame
        let faces: [SceneNode]
        if item.isMoreItem {
            faces = MoreDots.nodes(in: frame, style: style, face: colouring.mix(pose.face))
        } else if let front = face(selected: false, pose: pose, colouring: colouring),
            let back = face(selected: true, pose: pose, colouring: colouring)
        {
            faces = iconFaces(pose, front: front, back: back, frame: frame)
        } else {
            return nil
        }
        let offset = pose.iconOffset + item.appearance.imageOffset + Point(x: 0, y: wiggle)
        let transform = AffineTransform.scale(pose.iconScaleX, pose.iconScaleY)
            .concatenating(.rotation(pose.iconRotation))
            .about(frame.center)
            .concatenating(.translation(offset.x, offset.y))
        return .group(
            faces, transform: transform, opacity: min(max(pose.iconOpacity, 0), 1),
            name: NodeName.icon(item: slot.index))
    }

    /// The icon's faces in a pose: turned, curled or cross-faded.
    func iconFaces(_ pose: ItemPose, front: IconFace, back: IconFace, frame: Rect) -> [SceneNode] {
        let faces: [SceneNode]
        if pose.flipAngle > 1e-6 && pose.flipAngle < .pi - 1e-6 {
            faces = IconFlip.nodes(
                front: front, back: back, frame: frame, angle: pose.flipAngle, axis: pose.flipAxis,
                direction: pose.flipDirection)
        } else if pose.curlProgress > 1e-6 && pose.curlProgress < 1 - 1e-6 {
            faces = IconCurl.nodes(
                front: front, back: back, frame: frame, progress: pose.curlProgress, upward: pose.curlUpward)
        } else {
            let mix = min(max(pose.face, 0), 1)
            faces =
                (mix < 1 ? [front.node(in: frame, opacity: 1 - mix)] : [])
                + (mix > 0 ? [back.node(in: frame, opacity: mix)] : [])
        }
        return faces
    }

    func titleNode(_ pose: ItemPose, isSelected: Bool, colouring: Colouring = .pose) -> SceneNode {
        let look = item.appearance
        let normalFont = look.titleFont ?? style.titleFont
        let font = isSelected ? look.selectedTitleFont ?? normalFont : normalFont
        let color = (look.textColor ?? style.textColor)
            .mixed(with: look.selectedTextColor ?? style.selectedTextColor, colouring.mix(pose.titleFace))
        let run = TextRun(item.title, font: font, color: color, frame: slot.titleFrame)
        let offset = pose.titleOffset + look.titleOffset
        let transform = AffineTransform.scale(pose.titleScale, pose.titleScale)
            .about(slot.titleFrame.center)
            .concatenating(.translation(offset.x, offset.y))
        return .group(
            [.text(run)], transform: transform, opacity: min(max(pose.titleOpacity, 0), 1),
            name: NodeName.title(item: slot.index))
    }
}
