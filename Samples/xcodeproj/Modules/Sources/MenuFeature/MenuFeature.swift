public enum MenuFeatureModule {}
