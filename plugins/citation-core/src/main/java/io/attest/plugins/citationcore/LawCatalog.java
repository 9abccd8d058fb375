package io.attest.plugins.citationcore;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The statute and regulation codes of {@code laws.json} (reporters-db, see NOTICE) that the
 * statute and provision recognisers need: the spellings of U.S.C. and C.F.R., the state and
 * territory code names with the shape of their cites, and the Bluebook state abbreviations.
 *
 * <p>A handful of widely used code names that reporters-db does not list ({@code ILCS},
 * {@code Pa.C.S.}, {@code P.S.}, {@code Ill. Adm. Code}, {@code NYCRR}, {@code CPLR}, {@code G.L. c.},
 * {@code U.C.C.}, {@code I.R.C.})
 * are added by {@link #ADDED_CODES}; they are marked {@code source = "attest"}.
 *
 * <p>Loaded once from the class path ({@link #load()}); immutable and thread-safe.
 */
public final class LawCatalog {

    /** How a cite of one code is laid out around its name, read from the {@code forms} of laws.json. */
    public enum Lead {
        /** The name comes first: {@code Cal. Ins. Code § 790.03}. */
        NONE,
        /** A title, volume or chapter number comes before the name: {@code 28 Tex. Admin. Code § 21.203}. */
        NUMBER,
        /** As {@link #NUMBER}, and the cite is not recognisable without it: {@code 215 ILCS 5/155}. */
        NUMBER_REQUIRED
    }

    /**
     * One statute or regulation code.
     *
     * @param key          the reporters-db key, e.g. {@code Cal. Code Regs.}
     * @param name         the full name
     * @param citeType     {@code leg_statute}, {@code admin_compilation}, ...
     * @param jurisdiction {@code California}, {@code United States}, ...
     * @param variations   other spellings of the key
     * @param forms        readable sketches of the cite, e.g. {@code {code} tit. {title}, § {section}}
     * @param example      a sample cite (synthetic numbers where {@code exampleSynthetic})
     * @param lead         whether a number precedes the name
     * @param bareNumber   whether a form puts the section right after the name, with no {@code §}
     * @param actSlash     whether the section is written {@code act/section} (Illinois)
     * @param source       {@code reporters-db} or {@code attest}
     */
    public record Law(String key, String name, String citeType, String jurisdiction, List<String> variations,
                      List<String> forms, String example, boolean exampleSynthetic, Lead lead, boolean bareNumber,
                      boolean actSlash, String source) {

        public Law {
            variations = List.copyOf(variations);
            forms = List.copyOf(forms);
        }
    }

    /**
     * A family of code names written as a template in laws.json, e.g. {@code Cal. $law_subject Code}
     * for {@code Cal. Ins. Code}, {@code Cal. Civ. Proc. Code}: {@code prefix}, one or more subject
     * words, {@code suffix} (compared without whitespace).
     */
    public record Template(String prefix, String suffix, Law law) {
    }

    /**
     * Code names laws.json does not list, in the same shape: {key, jurisdiction, form}. The form
     * decides {@link Lead} and {@link Law#bareNumber()} as for the reporters-db entries.
     */
    static final List<String[]> ADDED_CODES = List.of(
            new String[] {"ILCS", "Illinois", "{chapter} {code} {act}/{section}"},
            new String[] {"Pa.C.S.", "Pennsylvania", "{title} {code} § {section}"},
            new String[] {"Pa.C.S.A.", "Pennsylvania", "{title} {code} § {section}"},
            new String[] {"P.S.", "Pennsylvania", "{title} {code} § {section}"},
            new String[] {"Pa. Stat. Ann.", "Pennsylvania", "{title} {code} § {section}"},
            new String[] {"Pa. Stat.", "Pennsylvania", "{title} {code} § {section}"},
            new String[] {"Ill. Adm. Code", "Illinois", "{title} {code} {section}"},
            new String[] {"NYCRR", "New York", "{title} {code} {section}"},
            new String[] {"N.Y.C.R.R.", "New York", "{title} {code} {section}"},
            new String[] {"N.Y. C.P.L.R.", "New York", "{code} {rule}"},
            new String[] {"N.Y. CPLR", "New York", "{code} {rule}"},
            new String[] {"C.P.L.R.", "New York", "{code} {rule}"},
            new String[] {"CPLR", "New York", "{code} {rule}"},
            new String[] {"G.L.", "Massachusetts", "{code} c. {chapter}, § {section}"},
            new String[] {"M.G.L.", "Massachusetts", "{code} c. {chapter}, § {section}"},
            new String[] {"M.G.L.A.", "Massachusetts", "{code} c. {chapter}, § {section}"},
            new String[] {"Mass. G.L.", "Massachusetts", "{code} c. {chapter}, § {section}"},
            new String[] {"U.C.C.", "United States", "{code} § {section}"},
            new String[] {"UCC", "United States", "{code} § {section}"},
            new String[] {"I.R.C.", "United States", "{code} § {section}"},
            new String[] {"IRC", "United States", "{code} § {section}"});

    /** Jurisdiction prefixes of territory codes that are not in {@code state_abbreviations}. */
    private static final List<String> TERRITORIES = List.of(
            "D.C.", "P.R.", "V.I.", "Guam", "Am. Samoa", "N. Mar. I.", "Navajo Nation", "C.Z.");

    private static volatile LawCatalog cached;

    private final Law usc;
    private final Law cfr;
    private final List<Law> codes;
    private final Map<String, Law> byCompactName;
    private final List<Template> templates;
    private final Map<String, String> stateAbbreviations;
    private final List<String> jurisdictionPrefixes;

    private LawCatalog(Law usc, Law cfr, List<Law> codes, List<Template> templates, Map<String, String> stateAbbreviations) {
        this.usc = usc;
        this.cfr = cfr;
        this.codes = List.copyOf(codes);
        Map<String, Law> index = new HashMap<>();
        for (Law law : codes) {
            index.putIfAbsent(compact(law.key()), law);
            for (String variation : law.variations()) {
                index.putIfAbsent(compact(variation), law);
            }
        }
        this.byCompactName = Map.copyOf(index);
        this.templates = List.copyOf(templates);
        this.stateAbbreviations = Collections.unmodifiableMap(new LinkedHashMap<>(stateAbbreviations));
        Set<String> prefixes = new LinkedHashSet<>(stateAbbreviations.keySet());
        prefixes.addAll(TERRITORIES);
        this.jurisdictionPrefixes = List.copyOf(prefixes);
    }

    /** The catalog of the bundled laws.json, read once. */
    public static LawCatalog load() {
        LawCatalog catalog = cached;
        if (catalog == null) {
            synchronized (LawCatalog.class) {
                catalog = cached;
                if (catalog == null) {
                    catalog = read();
                    cached = catalog;
                }
            }
        }
        return catalog;
    }

    /** United States Code: key {@code U.S.C.} and its variations ({@code USC}, {@code U.S.C.A.}, {@code U.S. Code}, ...). */
    public Law usc() {
        return usc;
    }

    /** Code of Federal Regulations: key {@code C.F.R.} and its variations ({@code CFR}, {@code C. F. R.}). */
    public Law cfr() {
        return cfr;
    }

    /** Every spelling of U.S.C. (key first). */
    public List<String> uscSpellings() {
        return spellings(usc);
    }

    /** Every spelling of C.F.R. (key first). */
    public List<String> cfrSpellings() {
        return spellings(cfr);
    }

    /**
     * The statute and regulation codes other than U.S.C. and C.F.R. ({@code leg_statute} and
     * {@code admin_compilation} of laws.json, state and territory codes and {@code Treas. Reg.}),
     * then {@link #ADDED_CODES}.
     */
    public List<Law> codes() {
        return codes;
    }

    /** The laws.json name templates ({@code Cal. $law_subject Code}, {@code N.Y. $law_subject Law}, ...). */
    public List<Template> templates() {
        return templates;
    }

    /** Bluebook state abbreviation → state name ({@code "Cal." → "California"}). */
    public Map<String, String> stateAbbreviations() {
        return stateAbbreviations;
    }

    /** State abbreviations plus the territory prefixes of laws.json ({@code D.C.}, {@code P.R.}, {@code Guam}, ...). */
    public List<String> jurisdictionPrefixes() {
        return jurisdictionPrefixes;
    }

    /**
     * The code a name as written refers to, comparing without whitespace ({@code "N. Y. Ins. Law"}
     * is {@code N.Y. Ins. Law}): a key or variation, else a template ({@code Cal. Ins. Code} →
     * the {@code Cal. Code} entry). Empty for a name the catalog does not know.
     */
    public Optional<Law> code(String name) {
        String key = compact(name);
        Law law = byCompactName.get(key);
        if (law != null) {
            return Optional.of(law);
        }
        for (Template template : templates) {
            if (key.length() > template.prefix().length() + template.suffix().length()
                    && key.startsWith(template.prefix()) && key.endsWith(template.suffix())) {
                return Optional.of(template.law());
            }
        }
        return Optional.empty();
    }

    /** {@code s} without any whitespace. */
    static String compact(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Scan.space(c)) {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static List<String> spellings(Law law) {
        List<String> all = new ArrayList<>();
        all.add(law.key());
        all.addAll(law.variations());
        return List.copyOf(all);
    }

    private static LawCatalog read() {
        JsonNode root;
        try (InputStream in = LawCatalog.class.getResourceAsStream("laws.json")) {
            if (in == null) {
                throw new IllegalStateException("laws.json is missing from citation-core");
            }
            root = new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Law usc = null;
        Law cfr = null;
        List<Law> codes = new ArrayList<>();
        List<Template> templates = new ArrayList<>();
        for (JsonNode node : root.path("laws")) {
            Law law = law(node);
            if (law.key().equals("U.S.C.")) {
                usc = law;
            } else if (law.key().equals("C.F.R.")) {
                cfr = law;
            } else if (law.citeType().equals("leg_statute") || law.citeType().equals("admin_compilation")) {
                if (law.key().startsWith("Pub. L.") || law.key().startsWith("Pvt. L.")) {
                    continue;
                }
                codes.add(law);
                for (JsonNode pattern : node.path("patterns")) {
                    template(pattern.asText(), law).ifPresent(templates::add);
                }
            }
        }
        if (usc == null || cfr == null) {
            throw new IllegalStateException("laws.json has no U.S.C. or C.F.R. entry");
        }
        for (String[] added : ADDED_CODES) {
            codes.add(shaped(added[0], added[0], "leg_statute", added[1], List.of(), List.of(added[2]), "", false, "attest"));
        }
        Map<String, String> states = new LinkedHashMap<>();
        root.path("state_abbreviations").properties().forEach(e -> states.put(e.getKey(), e.getValue().asText()));
        return new LawCatalog(usc, cfr, codes, templates, states);
    }

    private static Law law(JsonNode node) {
        List<String> variations = new ArrayList<>();
        node.path("variations").forEach(v -> variations.add(v.asText()));
        List<String> forms = new ArrayList<>();
        node.path("forms").forEach(f -> forms.add(f.asText()));
        return shaped(node.path("key").asText(), node.path("name").asText(), node.path("cite_type").asText(),
                node.path("jurisdiction").asText(), variations, forms, node.path("example").asText(),
                node.path("example_synthetic").asBoolean(false), "reporters-db");
    }

    private static Law shaped(String key, String name, String citeType, String jurisdiction, List<String> variations,
                              List<String> forms, String example, boolean synthetic, String source) {
        Lead lead = Lead.NONE;
        boolean bare = false;
        boolean slash = false;
        for (String form : forms) {
            if (form.startsWith("{title}") || form.startsWith("{chapter}") || form.startsWith("{volume}")) {
                lead = Lead.NUMBER;
            }
            if (form.contains("{act}")) {
                slash = true;
            }
            // "{code} {rule}", "{code} {section}", "{title} {code} {rule}", "{code} {subject} {rule}", "{code} {reg}":
            // the number follows the name (or its subject) with no §, ch., tit., art or r. in between.
            int at = form.indexOf("{code}");
            if (at >= 0) {
                String after = form.substring(at + "{code}".length()).replace("{subject}", "").replace("{agency}", "").strip();
                if (after.startsWith("{rule}") || after.startsWith("{section}") || after.startsWith("{reg}")) {
                    bare = true;
                }
            }
        }
        if (slash || key.equals("P.S.") || key.equals("NYCRR") || key.equals("N.Y.C.R.R.")) {
            lead = Lead.NUMBER_REQUIRED;
        }
        return new Law(key, name, citeType, jurisdiction, variations, forms, example, synthetic, lead, bare, slash, source);
    }

    /** {@code (?P<reporter>Cal\. $law_subject Code) § $law_section} → prefix {@code Cal.}, suffix {@code Code}. */
    private static Optional<Template> template(String pattern, Law law) {
        int subject = pattern.indexOf("$law_subject");
        if (subject < 0) {
            return Optional.empty();
        }
        String before = pattern.substring(0, subject);
        int open = before.lastIndexOf(')');
        before = before.substring(open + 1).replace("(?P<reporter>", "");
        if (before.contains("$reporter")) {
            return Optional.empty(); // "Md. Code Ann., {subject} §": the key itself is the name
        }
        String after = pattern.substring(subject + "$law_subject".length());
        int close = after.indexOf(')');
        if (close < 0) {
            return Optional.empty();
        }
        after = after.substring(0, close);
        String prefix = compact(before.replace("\\", ""));
        String suffix = compact(after.replace("\\", ""));
        if (prefix.isEmpty() || suffix.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Template(prefix, suffix, law));
    }
}
