"""The Structure tab: the level editor with inline checks, templates, the generator, chips."""

from tourney.gui.structure.structure_tab import StructureTab

__all__ = ["StructureTab"]
