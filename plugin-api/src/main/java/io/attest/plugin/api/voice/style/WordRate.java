package io.attest.plugin.api.voice.style;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How often a word occurs: {@code rate} is its share of all words, {@code spread} the standard
 * deviation of that share from sample to sample (what a z-score divides by).
 */
public record WordRate(double rate, double spread) {

    Map<String, Object> toDocument() {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("rate", rate);
        d.put("spread", spread);
        return d;
    }

    static WordRate read(DocumentNode node) {
        node.onlyKeys("rate", "spread");
        return new WordRate(node.share("rate"), node.number("spread"));
    }
}
