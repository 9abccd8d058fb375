package io.attest.adapters.search;

import io.attest.plugin.api.meetings.ItemKind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.util.BytesRef;

/**
 * The items a passage lifts, kept in its doc values so a passage hit costs no stored-field read:
 * the first {@code direct} lie in the passage, the rest in the passage before or after it.
 * Encoded as UTF-8 {@code direct RS id US kind RS id US kind …} (RS = U+001E, US = U+001F; item ids
 * are opaque strings that never contain control characters — checked on indexing).
 */
record PassageLinks(int direct, List<Link> links) {

    record Link(String itemId, ItemKind kind) {
    }

    private static final char RECORD = '\u001e';
    private static final char UNIT = '\u001f';

    BytesRef encode() {
        StringBuilder out = new StringBuilder().append(direct);
        for (Link link : links) {
            out.append(RECORD).append(link.itemId()).append(UNIT).append(link.kind().ordinal());
        }
        return new BytesRef(out.toString());
    }

    static PassageLinks decode(BytesRef bytes) {
        String text = new String(bytes.bytes, bytes.offset, bytes.length, StandardCharsets.UTF_8);
        String[] records = text.split(String.valueOf(RECORD));
        List<Link> links = new ArrayList<>(records.length - 1);
        for (int i = 1; i < records.length; i++) {
            int unit = records[i].lastIndexOf(UNIT);
            links.add(new Link(records[i].substring(0, unit), ItemKind.values()[Integer.parseInt(records[i].substring(unit + 1))]));
        }
        return new PassageLinks(Integer.parseInt(records[0]), links);
    }

    /** Item ids are written into the encoding and into keys: no control characters. */
    static boolean acceptable(String itemId) {
        for (int i = 0; i < itemId.length(); i++) {
            if (Character.isISOControl(itemId.charAt(i))) {
                return false;
            }
        }
        return !itemId.isEmpty();
    }
}
