"""Riftbound rule variants beside the guide's rules (dealt.kb.variants): one module per variant (none yet)."""
