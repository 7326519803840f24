// swift-tools-version:6.0
// An app of its own that uses AnimatedTabBar from a checkout, by path, with an item
// animation it defines itself ("swing"), which it also reviews (`--review`: a film strip, a
// plot and a GIF). Build: `swift build` here; CI: `make examples`.
//
// `.package(name:path:)` names the package: `package: "AnimatedTabBar"` below works whatever
// the checkout's folder is called. With `.package(path:)` alone the package is known by its
// folder's name (`package: "AnimatedTabBar"` only if the folder is called that).
import PackageDescription

let package = Package(
    name: "CustomAnimation",
    dependencies: [.package(name: "AnimatedTabBar", path: "../..")],
    targets: [
        .executableTarget(
            name: "CustomAnimation",
            dependencies: [
                .product(name: "TabBarCore", package: "AnimatedTabBar"),
                .product(name: "TabBarKit", package: "AnimatedTabBar"),
                .product(name: "TabBarMotionReview", package: "AnimatedTabBar"),
                // `--check`: `ConfigurationCheck`, which lives with the review window.
                .product(name: "TabBarReviewWindow", package: "AnimatedTabBar"),
            ])
    ]
)
