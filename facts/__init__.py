"""The vocabulary of the world: fact templates, input errors and scenario loading."""
