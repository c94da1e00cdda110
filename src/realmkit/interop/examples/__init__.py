"""Examples of learning with the adapters."""
