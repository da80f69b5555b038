import Foundation
import Networking
import Router

#if USE_MOCKS
    import MockServer
#endif

public struct Cart {}
