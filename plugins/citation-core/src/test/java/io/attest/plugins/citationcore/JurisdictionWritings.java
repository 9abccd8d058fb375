package io.attest.plugins.citationcore;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.attest.plugin.api.guard.Citation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** What the writings tests share: the jurisdictions' names of common.json, and the key a writing is read with. */
final class JurisdictionWritings {

    private static final ProvisionRecognizer SCAN = new ProvisionRecognizer(List.of(), new TemplateRecognizer(LegalTemplates.catalog()));

    private JurisdictionWritings() {
    }

    /** The names of each jurisdiction by its code: the abbreviation first, the postal code last. */
    static JsonNode jurisdictions() {
        try (InputStream in = JurisdictionWritings.class.getResourceAsStream("templates/common.json")) {
            return new ObjectMapper().readTree(in).path("jurisdictions");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The name spelled out ({@code Texas}, not {@code Tex.} or {@code TX}), or null. */
    static String fullName(JsonNode names) {
        for (JsonNode name : names) {
            if (name.asText().length() > 4 && !name.asText().contains(".")) {
                return name.asText();
            }
        }
        return null;
    }

    /**
     * The keys of the citation read over exactly {@code cite} in a sentence, or null when there is
     * none or another reaches outside it (a bare {@code Section 19} inside is the selection's to drop).
     */
    static Object keyOf(String cite) {
        String text = "The court relied on " + cite + " in its ruling.";
        int start = 20;
        int end = start + cite.length();
        List<Citation> out = new ArrayList<>();
        SCAN.find(text, out);
        Citation whole = out.stream().filter(c -> c.start() == start && c.end() == end && c.keyed()).findFirst().orElse(null);
        boolean outside = out.stream().anyMatch(c -> c.start() < start || c.end() > end);
        return whole == null || outside ? null : whole.authorities().stream().map(a -> a.key()).toList();
    }
}
