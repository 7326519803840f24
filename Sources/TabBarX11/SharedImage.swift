import CX11
import Glibc

/// An XImage whose pixels live in a System V shared memory segment the server has attached
/// (MIT-SHM): `XShmPutImage` then copies them to a window inside the server, with no
/// transfer over the socket. The back buffers are such images; so are the pictures of pages
/// (`SharedPicture`).
struct SharedImage {
    let image: UnsafeMutablePointer<XImage>
    let segment: UnsafeMutablePointer<XShmSegmentInfo>

    /// A `width`×`height` image of `visual` and `depth` in a new segment attached to `display`;
    /// nil when the server has no MIT-SHM or refuses the segment. The segment is marked for
    /// removal at once, so it disappears with the last detach, even on a crash.
    static func make(
        _ display: OpaquePointer, _ visual: UnsafeMutablePointer<Visual>, _ depth: Int32, _ width: Int, _ height: Int
    ) -> SharedImage? {
        guard XShmQueryExtension(display) != 0 else { return nil }
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard
            let image = XShmCreateImage(
                display, visual, UInt32(depth), ZPixmap, nil, segment,
                UInt32(width), UInt32(height))
        else {
            segment.deallocate()
            return nil
        }
        let size = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
        let id = shmget(IPC_PRIVATE, size, IPC_CREAT | 0o600)
        guard id >= 0, let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            if id >= 0 { shmctl(id, IPC_RMID, nil) }
            _ = cx11_destroy_image(image)
            segment.deallocate()
            return nil
        }
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 0
        image.pointee.data = segment.pointee.shmaddr
        let error = XErrorTrap.trapping(display) { XShmAttach(display, segment) }
        shmctl(id, IPC_RMID, nil)
        guard error == 0 else {
            shmdt(address)
            image.pointee.data = nil
            _ = cx11_destroy_image(image)
            segment.deallocate()
            return nil
        }
        return SharedImage(image: image, segment: segment)
    }

    /// The pixels, as Cairo draws into them.
    var pixels: PixelBuffer {
        PixelBuffer(
            pixels: UnsafeMutableRawPointer(image.pointee.data), width: Int(image.pointee.width),
            height: Int(image.pointee.height), bytesPerRow: Int(image.pointee.bytes_per_line))
    }

    /// Detaches the segment from the server (unless `server` is nil: the connection is
    /// abandoned or closed) and frees the local memory. Requests are handled in order, so a
    /// copy asked for before the detach still reads the pixels.
    func destroy(server display: OpaquePointer?) {
        if let display { XShmDetach(display, segment) }
        shmdt(segment.pointee.shmaddr)
        segment.deallocate()
        // The pixels belong to the segment, not to Xlib: keep XDestroyImage off them.
        image.pointee.data = nil
        _ = cx11_destroy_image(image)
    }
}
