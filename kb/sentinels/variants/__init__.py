"""Sentinels rule variants beside the Dealing Damage Order of Operations (dealt.kb.variants): one module per variant."""
