import BrewCore
import CheckoutFeature

public enum MenuFeatureModule {}
