import BrewCore

public enum CheckoutFeatureModule {}
