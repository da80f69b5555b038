public struct MockServer {}
