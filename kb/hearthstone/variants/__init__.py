"""Hearthstone rule variants beside the wiki's Damage Events (dealt.kb.variants): one module per variant."""
