import CartCore
import CheckoutFeature
import DesignTokens
import UIKit

final class ShareViewController: UIViewController {}
