public enum CheckoutFeatureModule {}
