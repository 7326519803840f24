import TabBarCore

/// The app's own icon (the window's `_NET_WM_ICON`), on the 24-unit grid: a rounded
/// square in the demo's red with a dark tab bar along its bottom, its first item under a
/// darker block, the colourful mask's selected look.
enum AppIconArt {
    static func nodes() -> [SceneNode] {
        let square = Rect(x: 1, y: 1, width: 22, height: 22)
        let bar = Rect(x: 1, y: 15.5, width: 22, height: 7.5)
        let block = Rect(x: 3, y: 16.5, width: 5.2, height: 5.5)
        let dots = [5.6, 10.4, 15, 19.6].enumerated().map { i, x -> SceneNode in
            .fill(
                .ellipse(Rect(x: x - 1.2, y: 18, width: 2.4, height: 2.4)),
                .solid(i == 0 ? .white : Color(hex: 0x8A94A3)))
        }
        let top = Color(hex: 0xF0584F), bottom = Color(hex: 0xC4221A)
        return [
            .group(
                [
                    .fill(
                        .rect(square),
                        .linearGradient(
                            start: Point(x: 12, y: 1), end: Point(x: 12, y: 23),
                            stops: [GradientStop(0, top), GradientStop(1, bottom)])),
                    .fill(.ellipse(Rect(x: 11, y: -4, width: 16, height: 16)), .solid(Color.white.withAlpha(0.14))),
                    .fill(.rect(bar), .solid(Color(hex: 0x232F3E))),
                    .fill(.roundedRect(block, radius: 1.2), .solid(Color(hex: 0xE13329))),
                ] + dots, clip: .roundedRect(square, radius: 5))
        ]
    }
}
