package io.attest.plugin.api.voice.style;

import java.util.LinkedHashMap;
import java.util.Map;

/** A recurring form (an opener, a closing phrase) and the share, 0–1, of the units that have it. */
public record Share(String text, double share) {

    Map<String, Object> toDocument() {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("text", text);
        d.put("share", share);
        return d;
    }

    static Share read(DocumentNode node) {
        node.onlyKeys("text", "share");
        return new Share(node.text("text"), node.share("share"));
    }
}
