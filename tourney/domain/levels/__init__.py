"""Clock and structure: levels and breaks, the clock, chip sets, templates and the generator."""
