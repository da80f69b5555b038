import CartCore

public struct Checkout {}
