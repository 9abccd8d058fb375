package io.attest.plugin.api.voice.style;

/** Which code points count as emoji: the pictographic blocks, without a table to load. */
final class Emoji {

    private Emoji() {
    }

    static boolean is(int cp) {
        return (cp >= 0x1F000 && cp <= 0x1FAFF) || (cp >= 0x2600 && cp <= 0x27BF) || (cp >= 0x2B00 && cp <= 0x2BFF)
                || cp == 0x2139 || (cp >= 0x2194 && cp <= 0x21AA) || (cp >= 0x231A && cp <= 0x23FF);
    }
}
