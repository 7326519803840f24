import TabBarCore
import XCTest

/// What holds for every transition: reversing roles mirror the forward ones, rest frames
/// are exact, `none` cuts without in-between states, and nothing turns NaN when a spring
/// carries progress outside 0…1.
final class TransitionGeometryTests: XCTestCase {
    /// A half-size window's page area, as in the film strips.
    static let area = Rect(x: 0, y: 0, width: 195, height: 422)
    static let parameters = TransitionParameters(
        bubbleColor: Color(hex: 0x5AC8FA), sourceRect: Rect(x: 16, y: 120, width: 64, height: 48),
        targetRect: Rect(x: 12, y: 56, width: 171, height: 128.25))

    func frame(
        _ kind: TransitionKind, _ role: TransitionRole, _ p: Double,
        _ parameters: TransitionParameters = TransitionGeometryTests.parameters
    ) -> TransitionFrame {
        TransitionGeometry.frame(kind, role: role, area: Self.area, progress: p, parameters: parameters)
    }

    /// The magic move is the exception (its arriving page shows at once both ways; see
    /// MoveTransitionTests): only its flying rectangle and shadow mirror.
    static let mirroredKinds = TransitionKind.allCases.filter { $0 != .move }

    func testPop_IsPushAtOneMinusProgressMirrored() {
        for kind in Self.mirroredKinds {
            for p in stride(from: -0.2, through: 1.3, by: 0.1) {
                let pop = frame(kind, .pop, p), push = frame(kind, .push, 1 - p)
                XCTAssertEqual(pop.outgoing, push.incoming, "\(kind) p \(p)")
                XCTAssertEqual(pop.incoming, push.outgoing, "\(kind) p \(p)")
                XCTAssertEqual(pop.incomingOnTop, !push.incomingOnTop, "\(kind) p \(p)")
                XCTAssertEqual(pop.between, push.between, "\(kind) p \(p)")
                XCTAssertEqual(pop.above, push.above, "\(kind) p \(p)")
                XCTAssertEqual(pop.movingRect, push.movingRect, "\(kind) p \(p)")
                XCTAssertEqual(pop.backdrop, push.backdrop, "\(kind) p \(p)")
            }
        }
    }

    func testMove_OnlyItsFlightIsMirrored() {
        for p in stride(from: -0.2, through: 1.3, by: 0.1) {
            XCTAssertEqual(frame(.move, .pop, p).movingRect, frame(.move, .push, 1 - p).movingRect, "p \(p)")
            XCTAssertEqual(frame(.move, .pop, p).above, frame(.move, .push, 1 - p).above, "p \(p)")
        }
    }

    func testDismiss_IsPresentAtOneMinusProgressMirrored() {
        for kind in Self.mirroredKinds {
            for p in stride(from: -0.2, through: 1.3, by: 0.1) {
                XCTAssertEqual(frame(kind, .dismiss, p), frame(kind, .present, 1 - p).mirrored(), "\(kind) p \(p)")
            }
        }
    }

    func testForwardRoles_ShareOneGeometry() {
        for kind in TransitionKind.allCases {
            for p in [0, 0.3, 0.8, 1] {
                XCTAssertEqual(frame(kind, .push, p), frame(kind, .present, p), "\(kind) p \(p)")
                XCTAssertEqual(frame(kind, .push, p), frame(kind, .tab, p), "\(kind) p \(p)")
            }
        }
    }

    func testReversingRoles_KeepTheTopPageAbove() {
        // Forwards the new page arrives on top; backwards the top page leaves on top.
        for kind in Self.mirroredKinds {
            XCTAssertTrue(frame(kind, .push, 0.5).incomingOnTop, "\(kind)")
            XCTAssertFalse(frame(kind, .pop, 0.5).incomingOnTop, "\(kind)")
            XCTAssertFalse(frame(kind, .dismiss, 0.5).incomingOnTop, "\(kind)")
        }
    }

    func testRoles_OppositesAndDirection() {
        XCTAssertEqual(TransitionRole.allCases.map(\.opposite), [.pop, .push, .dismiss, .present, .tab])
        XCTAssertEqual(TransitionRole.allCases.filter(\.isReversing), [.pop, .dismiss])
        XCTAssertEqual(
            TransitionKind.allCases.map(\.rawValue),
            ["push", "cross-dissolve", "bubble", "modal", "move", "slide", "none"])
    }

    func testStart_ShowsTheOldPageAtRest() {
        // Modal is the exception at the end only (the presenting page stays, scaled); the
        // magic move shows the new page at once, with the snapshot on the source.
        for kind in Self.mirroredKinds {
            let start = frame(kind, .push, 0)
            XCTAssertEqual(start.outgoing, .identity, "\(kind)")
            XCTAssertTrue(start.above.isEmpty, "\(kind)")
        }
    }

