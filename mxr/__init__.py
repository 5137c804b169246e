"""mxr client package: ``mxr.client`` is the typed HTTP client of the mxr service."""
