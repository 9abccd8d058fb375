package io.attest.plugins.citationcore;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/** The Bluebook case-name abbreviations of laws.json ({@code "Ins." → ["Insurance"]}), for the non-strict name match. */
public final class CaseNameAbbreviations {

    private static final Map<String, List<String>> TABLE = load();

    private CaseNameAbbreviations() {
    }

    public static Map<String, List<String>> table() {
        return TABLE;
    }

    private static Map<String, List<String>> load() {
        try (InputStream in = CaseNameAbbreviations.class.getResourceAsStream("laws.json")) {
            if (in == null) {
                throw new IllegalStateException("laws.json is missing from citation-core");
            }
            JsonNode abbreviations = new ObjectMapper().readTree(in).get("case_name_abbreviations");
            return Map.copyOf(new ObjectMapper().convertValue(abbreviations, new TypeReference<Map<String, List<String>>>() { }));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
