import TargetLintCLI
import Threads

#if canImport(Glibc)
    import Glibc
#endif

/// Tells glibc's allocator that this process is short-lived and builds large arrays, and asks the
/// kernel for 2 MiB pages under the heap and under the job threads' arenas.
///
/// By default glibc serves every block of 128 KiB or more with a fresh `mmap` and unmaps it when it
/// is freed, and gives the heap's free top back to the kernel past 128 KiB. A manifest of thousands
/// of targets grows many arrays past that size, so each growth faulted in new zeroed pages for memory
/// the process had just freed: a fifth of the page faults of a 10,000-target lint. Serving blocks up
/// to 32 MiB from the heap and keeping up to 256 MiB of freed heap lets the process reuse what it
/// freed: 5,200 page faults become 4,100, and the 10,000-target lints and `tree` take 2 to 7 % less
/// time.
///
/// What is left is mostly first touches, one fault for each 4 KiB page, and a fault costs some
/// 2.5 µs on a virtual machine. The heap's first 192 MiB are therefore taken from the kernel at
/// once and marked for transparent huge pages, which where the kernel allows them (`madvise` mode,
/// the common default) fault in 2 MiB at a time: 3,800 faults become 900 and the 10,000-target
/// lints and `tree` take 12 to 17 % less time, the clean 100,000-target lint 10 %. Only what is
/// touched is backed, so a small project's run is as fast and as large as before, and peak memory at
/// 100,000 targets grows by 3 %. The reserve stays below the trim threshold, or glibc would hand it
/// back at the first `free`; a 512 MiB reserve, with the threshold raised to 1 GiB to keep it, made
/// the 100,000-target text lint 10 % slower. The kernel gives a 2 MiB page only where nothing in it
/// has been touched, so the heap is filled up to the first page marked with a block never freed
/// (address space, never backed), and what is allocated next, the manifest's bytes first, starts
/// on that page. Before, one run in four read the manifest into 4 KiB pages: 540 faults more.
///
/// The heap has an arena (a lock and its memory) for each thread that jobs run on
/// (``ConcurrentJobs/coreCount``), no more. Decoding a large manifest's targets allocates on every
/// such thread, and threads sharing one arena wait for its lock, for long when the thread holding
/// it is descheduled: in four rounds of 25 interleaved runs on two cores, with one arena for all,
/// the median 10,000-target `tree` took 10.7 to 19.6 ms against 10.8 to 13.0 ms, and the text lint
/// 40.8 to 41.7 ms against 28.6 to 33.4 ms. A thread's arena is fresh memory, which glibc made
/// usable a page at a time (an `mprotect` call and a fault for each 4 KiB the decoding thread
/// took), so a new arena starts with 16 MiB usable (M_TOP_PAD) and is readied for huge pages as
/// the first job thread using it starts (``ThreadArena``): the clean 10,000-target lint's 1,250
/// page faults become 350 (printing the version makes 280 to 300), the text lint's 2,200 to 3,000
/// become 360, and the 10,000-target commands take 7 to 13 % less time.
///
/// `mallopt` is glibc's, declared in `malloc.h`, which the `Glibc` module does not import, so it is
/// found by name; with any other C library (musl, Darwin) nothing changes. Nor does it where the
/// environment tunes the allocator itself (`GLIBC_TUNABLES`, `MALLOC_*_`): those settings stand.
/// The reserve and the arenas' huge pages are left out under a limit on the process's memory
/// (`ulimit -v`, `ulimit -d`), which 192 MiB of address space would bring closer, and when the
/// kernel refuses the reserve.
enum AllocatorTuning {
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    private typealias Malloc = @convention(c) (Int) -> UnsafeMutableRawPointer?

    /// The environment variables through which glibc's allocator is tuned from outside.
    private static let allocatorVariables = [
        "GLIBC_TUNABLES", "MALLOC_ARENA_MAX", "MALLOC_ARENA_TEST", "MALLOC_MMAP_MAX_", "MALLOC_MMAP_THRESHOLD_",
        "MALLOC_TOP_PAD_", "MALLOC_TRIM_THRESHOLD_",
    ]

    /// Applies the settings, and readies each job thread's arena as it starts (``ThreadArena``);
    /// call it once, before the process starts threads. It is the executable's: a library leaves the
    /// allocator to the program that links it.
    static func apply() {
        #if canImport(Glibc)
            guard !allocatorVariables.contains(where: { getenv($0) != nil }),
                let symbol = dlsym(nil, "mallopt"), let mallocSymbol = dlsym(nil, "malloc")
            else { return }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            // M_MMAP_THRESHOLD and M_TRIM_THRESHOLD in glibc's malloc.h; 32 MiB is the largest
            // threshold glibc accepts on 64-bit systems.
            let mmapThreshold: Int32 = -3
            let trimThreshold: Int32 = -1
            _ = mallopt(mmapThreshold, 32 << 20)
            _ = mallopt(trimThreshold, 256 << 20)
            // M_ARENA_MAX: an arena for each thread that jobs run on (see the type's notes).
            let arenaCount: Int32 = -8
            _ = mallopt(arenaCount, Int32(ConcurrentJobs.coreCount))
            PosixThread.startHook = { ThreadArena.prepareCurrentThread() }
            if CommandEnvironment.processMemoryLimit == nil {
                reserveHugePageHeap(mallopt, malloc: unsafeBitCast(mallocSymbol, to: Malloc.self))
            }
        #endif
    }

    #if canImport(Glibc)

        /// Grows the heap by 192 MiB in one step, by allocating a block with that much padding asked
        /// for (M_TOP_PAD) and freeing it, which the trim threshold keeps in the heap; marks the
        /// whole 2 MiB pages of what the heap grew by, past what was touched, for huge pages; fills
        /// the heap up to the first of them with a block kept for good; and lets job threads ready
        /// their arenas (``ThreadArena``). Where the heap cannot grow (its break is already past
        /// free room, or the kernel refuses), nothing is marked; and where no memory is left even
        /// for the block, nothing else happens.
        private static func reserveHugePageHeap(_ mallopt: Mallopt, malloc: Malloc) {
            let topPad: Int32 = -2
            let reserve = 192 << 20
            let hugePage = 2 << 20
            let blockSize = 1 << 20
            _ = mallopt(topPad, Int32(reserve))
            let start = Int(bitPattern: sbrk(0))
            // Called through the pointer `dlsym` gave, which the optimizer cannot see into: it drops
            // a `malloc` whose block is unused. A refusal is a nil, not a crash.
            let block = malloc(blockSize)
            free(block)
            let end = Int(bitPattern: sbrk(0))
            // What a new thread's arena starts with; the heap grows by as much past the reserve.
            _ = mallopt(topPad, Int32(ThreadArena.startingSize))
            // A failed `sbrk` gives -1; then, as when the heap did not move, nothing is marked.
            guard let block, start > 0, end > start else { return }
            // The first 2 MiB page past what was touched: the old top of the heap, and the header
            // glibc wrote past the block.
            let touched = max(start, Int(bitPattern: block) + blockSize + 64)
            let first = (touched / hugePage + 1) * hugePage
            let last = end / hugePage * hugePage
            guard last > first else { return }
            _ = madvise(UnsafeMutableRawPointer(bitPattern: first), last - first, MADV_HUGEPAGE)
            // Up to that page, a block kept for good: what is allocated next starts there. The
            // block freed above is the top's start, where this one goes.
            let fillerSize = first - Int(bitPattern: block) - 64
            if fillerSize > 0 { _ = malloc(fillerSize) }
            ThreadArena.enable()
        }
    #endif
}
