package io.attest.plugins.citationcore;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The case-law reporters of reporters-db ({@code reporters.json}, loaded once from the class path):
 * every edition abbreviation and every spelling variation, each mapped to its canonical edition and
 * the years that edition was published, plus the cite shapes each edition is written in (derived
 * from reporters-db's regex templates: neutral {@code 2006-Ohio-2095}, Illinois
 * {@code 2017 IL App (4th) 160407}, nominative {@code 5 U.S. (1 Cranch) 137}, paragraph
 * {@code 141 FERC ¶ 61,049}, year-page {@code T.C. Memo. 2019-123}, ...). WL and LEXIS cites
 * ({@code 2019 WL 4639462}, {@code 2020 U.S. Dist. LEXIS 12345}) have the default
 * {@code volume reporter page} shape with a year as the volume.
 *
 * <p>Surface forms are kept as <em>keys</em>: typographic apostrophes folded to {@code '},
 * whitespace after a period removed (so {@code F. 3d}, {@code F.3d} and {@code F.\n3d} are one
 * key), other whitespace runs collapsed to one space. {@link VolumeFirstReader} and
 * {@link ReporterFirstReader} walk these keys in a trie (forwards and reversed); they are never
 * compiled into a regular expression.
 *
 * <p>Immutable and thread-safe.
 */
public final class ReporterCatalog {

    // Shapes an edition is cited in (a bit set; see shapeOf).
    /** {@code volume reporter page} with any volume. */
    static final int V_ANY = 1;
    /** The volume must be a year (neutral cites such as {@code 2016 Ohio 2813}). */
    static final int V_YEAR = 1 << 1;
    /** The volume has at most three digits. */
    static final int V_MAX3 = 1 << 2;
    /** The volume may end in {@code A} ({@code 71A}, {@code 402A}). */
    static final int V_ALPHA = 1 << 3;
    /** The volume may have a digit suffix ({@code 1982-1 Trade Cas.}). */
    static final int V_DIGIT_SUFFIX = 1 << 4;
    /** The volume may be left out ({@code Hask. 236}, {@code Fed. Sec. L. Rep. (CCH) ¶ 77,526}). */
    static final int VOLUMELESS = 1 << 5;
    /** {@code 2006-Ohio-2095}, {@code 2005 -NMCA- 078}. */
    static final int NEUTRAL_DASH = 1 << 6;
    /** Volume, reporter and page may be written without spaces ({@code 2021COA112}). */
    static final int NO_SPACE = 1 << 7;
    /** A year in parentheses between reporter and page ({@code 5 Am. Law Reg. (1857) 280}). */
    static final int YEAR_INCLUDED = 1 << 8;
    /** A nominative reporter in parentheses ({@code 5 U.S. (1 Cranch) 137}). */
    static final int NOMINATIVE = 1 << 9;
    /** A paragraph page, marker optional, commas allowed ({@code ¶ 61,049}, {@code P 80679}, {@code par. 64,689}). */
    static final int PARAGRAPH = 1 << 10;
    /** One letter after the page ({@code 1 N.Y. 1a}, {@code 2015 WY 90A}). */
    static final int PAGE_LETTER = 1 << 11;
    /** {@code (A)}, {@code [U]} after the page ({@code 81 Misc 3d 1211(A)}). */
    static final int PAGE_BRACKET = 1 << 12;
    /** One capital letter before the page ({@code 20 Fla. L. Weekly D2629}). */
    static final int PAGE_PREFIX = 1 << 13;
    /** {@code p.} or {@code Page} before the page ({@code 40 Am. Jur., p. 764}). */
    static final int P_MARKER = 1 << 14;
    /** {@code -U}, {@code -B} or {@code WC} after the page ({@code 2014 IL App (1st) 120583-U}). */
    static final int DASH_SUFFIX = 1 << 15;
    /** Reporter first, then year-number ({@code T.C. Memo. 2019-1234}, {@code SCDB 1846-016}). */
    static final int YEAR_PAGE = 1 << 16;
    /** Reporter first, then a year volume with a letter ({@code L.R.A. 1915A, 601}). */
    static final int REPORTER_YEAR_VOLUME = 1 << 17;
    /** A page in roman numerals ({@code 47 S. W. 2d XI}). */
    static final int ROMAN_PAGE = 1 << 18;
    /** {@code Supp.} between reporter and page ({@code 33 Ga. Supp. 9}). */
    static final int SUPPLEMENT = 1 << 19;

    private static final String RESOURCE = "reporters.json";
    private static volatile ReporterCatalog loaded;

    private final List<Edition> editions;
    private final List<Form> forms;
    private final Map<String, Form> byKey;
    private final Edition lexis;
    private final Trie forward;
    private final Trie backward;

    /** One series of a reporter ({@code F.3d} of the Federal Reporter). */
    public record Edition(String abbreviation, String reporterKey, String reporterName, String citeType,
            Integer startYear, Integer endYear, int shapes, String citeFormat) {

        /** Whether the edition was published in {@code year} ({@code null} ends are open). */
        public boolean covers(int year) {
            return (startYear == null || year >= startYear) && (endYear == null || year <= endYear);
        }

        /**
         * As {@link #covers(int)}, for a cite of {@code volume}. One correction to the data: reporters-db
         * dates the United States Reports from 1875, but volumes 1-90 reprint the nominative reporters
         * (Dallas to Wallace, 1790-1874), so {@code 5 U.S. 137 (1803)} is in range.
         */
        public boolean covers(int year, long volume) {
            if ("U.S.".equals(abbreviation) && volume >= 1 && volume <= 90) {
                return year <= 1875;
            }
            return covers(year);
        }

        boolean has(int shape) {
            return (shapes & shape) != 0;
        }

        /** Whether reporters-db writes the edition as {@code {volume}-{reporter}-{page}}. */
        public boolean dashFormat() {
            return citeFormat != null && citeFormat.contains("}-{reporter}-{");
        }
    }

    /**
     * A surface form: its normalised key, the spellings that share the key, and the editions it can
     * mean (more than one for ambiguous forms such as {@code S.C.} or {@code Ohio}). {@code risky} forms
     * are single words without a period or a single letter ({@code US}, {@code WL}, {@code Texas},
     * {@code A.}): the recogniser accepts them only where a cite would end, or, for a neutral form that
     * takes only a year as its volume, before a six-digit docket number ({@code 2014 IL 115811}).
     */
    public record Form(String key, List<String> spellings, List<Edition> editions, boolean risky) {
    }

    private ReporterCatalog(JsonNode root) {
        List<Edition> allEditions = new ArrayList<>();
        Map<String, List<Edition>> editionsByKey = new LinkedHashMap<>();
        Map<String, List<String>> spellingsByKey = new HashMap<>();
        Edition lexisEdition = null;
        for (JsonNode reporter : root.path("reporters")) {
            String key = reporter.path("key").asText();
            String name = reporter.path("name").asText();
            String citeType = reporter.path("cite_type").asText();
            String citeFormat = reporter.hasNonNull("cite_format") ? reporter.get("cite_format").asText() : null;
            Map<String, Edition> own = new HashMap<>();
            for (Map.Entry<String, JsonNode> e : reporter.path("editions").properties()) {
                List<String> patterns = new ArrayList<>();
                reporter.path("patterns").path(e.getKey()).forEach(p -> patterns.add(p.asText()));
                JsonNode years = e.getValue();
                Edition edition = new Edition(e.getKey(), key, name, citeType, year(years.path(0)), year(years.path(1)),
                        shapesOf(patterns), citeFormat);
                own.put(e.getKey(), edition);
                allEditions.add(edition);
                addForm(e.getKey(), edition, editionsByKey, spellingsByKey);
                if ("LEXIS".equals(e.getKey())) {
                    lexisEdition = edition;
                }
            }
            for (Map.Entry<String, JsonNode> v : reporter.path("variations").properties()) {
                Edition edition = own.get(v.getValue().asText());
                if (edition != null) {
                    addForm(v.getKey(), edition, editionsByKey, spellingsByKey);
                }
            }
        }
        List<Form> formList = new ArrayList<>();
        Map<String, Form> map = new HashMap<>();
        editionsByKey.forEach((k, eds) -> {
            Form form = new Form(k, List.copyOf(spellingsByKey.get(k)), List.copyOf(eds), risky(k));
            formList.add(form);
            map.put(k, form);
        });
        this.editions = List.copyOf(allEditions);
        this.forms = List.copyOf(formList);
        this.byKey = Map.copyOf(map);
        this.lexis = lexisEdition;
        this.forward = Trie.build(forms, false, f -> true);
        this.backward = Trie.build(forms, true, f -> f.editions().stream()
                .anyMatch(e -> e.has(VOLUMELESS | YEAR_PAGE | REPORTER_YEAR_VOLUME)));
    }

    /** The catalog of the bundled reporters.json, loaded on first use and cached. */
    public static ReporterCatalog load() {
        ReporterCatalog catalog = loaded;
        if (catalog == null) {
            synchronized (ReporterCatalog.class) {
                catalog = loaded;
                if (catalog == null) {
                    catalog = fromResource();
                    loaded = catalog;
                }
            }
        }
        return catalog;
    }

    private static ReporterCatalog fromResource() {
        try (InputStream in = ReporterCatalog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from citation-core");
            }
            return new ReporterCatalog(new ObjectMapper().readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every edition of every reporter, in file order. */
    public List<Edition> editions() {
        return editions;
    }

    /** Every surface form (one per key). */
    public List<Form> forms() {
        return forms;
    }

    /** The form a spelling stands for ({@code "F. 3d"}, {@code "F.3d"} and {@code "F3d"} all answer), if known. */
    public Optional<Form> form(String spelling) {
        return Optional.ofNullable(byKey.get(key(spelling)));
    }

    Edition lexis() {
        return lexis;
    }

    Trie forwardTrie() {
        return forward;
    }

    Trie backwardTrie() {
        return backward;
    }

    private static void addForm(String spelling, Edition edition, Map<String, List<Edition>> editionsByKey,
            Map<String, List<String>> spellingsByKey) {
        String k = key(spelling);
        if (k.isEmpty() || !usable(k)) {
            return;
        }
        List<Edition> list = editionsByKey.computeIfAbsent(k, x -> new ArrayList<>());
        if (!list.contains(edition)) {
            list.add(edition);
        }
        List<String> spellings = spellingsByKey.computeIfAbsent(k, x -> new ArrayList<>());
        if (!spellings.contains(spelling)) {
            spellings.add(spelling);
        }
    }

    /** Lower-case single words ({@code mt}, {@code wl}, {@code mills}) are ordinary prose far more often than a cite. */
    private static boolean usable(String key) {
        char first = key.charAt(0);
        if (Character.isLowerCase(first)) {
            return !key.chars().allMatch(Character::isLetter);
        }
        return first < 128;
    }

    private static boolean risky(String key) {
        int letters = 0;
        boolean wordOnly = true;
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (Character.isLetter(c)) {
                letters++;
            } else {
                wordOnly = false;
            }
        }
        return wordOnly || letters <= 1;
    }

    /**
     * The key of a spelling: {@code ’} and {@code ‘} folded to {@code '}, whitespace runs collapsed to
     * one space, whitespace after a period removed, trailing commas and spaces dropped.
     */
    public static String key(String spelling) {
        StringBuilder out = new StringBuilder(spelling.length());
        boolean pendingSpace = false;
        for (int i = 0; i < spelling.length(); i++) {
            char c = fold(spelling.charAt(i));
            if (Scan.space(c)) {
                pendingSpace = true;
                continue;
            }
            if (pendingSpace && !out.isEmpty() && out.charAt(out.length() - 1) != '.') {
                out.append(' ');
            }
            pendingSpace = false;
            out.append(c);
        }
        int end = out.length();
        while (end > 0 && (out.charAt(end - 1) == ',' || out.charAt(end - 1) == ' ')) {
            end--;
        }
        return out.substring(0, end);
    }

    static char fold(char c) {
        return c == '\u2019' || c == '\u2018' || c == '\u02BC' ? '\'' : c;
    }

    private static Integer year(JsonNode node) {
        return node.isNumber() ? node.asInt() : null;
    }

    private static int shapesOf(List<String> patterns) {
        if (patterns.isEmpty()) {
            return V_ANY;
        }
        int shapes = 0;
        for (String p : patterns) {
            shapes |= shapeOf(p);
        }
        return shapes;
    }

    /** The shapes one reporters-db template allows; 0 for the few this recogniser does not read. */
    static int shapeOf(String p) {
        switch (p) {
            case "$full_cite":
                return V_ANY;
            case "$full_cite_year_included":
                return V_ANY | YEAR_INCLUDED;
            case "$full_cite_cch":
                return V_ANY | V_DIGIT_SUFFIX | VOLUMELESS | PARAGRAPH;
            case "$full_cite_paragraph":
                return VOLUMELESS | PARAGRAPH;
            case "$full_cite_paragraph_with_suffix":
                return VOLUMELESS | PARAGRAPH | PAGE_LETTER;
            case "$full_cite_single_volume":
                return V_ANY | VOLUMELESS;
            case "$full_cite_format_neutral", "$full_cite_format_neutral_3_4":
                return NEUTRAL_DASH;
            case "$full_cite_illinois_neutral":
                return V_YEAR | DASH_SUFFIX;
            case "$full_cite_year_page":
                return YEAR_PAGE;
            case "$full_cite_louisiana":
                return 0; // 2009 1359R (La.App. 1 Cir. 05/10/10): the reporter sits in the parenthetical
            default:
                break;
        }
        int f;
        if (p.startsWith("$volume_year\\s-")) {
            f = NEUTRAL_DASH;
        } else if (p.startsWith("$volume_year ") || p.startsWith("(?P<volume>(19|20)\\d{2})")) {
            f = V_YEAR;
        } else if (p.startsWith("(?P<volume>\\d{1,3})")) {
            f = V_MAX3;
        } else if (p.startsWith("(?P<volume>(1[89]\\d{2}|20)?\\d{2}) ?")) {
            f = V_ANY | NO_SPACE;
        } else if (p.startsWith("(?P<volume>\\d+|") || p.startsWith("$volume_with_alpha_suffix")) {
            f = V_ANY | V_ALPHA;
        } else if (p.startsWith("$volume_with_digit_suffix")) {
            f = V_ANY | V_DIGIT_SUFFIX;
        } else if (p.startsWith("$volume_nominative") || p.startsWith("(?:(?P<volume>1) )?")) {
            f = V_ANY | VOLUMELESS;
        } else if (p.startsWith("$volume ") || p.startsWith("$volume(")) {
            f = V_ANY;
        } else if (p.startsWith("$reporter")) {
            if (p.contains("$volume_year-")) {
                f = YEAR_PAGE;
            } else if (p.contains("(?P<volume>1[789]") || p.contains("(?P<volume>19")) {
                f = REPORTER_YEAR_VOLUME;
            } else if (p.startsWith("$reporter \\(")) {
                return 0; // Mass. App. Div. Adv. Sh. (1979) 219, Oliver's Forms (Ed. 1842) 489
            } else {
                f = VOLUMELESS;
            }
        } else if (p.contains("(?P<supp>Supp\\.)")) {
            f = V_ANY | SUPPLEMENT; // 33 Ga. Supp. 9, 25 Tex. Supp. 9
        } else {
            return 0;
        }
        if (p.contains("reporter_nominative")) {
            f |= NOMINATIVE;
        }
        if (p.contains("\\(\\d{4}\\,?\\)")) {
            f |= YEAR_INCLUDED;
        }
        if (p.contains("$paragraph_marker") || p.contains("$page_with_commas")) {
            f |= PARAGRAPH;
        }
        if (p.contains("$page_with_letter") || p.contains("_and_suffix") || p.contains("[ab])")
                || p.contains("\\d+e)") || p.contains("\\w)") || p.contains("[AN]?)") || p.contains("[D]?)")
                || p.contains("a?)") || p.contains("A?)") || p.contains("M?") || p.contains("[nNpP])")
                || p.contains("(A)?")) {
            f |= PAGE_LETTER;
        }
        if (p.contains("[\\[(]A[)\\]]") || p.contains("[\\[(]U[)\\]]")) {
            f |= PAGE_BRACKET;
        }
        if (p.contains("$page_with_roman_numerals")) {
            f |= ROMAN_PAGE;
        }
        if (p.contains("(?:-[A-Z])?")) {
            f |= DASH_SUFFIX;
        }
        if (p.contains(" p. $page") || p.contains("(p|P)age")) {
            f |= P_MARKER;
        }
        if (p.contains("D?(?P<page>") || p.contains("S?(?P<page>")) {
            f |= PAGE_PREFIX;
        }
        return f;
    }

    /**
     * A character trie over form keys, flattened into arrays. {@code reversed} tries hold the keys
     * back to front, for matching a reporter that ends just before a page.
     */
    static final class Trie {
        private final int[] rootAscii = new int[128];
        private final int[] first;
        private final int[] count;
        private final char[] label;
        private final int[] target;
        private final Form[] terminal;
        /** For each node: whether it has an outgoing {@code '.'} / {@code ' '} edge (reverse matching). */
        private final int[] dotChild;
        private final int[] spaceChild;

        private Trie(int[] first, int[] count, char[] label, int[] target, Form[] terminal) {
            this.first = first;
            this.count = count;
            this.label = label;
            this.target = target;
            this.terminal = terminal;
            java.util.Arrays.fill(rootAscii, -1);
            for (int k = first[0]; k < first[0] + count[0]; k++) {
                if (label[k] < 128) {
                    rootAscii[label[k]] = target[k];
                }
            }
            dotChild = new int[first.length];
            spaceChild = new int[first.length];
            for (int node = 0; node < first.length; node++) {
                dotChild[node] = scan(node, '.');
                spaceChild[node] = scan(node, ' ');
            }
        }

        static Trie build(List<Form> forms, boolean reversed, java.util.function.Predicate<Form> include) {
            final class Node {
                final TreeMap<Character, Node> children = new TreeMap<>();
                Form form;
            }
            Node root = new Node();
            for (Form form : forms) {
                if (!include.test(form)) {
                    continue;
                }
                String k = reversed ? new StringBuilder(form.key()).reverse().toString() : form.key();
                Node node = root;
                for (int i = 0; i < k.length(); i++) {
                    node = node.children.computeIfAbsent(k.charAt(i), c -> new Node());
                }
                node.form = form;
            }
            List<Node> order = new ArrayList<>();
            order.add(root);
            for (int i = 0; i < order.size(); i++) {
                order.addAll(order.get(i).children.values());
            }
            Map<Node, Integer> index = new HashMap<>();
            for (int i = 0; i < order.size(); i++) {
                index.put(order.get(i), i);
            }
            int n = order.size();
            int[] first = new int[n];
            int[] count = new int[n];
            char[] label = new char[Math.max(0, n - 1)];
            int[] target = new int[Math.max(0, n - 1)];
            Form[] terminal = new Form[n];
            int edge = 0;
            for (int i = 0; i < n; i++) {
                Node node = order.get(i);
                first[i] = edge;
                count[i] = node.children.size();
                terminal[i] = node.form;
                for (Map.Entry<Character, Node> e : node.children.entrySet()) {
                    label[edge] = e.getKey();
                    target[edge] = index.get(e.getValue());
                    edge++;
                }
            }
            return new Trie(first, count, label, target, terminal);
        }

        private int scan(int node, char c) {
            int from = first[node];
            int to = from + count[node];
            for (int k = from; k < to; k++) {
                char l = label[k];
                if (l == c) {
                    return target[k];
                }
                if (l > c) {
                    return -1;
                }
            }
            return -1;
        }

        /** The child of {@code node} along {@code c}, or -1. The root is node 0. */
        int child(int node, char c) {
            if (node == 0) {
                return c < 128 ? rootAscii[c] : -1;
            }
            return scan(node, c);
        }

        int dotChild(int node) {
            return dotChild[node];
        }

        int spaceChild(int node) {
            return spaceChild[node];
        }

        /** The form that ends at {@code node}, or null. */
        Form terminal(int node) {
            return terminal[node];
        }

        int size() {
            return first.length;
        }
    }

    @Override
    public String toString() {
        return "ReporterCatalog[" + editions.size() + " editions, " + forms.size() + " forms, "
                + forward.size() + " trie nodes]";
    }
}