    func testEnd_ShowsTheNewPageInPlace() {
        for kind in TransitionKind.allCases where kind != .modal {
            let end = frame(kind, .push, 1)
            XCTAssertEqual(end.incoming, .identity, "\(kind)")
            XCTAssertTrue(end.above.isEmpty, "\(kind)")
        }
        // Popping all the way back leaves the page beneath exactly as it was.
        for kind in TransitionKind.allCases {
            XCTAssertEqual(frame(kind, .pop, 1).incoming, .identity, "\(kind)")
            XCTAssertEqual(frame(kind, .dismiss, 1).incoming, .identity, "\(kind)")
        }
    }

    func testNone_CutsWithoutInBetweenStates() {
        for p in stride(from: -0.2, through: 1.3, by: 0.05) {
            let f = frame(.none, .push, p)
            for placement in [f.outgoing, f.incoming] {
                XCTAssertEqual(placement.transform, .identity)
                XCTAssertTrue(placement.opacity == 0 || placement.opacity == 1, "p \(p)")
            }
            XCTAssertNotEqual(f.outgoing.isVisible, f.incoming.isVisible, "exactly one page shows at p \(p)")
            XCTAssertTrue(f.between.isEmpty && f.above.isEmpty)
        }
        XCTAssertTrue(frame(.none, .push, 0).outgoing.isVisible)
        XCTAssertTrue(frame(.none, .push, 1).incoming.isVisible)
        XCTAssertTrue(frame(.none, .pop, 0).outgoing.isVisible)
        XCTAssertTrue(frame(.none, .pop, 1).incoming.isVisible)
        XCTAssertEqual(TransitionTiming.instant.progress(at: 0), 1)
        XCTAssertEqual(TransitionTiming.instant.totalDuration, 0)
    }

    func testCrossDissolve_FadesTheNewPageInOverTheOldOne() {
        let f = frame(.crossDissolve, .push, 0.25)
        XCTAssertEqual(f.outgoing, .identity, "the page beneath stays opaque: nothing behind shows through")
        XCTAssertEqual(f.incoming.opacity, 0.25)
        XCTAssertTrue(f.incomingOnTop)
        let pop = frame(.crossDissolve, .pop, 0.25)
        XCTAssertEqual(pop.outgoing.opacity, 0.75, "a pop fades the top page out")
        XCTAssertEqual(pop.incoming, .identity)
        XCTAssertFalse(pop.incomingOnTop)
        // Overshoot does not push opacities past their ends.
        XCTAssertEqual(frame(.crossDissolve, .push, 1.2).incoming.opacity, 1)
        XCTAssertEqual(frame(.crossDissolve, .pop, 1.2).outgoing.opacity, 0)
    }

    func testEveryValue_StaysFiniteOutsideZeroToOne() {
        let areas = [Self.area, Rect(x: 30, y: 10, width: 390, height: 795), .zero]
        let parameterSets = [
            Self.parameters, TransitionParameters(),
            TransitionParameters(
                bubbleOrigin: Point(x: -40, y: 900), modal: ModalStyle(scaleX: -1, height: .fraction(.nan)),
                sourceRect: .zero, targetRect: .zero,
                slideForward: false),
        ]
        for kind in TransitionKind.allCases {
            for role in TransitionRole.allCases {
                for area in areas {
                    for parameters in parameterSets {
                        for step in 0...150 {
                            let p = -0.2 + Double(step) * 0.01
                            let f = TransitionGeometry.frame(
                                kind, role: role, area: area, progress: p, parameters: parameters)
                            assertFinite(f, "\(kind) \(role) \(area) p \(p)")
                        }
                    }
                }
            }
        }
    }

    func assertFinite(_ f: TransitionFrame, _ message: String, line: UInt = #line) {
        for placement in [f.outgoing, f.incoming] {
            let t = placement.transform
            XCTAssertTrue([t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), message, line: line)
            XCTAssertTrue((0...1).contains(placement.opacity), message, line: line)
            if let clip = placement.clip { XCTAssertTrue(Self.isFinite(clip.bounds), message, line: line) }
        }
        for node in f.between + f.above {
            XCTAssertTrue(Self.isFinite(node.bounds), message, line: line)
        }
        if let rect = f.movingRect {
            XCTAssertTrue(Self.isFinite(rect) && rect.width >= 0 && rect.height >= 0, message, line: line)
        }
    }

    static func isFinite(_ r: Rect) -> Bool {
        [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite)
    }

    func testPlacement_Visibility() {
        XCTAssertTrue(PagePlacement.identity.isVisible)
        XCTAssertFalse(PagePlacement.hidden.isVisible)
        XCTAssertFalse(PagePlacement(transform: .scale(0, 1)).isVisible)
        XCTAssertFalse(PagePlacement(transform: .translation(.infinity, 0)).isVisible)
        XCTAssertTrue(PagePlacement(transform: .scale(0.001, 0.001), opacity: 0.01).isVisible)
    }
}
