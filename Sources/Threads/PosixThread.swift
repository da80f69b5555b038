#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A POSIX thread running one closure.
public struct PosixThread {
    private let handle: pthread_t
    /// The stack each thread gets: 8 MiB, a main thread's usual.
    private static let stackSize = 8 << 20

    /// The closure a thread runs, handed to it retained.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts a thread running `body`; nil when the system starts none.
    public static func start(_ body: @escaping @Sendable () -> Void) -> PosixThread? {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        // A pointer, optional in `pthread_create`'s signature, on Darwin and Musl; a number on glibc.
        #if canImport(Darwin) || canImport(Musl)
            var handle: pthread_t?
        #else
            var handle = pthread_t()
        #endif
        // Darwin gives a thread 512 KiB of stack unless asked; Linux, the main thread's limit.
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, Self.stackSize)
        let status = pthread_create(
            &handle, &attributes,
            { context in
                // Optional on Linux, not on Darwin.
                let context = (context as UnsafeMutableRawPointer?)!
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Darwin) || canImport(Musl)
            guard let handle else { preconditionFailure("pthread_create succeeded without a thread") }
        #endif
        return PosixThread(handle: handle)
    }

    /// Waits for the thread to finish.
    public func join() {
        pthread_join(handle, nil)
    }
}
