import SharedConstants

struct SharedLinkWriter {
    // Spelled out instead of using AppGroup.identifier:
    let container = "group.com.example.shop"
}
