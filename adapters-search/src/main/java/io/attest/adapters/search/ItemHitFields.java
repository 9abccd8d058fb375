package io.attest.adapters.search;

import java.nio.charset.StandardCharsets;
import org.apache.lucene.util.BytesRef;

/**
 * What a match shows about an item — its transcript, when the meeting was, the extraction's
 * confidence and the item text for the snippet — kept in one binary doc value per item, so that a
 * result costs one doc-values read instead of decompressing a stored-fields block.
 * Encoded as UTF-8 {@code transcriptId US occurredAt US confidence US text} (US = U+001F; the text
 * is last, so it may contain anything; transcript ids never contain U+001F — keys rely on that too).
 */
record ItemHitFields(String transcriptId, String occurredAt, double confidence, String text) {

    private static final char UNIT = '\u001f';

    BytesRef encode() {
        return new BytesRef(transcriptId + UNIT + occurredAt + UNIT + confidence + UNIT + text);
    }

    static ItemHitFields decode(BytesRef bytes) {
        String all = new String(bytes.bytes, bytes.offset, bytes.length, StandardCharsets.UTF_8);
        int a = all.indexOf(UNIT);
        int b = all.indexOf(UNIT, a + 1);
        int c = all.indexOf(UNIT, b + 1);
        return new ItemHitFields(all.substring(0, a), all.substring(a + 1, b), Double.parseDouble(all.substring(b + 1, c)),
                all.substring(c + 1));
    }
}
