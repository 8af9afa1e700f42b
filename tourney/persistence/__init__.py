"""Storage with sqlite-utils: open, migrate and lock the library database; the event store."""
