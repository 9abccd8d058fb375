package io.attest.plugins.citationcore;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.attest.plugin.api.guard.FlagType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads citation template files ({@code "format": "attest.citation-templates"}): shared word
 * groups ({@code "groups"}: {@code sec}, {@code art}, ...; a trailing {@code *} marks a plural
 * marker that introduces a list), jurisdictions and their names ({@code "jurisdictions"}), and
 * templates. Groups and jurisdictions may be defined in any file and are shared by all. A template:
 *
 * <pre>{@code
 * {"id": "us-usc", "jurisdiction": "US", "kind": "statute", "type": "usc",
 *  "body": "usc", "volume": "{title}", "name": "{title} U.S.C. § ",
 *  "url": "https://www.law.cornell.edu/uscode/text/{title}/{section}",
 *  "tokens": {"title": "number", "section": "section"},
 *  "names": {"code": ["U.S.C.", "USC", "United States Code"]},
 *  "lookups": {"code": [{"id": "PEN", "name": "Penal", "url": "PEN", "forms": ["Penal", "Pen."]}]},
 *  "forms": ["{title} {code} {sec?} {section}"],
 *  "examples": [["28 U.S.C. § 1332", "28 USC 1332"]]}
 * }</pre>
 *
 * A form's search starts at its first element that is one of the template's own names (the
 * jurisdiction {@code {jur}} or a name list; a lookup where the form has neither), which must not
 * be optional.
 */
public final class TemplateCatalog {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final List<CitationTemplate> templates;
    /** Example groups by template id: every string of a group is one citation with one key. */
    private final Map<String, List<List<String>>> examples;

    private TemplateCatalog(List<CitationTemplate> templates, Map<String, List<List<String>>> examples) {
        this.templates = List.copyOf(templates);
        this.examples = examples;
    }

