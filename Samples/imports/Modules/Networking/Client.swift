import Foundation

public struct Client {}
