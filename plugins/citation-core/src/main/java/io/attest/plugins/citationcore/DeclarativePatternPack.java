package io.attest.plugins.citationcore;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.re2j.PatternSyntaxException;
import io.attest.plugin.api.guard.FlagType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * A pattern pack written as JSON and dropped into the plugins directory, so a customer adds the
 * citation forms of its own domain without Java:
 *
 * <pre>{@code
 * {"format": "attest.pattern-pack", "id": "acme-endorsements", "version": "1.0.0", "domain": "acme",
 *  "families": ["insurance"],
 *  "patterns": [{"type": "section_ref", "regex": "Endorsement [A-Z]{2}-\\d{3}", "example": "Endorsement CG-201"}]}
 * }</pre>
 *
 * It reports the shared recognisers (reporters, case names, bare sections and rules), the
 * citation templates it is given (U.S.C., C.F.R., state codes, ...), the built-in provision
 * families it names, and its own RE2/J patterns. Every pattern must
 * match its {@code example} whole, which catches escaping mistakes at start-up.
 */
public final class DeclarativePatternPack extends RecognizerPack {

    public static final String FORMAT = "attest.pattern-pack";

    /**
     * Family names a pack may still list that the citation templates now serve (statutes, codes,
     * court rules), so they add nothing: the legal domain and the former hand-written families.
     */
    static final List<String> TEMPLATE_FAMILIES = List.of("legal", "codes", "court_rules");

    private final String id;
    private final String version;
    private final String domain;

    private DeclarativePatternPack(String id, String version, String domain, List<Recognizer> recognizers) {
        super(recognizers);
        this.id = id;
        this.version = version;
        this.domain = domain;
    }

    /**
     * Parses and validates a pack that reads {@code templates} (the legal pack's, as the built-in
     * packs do) besides its own patterns; any mistake is an {@link IllegalArgumentException} naming the field.
     */
    public static DeclarativePatternPack fromJson(byte[] json, TemplateCatalog templates) {
        return fromJson(json, templates, installedFamilies());
    }

    /**
     * As {@link #fromJson(byte[], TemplateCatalog)}, with the provision families the pack may name
     * given ({@link #installedFamilies()} are those of the built-in packs on the class path).
     */
    public static DeclarativePatternPack fromJson(byte[] json, TemplateCatalog templates, List<ProvisionFamily> known) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not valid JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new IllegalArgumentException("not readable: " + e.getMessage());
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("a pattern pack is a JSON object");
        }
        if (!FORMAT.equals(text(root, "format"))) {
            throw new IllegalArgumentException("\"format\" must be \"" + FORMAT + "\"");
        }
        String domain = text(root, "domain");
        if (domain == null || !domain.matches("[a-z][a-z0-9-]{1,63}")) {
            throw new IllegalArgumentException("\"domain\" must be a lower-case kebab word");
        }
        List<ProvisionFamily> families = families(root.path("families"), known);
        List<Recognizer> recognizers = new ArrayList<>(CoreRecognizers.with(families, templates));
        JsonNode patterns = root.path("patterns");
        if (!patterns.isArray() || patterns.isEmpty()) {
            throw new IllegalArgumentException("\"patterns\" must be a non-empty array");
        }
        for (int i = 0; i < patterns.size(); i++) {
            recognizers.add(pattern(patterns.get(i), "patterns[" + i + "]"));
        }
        return new DeclarativePatternPack(text(root, "id"), text(root, "version"), domain, recognizers);
    }

    /**
     * The families a pack names, each once, by one of its {@link ProvisionFamily#names()} in any
     * letter case; {@link #TEMPLATE_FAMILIES} are accepted and add nothing.
     */
    private static List<ProvisionFamily> families(JsonNode names, List<ProvisionFamily> known) {
        Map<String, ProvisionFamily> byName = new LinkedHashMap<>();
        for (ProvisionFamily family : known) {
            for (String name : family.names()) {
                byName.put(name, family);
            }
        }
        List<ProvisionFamily> families = new ArrayList<>();
        for (JsonNode node : names) {
            String name = node.asText().toLowerCase(Locale.ROOT);
            ProvisionFamily family = byName.get(name);
            if (family == null && !TEMPLATE_FAMILIES.contains(name)) {
                List<String> all = new ArrayList<>(TEMPLATE_FAMILIES);
                all.addAll(byName.keySet());
                throw new IllegalArgumentException("unknown family \"" + node.asText() + "\"; one of " + all);
            }
            if (family != null && !families.contains(family)) {
                families.add(family);
            }
        }
        return families;
    }

    /**
     * The families of the packs on this class's class path (financial, insurance, healthcare),
     * registered as {@code META-INF/services/io.attest.plugins.citationcore.ProvisionFamily}.
     */
    public static List<ProvisionFamily> installedFamilies() {
        List<ProvisionFamily> families = new ArrayList<>();
        ServiceLoader.load(ProvisionFamily.class, DeclarativePatternPack.class.getClassLoader()).forEach(families::add);
        return families;
    }

    private static RegexRecognizer pattern(JsonNode node, String path) {
        FlagType type = FlagType.fromWireName(text(node, "type"))
                .orElseThrow(() -> new IllegalArgumentException(path + ".type must be one of case_citation, reporter, usc, cfr, section_ref"));
        String regex = text(node, "regex");
        String example = text(node, "example");
        if (regex == null || example == null) {
            throw new IllegalArgumentException(path + " needs \"regex\" and \"example\"");
        }
        RegexRecognizer recognizer;
        try {
            recognizer = new RegexRecognizer(type, regex);
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException(path + ".regex is not a linear-time (RE2) pattern: " + e.getMessage());
        }
        if (!recognizer.matchesExactly(example)) {
            throw new IllegalArgumentException(path + ".regex does not match its example \"" + example + "\"");
        }
        return recognizer;
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || !value.isTextual() ? null : value.asText();
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String version() {
        return version;
    }

    @Override
    public String domain() {
        return domain;
    }
}
