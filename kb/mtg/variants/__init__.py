"""Magic rule variants beside the current Comprehensive Rules (dealt.kb.variants): one module per variant."""
