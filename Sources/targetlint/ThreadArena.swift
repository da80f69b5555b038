#if canImport(Glibc)
    import Glibc

    /// The arena a job thread allocates from in glibc's allocator, readied for 2 MiB pages when the
    /// thread starts (see ``AllocatorTuning``).
    ///
    /// glibc gives each arena but the main one a heap of its own: 64 MiB of address space starting at a
    /// multiple of 64 MiB (its `HEAP_MAX_SIZE`; `heap_for_ptr` finds a block's heap that way), with the
    /// arena's bookkeeping at the start and blocks after it, made usable ``startingSize`` at a time once
    /// ``AllocatorTuning`` has set M_TOP_PAD to that. The first job thread to use an arena marks its whole
    /// heap for huge pages. The kernel gives a 2 MiB page only where nothing in it has been touched, and
    /// making the arena touched its first, so a block that is never freed fills the rest of that page
    /// (address space, never backed) and the thread's blocks start on the next.
    ///
    /// Were a heap not laid out so, the harm would be a piece of advice to the kernel and a block of less
    /// than 2 MiB kept for good; a thread allocating from the main arena, whose heap lies below the
    /// program break, is left alone.
    enum ThreadArena {
        /// What a new arena may use before glibc grows it: 16 MiB, where it grew a 4 KiB page at a time,
        /// an `mprotect` call and a fault for each.
        static let startingSize = 16 << 20
        private static let heapSize = 64 << 20
        private static let hugePage = 2 << 20

        /// Whether to ready arenas, and the heaps readied so far by their start with the blocks that fill
        /// their first pages. Guarded by `lock`.
        private struct State {
            var isEnabled = false
            var readied: [(heap: Int, filler: UnsafeMutableRawPointer?)] = []
        }

        nonisolated(unsafe) private static var state = State()
        nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
            let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
            return lock
        }()

        /// Lets ``prepareCurrentThread()`` ready arenas from now on; ``AllocatorTuning`` calls it once the
        /// heap has its reserve and new arenas their starting size.
        static func enable() {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            state.isEnabled = true
        }

        /// Readies the calling thread's arena the first time a thread uses it; call it as a thread
        /// starts, before it allocates.
        static func prepareCurrentThread() {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            // A block in the thread's arena; glibc makes the arena if the thread has none yet.
            guard state.isEnabled, Int.bitWidth == 64, let probe = malloc(16) else { return }
            let address = Int(bitPattern: probe)
            free(probe)
            guard address >= Int(bitPattern: sbrk(0)) else { return }
            let heap = address & ~(heapSize - 1)
            guard !state.readied.contains(where: { $0.heap == heap }) else { return }
            _ = madvise(UnsafeMutableRawPointer(bitPattern: heap), heapSize, MADV_HUGEPAGE)
            // The freed probe stays in the thread's cache; the filler follows it, up to the next
            // page less glibc's header.
            let fillerSize = heap + hugePage - address - 64
            let filler = (16..<hugePage).contains(fillerSize) ? malloc(fillerSize) : nil
            state.readied.append((heap, filler))
        }
    }
#endif