    public static TemplateCatalog load(List<URL> files) {
        List<JsonNode> roots = new ArrayList<>();
        for (URL file : files) {
            try (InputStream in = file.openStream()) {
                JsonNode root = JSON.readTree(in);
                if (!"attest.citation-templates".equals(root.path("format").asText())) {
                    throw new IllegalArgumentException(file + ": not an attest.citation-templates file");
                }
                roots.add(root);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
        }
        Map<String, List<String>> groups = new HashMap<>();
        Map<String, List<String>> jurisdictions = new HashMap<>();
        for (JsonNode root : roots) {
            root.path("groups").fields().forEachRemaining(g -> groups.put(g.getKey(), strings(g.getValue())));
            root.path("jurisdictions").fields().forEachRemaining(j -> jurisdictions.put(j.getKey(), strings(j.getValue())));
        }
        List<CitationTemplate> templates = new ArrayList<>();
        Map<String, List<List<String>>> examples = new LinkedHashMap<>();
        for (JsonNode root : roots) {
            for (JsonNode node : root.path("templates")) {
                String id = node.path("id").asText();
                try {
                    templates.add(template(node, groups, jurisdictions));
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException("citation template " + id + ": " + e.getMessage(), e);
                }
                List<List<String>> groupsOfExamples = new ArrayList<>();
                for (JsonNode group : node.path("examples")) {
                    groupsOfExamples.add(group.isArray() ? strings(group) : List.of(group.asText()));
                }
                examples.put(id, groupsOfExamples);
            }
        }
        return new TemplateCatalog(templates, examples);
    }

    public List<CitationTemplate> templates() {
        return templates;
    }

    /** The example groups of every template, by id. */
    public Map<String, List<List<String>>> examples() {
        return examples;
    }

    private static CitationTemplate template(JsonNode node, Map<String, List<String>> groups, Map<String, List<String>> jurisdictions) {
        String id = required(node, "id");
        String jurisdiction = required(node, "jurisdiction");
        var kind = CitationTemplate.kinds().get(required(node, "kind"));
        if (kind == null) {
            throw new IllegalArgumentException("unknown kind " + node.path("kind").asText());
        }
        FlagType type = FlagType.fromWireName(required(node, "type"))
                .orElseThrow(() -> new IllegalArgumentException("unknown type " + node.path("type").asText()));
        List<CitationTemplate.TokenSpec> tokens = new ArrayList<>();
        node.path("tokens").fields().forEachRemaining(t -> {
            JsonNode spec = t.getValue();
            String typeName = spec.isTextual() ? spec.asText() : spec.path("type").asText();
            String pin = spec.isObject() && spec.has("pin") ? spec.path("pin").asText() : null;
            tokens.add(new CitationTemplate.TokenSpec(t.getKey(), TokenType.parse(typeName), pin));
        });
        List<CitationTemplate.Lookup> lookups = new ArrayList<>();
        node.path("lookups").fields().forEachRemaining(l -> {
            List<CitationTemplate.Lookup.Entry> entries = new ArrayList<>();
            for (JsonNode e : l.getValue()) {
                entries.add(new CitationTemplate.Lookup.Entry(required(e, "id"), e.path("name").asText(required(e, "id")),
                        text(e, "url"), strings(e.path("forms"))));
            }
            lookups.add(new CitationTemplate.Lookup(l.getKey(), List.copyOf(entries)));
        });
        Map<String, List<String>> names = new HashMap<>();
        node.path("names").fields().forEachRemaining(n -> names.put(n.getKey(), strings(n.getValue())));
        List<String> jurisdictionNames = jurisdictions.get(jurisdiction);
        FormSyntax.Resolver resolver = (name, optional, space) -> {
            for (int slot = 0; slot < tokens.size(); slot++) {
                if (tokens.get(slot).name().equals(name)) {
                    return new FormElement.Token(name, tokens.get(slot).type(), slot, optional, space);
                }
            }
            for (int slot = 0; slot < lookups.size(); slot++) {
                if (lookups.get(slot).name().equals(name)) {
                    List<FormElement.Alternative> alternatives = new ArrayList<>();
                    List<CitationTemplate.Lookup.Entry> entries = lookups.get(slot).entries();
                    for (int e = 0; e < entries.size(); e++) {
                        for (String form : entries.get(e).forms()) {
                            alternatives.add(FormElement.Alternative.of(form, e));
                        }
                    }
                    return new FormElement.Words(List.copyOf(alternatives), slot, true, optional, space);
                }
            }
            if (name.equals("jur")) {
                if (jurisdictionNames == null) {
                    throw new IllegalArgumentException("no names for jurisdiction " + jurisdiction);
                }
                return words(jurisdictionNames, true, optional, space);
            }
            if (names.containsKey(name)) {
                return words(names.get(name), true, optional, space);
            }
            if (groups.containsKey(name)) {
                return words(groups.get(name), false, optional, space);
            }
            throw new IllegalArgumentException("unknown element {" + name + "}");
        };
        List<CitationTemplate.Form> forms = new ArrayList<>();
        for (JsonNode written : node.path("forms")) {
            List<FormElement> elements = FormSyntax.parse(written.asText(), resolver);
            // the jurisdiction or a name list of the template first (Connecticut, not the ordinal of
            // "article first" of a lookup); a lookup only where the form has nothing else
            int anchor = -1;
            for (int pass = 0; pass < 2 && anchor < 0; pass++) {
                for (int k = 0; k < elements.size() && anchor < 0; k++) {
                    if (elements.get(k) instanceof FormElement.Words w && w.anchor() && !w.optional() && (pass == 1 || w.slot() < 0)) {
                        anchor = k;
                    }
                }
            }
            if (anchor < 0) {
                throw new IllegalArgumentException("form \"" + written.asText() + "\" has no name of the template to start at");
            }
            forms.add(new CitationTemplate.Form(written.asText(), List.copyOf(elements), anchor));
        }
        if (forms.isEmpty()) {
            throw new IllegalArgumentException("no forms");
        }
        return new CitationTemplate(id, kind, jurisdiction, type, node.path("body").asText(id), node.path("volume").asText(""),
                required(node, "name"), text(node, "url"), List.copyOf(tokens), List.copyOf(lookups), List.copyOf(forms),
                strings(node.path("triggers")));
    }

    private static FormElement.Words words(List<String> written, boolean anchor, boolean optional, boolean space) {
        List<FormElement.Alternative> alternatives = new ArrayList<>();
        for (String w : written) {
            alternatives.add(FormElement.Alternative.of(w, -1));
        }
        return new FormElement.Words(List.copyOf(alternatives), -1, anchor, optional, space);
    }

    private static String text(JsonNode node, String field) {
        return node.hasNonNull(field) ? node.get(field).asText() : null;
    }

    private static String required(JsonNode node, String field) {
        JsonNode value = node.path(field);
        if (!value.isTextual() || value.asText().isEmpty()) {
            throw new IllegalArgumentException("missing \"" + field + "\"");
        }
        return value.asText();
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        for (JsonNode n : array) {
            out.add(n.asText());
        }
        return List.copyOf(out);
    }
}
