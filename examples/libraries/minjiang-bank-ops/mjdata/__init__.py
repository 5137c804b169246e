"""Data modules for the Minjiang Bank ops front-end migration-experience test library."""
