@_exported import DesignTokens
