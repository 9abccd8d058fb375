package io.attest.adapters.http.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.shared.StorableText;
import org.junit.jupiter.api.Test;

class StorableCharsTest {

    private static final String[] TEXTS = {"", "plain", "a\u0000b", "\ud83d\ude00", "x\ud83d\ude00y", "\ud800", "x\ud800",
            "\udc00x", "\ud800\ud800\udc00", "\ud83d\ude00\udc00", "\ud83d\ude00\ud83d", "é\ud83d\ude00\u0000"};

    /** Written in two pieces split at every place, a surrogate pair cut in half included, the answer is StorableText's. */
    @Test
    void agreesWithStorableTextWhereverTheTextIsCut() {
        for (String text : TEXTS) {
            for (int cut = 0; cut <= text.length(); cut++) {
                StorableChars chars = new StorableChars();
                chars.write(text.toCharArray(), 0, cut);
                chars.write(text, cut, text.length() - cut);
                assertThat(chars.storable()).as("%s cut at %d", escaped(text), cut).isEqualTo(StorableText.isStorable(text));
                StorableChars arrays = new StorableChars(); // the path Jackson's decoded segments take
                arrays.write(text.toCharArray(), 0, cut);
                arrays.write(("#" + text).toCharArray(), 1 + cut, text.length() - cut);
                assertThat(arrays.storable()).as("%s cut at %d, arrays", escaped(text), cut).isEqualTo(StorableText.isStorable(text));
            }
        }
    }

    private static String escaped(String text) {
        StringBuilder out = new StringBuilder();
        text.chars().forEach(c -> out.append(c < 0x80 && c >= 0x20 ? String.valueOf((char) c) : String.format("\\u%04x", c)));
        return out.toString();
    }
}
