package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.Authority;
import io.attest.plugin.api.guard.AuthorityKey;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.ShortForms;
import io.attest.plugin.api.guard.WantedAuthorities;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Finds the citations of a {@link TemplateCatalog}'s templates and resolves each to its
 * authorities. One pass over the text: at the start of a word whose first character starts one of
 * the templates' own names (a jurisdiction, a code name, a lookup entry), the names are followed in
 * a trie (letters folded, periods and whitespace skipped), and every form anchored at a name found
 * there is matched around it by {@link FormMatcher}. The longest match at a position wins; the scan
 * goes on after it. Each attempt reads a bounded stretch, so the time is linear in the text.
 * Immutable and thread-safe.
 */
public final class TemplateRecognizer implements Recognizer {

    private final List<CitationTemplate> templates;
    /** False for the plain scan tests compare with: nothing ruled out, nothing reused. */
    private final boolean shortcuts;
    /** Each template's patterns, split once. */
    private final AuthorityBuilder.Patterns[] patterns;
    private final List<Anchored> forms = new ArrayList<>();
    private final Node[] roots = new Node[128];
    private final Node sectionSign = new Node();
    /** First characters of names that may stand glued after a number ({@code 12VAC30-50-10}). */
    private final boolean[] gluedAfterNumber = new boolean[128];
    /** Words that may start a window of the scan besides numbers and {@code §}: {@code Const}, and those templates declare. */
    private final List<String> triggerWords;

    /** A form, its template, what may follow its anchor and what may precede it. */
    private record Anchored(int template, CitationTemplate.Form form, Lead lead, Lead trail, FormBeginnings beginnings) {

        /** {@code before}: {@link Lead#previous} the name; {@code after}: {@link Lead#next} it. */
        boolean mayMatch(int before, int after) {
            return lead.admitsAt(after) && trail.admitsAt(before);
        }
    }

    /**
     * The forms anchored at one way of writing a name (the words are matched once for all of them),
     * and for each form the others whose part before the anchor is the start of its own
     * ({@code ,? {title}} of {@code {title},? {code}} read back from {@code {code}} is also in
     * {@code {tit} {title},? of? the? {code}}): when one of those finds no way to match, this one
     * cannot either and is not tried.
     */
    private static final class Entry {
        final FormElement.Alternative alternative;
        final List<Integer> forms = new ArrayList<>(2);
        /** By position in {@link #forms}: the positions (bits) of the forms whose failure before the anchor rules it out. */
        long[] ruledOutBy = new long[0];
        /**
         * An earlier entry of the same node written with the same lookup entry and plurality
         * ({@code C.F.R.} and {@code C. F. R.}), or null; {@link #shared} are the positions (bits) of
         * this entry's forms that one also has: where both match up to the same end, those forms
         * read the same text with the same captures, and were tried already.
         */
        Entry sameAs;
        long shared;

        Entry(FormElement.Alternative alternative) {
            this.alternative = alternative;
        }

        FormElement.Alternative alternative() {
            return alternative;
        }

        List<Integer> forms() {
            return forms;
        }
    }

    /** A trie node: children by folded character, and the anchors whose names end here. */
    private static final class Node {
        char[] chars = new char[0];
        Node[] next = new Node[0];
        /** Children by ASCII character, once a node has more than a few (the first letters of names). */
        Node[] table;
        List<Entry> entries;

        Node child(char c) {
            if (table != null && c < 128) {
                return table[c];
            }
            for (int k = 0; k < chars.length; k++) {
                if (chars[k] == c) {
                    return next[k];
                }
            }
            return null;
        }

        private static final int WIDE = 4;

        Node add(char c) {
            Node existing = child(c);
            if (existing != null) {
                return existing;
            }
            Node node = new Node();
            chars = java.util.Arrays.copyOf(chars, chars.length + 1);
            next = java.util.Arrays.copyOf(next, next.length + 1);
            chars[chars.length - 1] = c;
            next[next.length - 1] = node;
            if (chars.length > WIDE) {
                // ASCII children by table; a non-ASCII one (rare) is still found in the list
                table = new Node[128];
                for (int k = 0; k < chars.length; k++) {
                    if (chars[k] < 128) {
                        table[chars[k]] = next[k];
                    }
                }
            }
            return node;
        }
    }

    public TemplateRecognizer(TemplateCatalog catalog) {
        this(catalog.templates(), true);
    }

    /**
     * The scan without its shortcuts: every form tried at every name (none ruled out by another's
     * failure), every pattern filled in anew (no recent renderings reused): what tests compare the scan with.
     */
    static TemplateRecognizer withoutShortcuts(TemplateCatalog catalog) {
        return new TemplateRecognizer(catalog.templates(), false);
    }

    private TemplateRecognizer(List<CitationTemplate> templates) {
        this(templates, true);
    }

    private TemplateRecognizer(List<CitationTemplate> templates, boolean shortcuts) {
        this.templates = templates;
        this.shortcuts = shortcuts;
        this.patterns = new AuthorityBuilder.Patterns[templates.size()];
        for (int t = 0; t < templates.size(); t++) {
            patterns[t] = AuthorityBuilder.Patterns.of(templates.get(t), shortcuts);
        }
        // constitutions, declarations of rights and articles numbered in Roman numerals have no digit:
        // the words that name them start a window, when some template reads a Roman numeral
        java.util.Set<String> words = new java.util.LinkedHashSet<>();
        for (CitationTemplate template : templates) {
            if (template.tokens().stream().anyMatch(token -> token.type() == TokenType.ROMAN)) {
                words.addAll(ROMAN_TRIGGERS);
            }
            words.addAll(template.triggers());
        }
        this.triggerWords = List.copyOf(words);
        for (int t = 0; t < templates.size(); t++) {
            for (CitationTemplate.Form form : templates.get(t).forms()) {
                int index = forms.size();
                forms.add(new Anchored(t, form, Lead.of(form.elements(), form.anchor() + 1), Lead.endOf(form.elements(), form.anchor() - 1),
                        FormBeginnings.before(form)));
                FormElement.Words anchor = (FormElement.Words) form.elements().get(form.anchor());
                for (FormElement.Alternative alternative : anchor.alternatives()) {
                    index(alternative, index);
                    char first = alternative.text().charAt(0);
                    if (form.anchor() > 0 && !anchor.spaceBefore() && first < 128) {
                        gluedAfterNumber[first] = true;
                    }
                }
            }
        }
        if (shortcuts) {
            for (Node root : roots) {
                linkSharedBeginnings(root);
            }
            linkSharedBeginnings(sectionSign);
        } else {
            for (Node root : roots) {
                leaveUnlinked(root);
            }
            leaveUnlinked(sectionSign);
        }
    }

    private void index(FormElement.Alternative alternative, int form) {
        String written = alternative.text();
        char first = written.charAt(0);
        Node node;
        if (first == '§') {
            node = sectionSign;
        } else if (first < 128) {
            if (roots[first] == null) {
                roots[first] = new Node();
            }
            node = roots[first];
        } else {
            throw new IllegalArgumentException("a name must start with an ASCII character or §: " + written);
        }
        String rest = Literal.squeezed(written.substring(1));
        for (int k = 0; k < rest.length(); k++) {
            node = node.add(rest.charAt(k));
        }
        if (node.entries == null) {
            node.entries = new ArrayList<>(2);
        }
        for (Entry entry : node.entries) {
            if (entry.alternative().equals(alternative)) {
                entry.forms().add(form);
                return;
            }
        }
        Entry entry = new Entry(alternative);
        entry.forms.add(form);
        node.entries.add(entry);
    }

    private static void leaveUnlinked(Node node) {
        if (node == null) {
            return;
        }
        if (node.entries != null) {
            for (Entry entry : node.entries) {
                entry.ruledOutBy = new long[entry.forms.size()];
            }
        }
        for (Node child : node.next) {
            leaveUnlinked(child);
        }
    }

    /** Fills in every entry's {@link Entry#ruledOutBy} and {@link Entry#sameAs}, once all the forms are indexed. */
    private void linkSharedBeginnings(Node node) {
        if (node == null) {
            return;
        }
        if (node.entries != null) {
            linkSameWritings(node.entries);
            for (Entry entry : node.entries) {
                int size = Math.min(entry.forms.size(), Long.SIZE);
                entry.ruledOutBy = new long[entry.forms.size()];
                for (int f = 0; f < size; f++) {
                    for (int g = 0; g < size; g++) {
                        if (g != f && forms.get(entry.forms.get(g)).beginnings().isStartOf(forms.get(entry.forms.get(f)).beginnings())) {
                            entry.ruledOutBy[f] |= 1L << g;
                        }
                    }
                }
            }
        }
        for (Node child : node.next) {
            linkSharedBeginnings(child);
        }
    }

    private static void linkSameWritings(List<Entry> entries) {
        for (int e = 1; e < entries.size(); e++) {
            Entry entry = entries.get(e);
            for (int d = 0; d < e && entry.sameAs == null; d++) {
                Entry earlier = entries.get(d);
                if (earlier.alternative.entry() == entry.alternative.entry() && earlier.alternative.plural() == entry.alternative.plural()) {
                    for (int f = 0; f < Math.min(entry.forms.size(), Long.SIZE); f++) {
                        if (earlier.forms.contains(entry.forms.get(f))) {
                            entry.shared |= 1L << f;
                        }
                    }
                    if (entry.shared != 0) {
                        entry.sameAs = earlier;
                    }
                }
            }
        }
    }

    private static final List<String> ROMAN_TRIGGERS = List.of("Const", "CONST", "Declaration", "rt.", "rticle", "ARTICLE", "mend", "AMEND");

    /** Recognisers of the templates of some scopes, for reading sources; a few hundred at most are kept. */
    private final Map<Set<AuthorityKey.Scope>, TemplateRecognizer> scoped = new ConcurrentHashMap<>();
    private static final int MAX_SCOPED = 256;

    /**
     * Only the templates whose kind and jurisdiction are wanted, and only around the numbers still
     * wanted and where a range or list may hold one ({@link SourceTriggers}): a source is read for the
     * authorities the text cites, and a smaller set of names and fewer windows are a faster scan.
     * Each citation kept is reported to {@code wanted} as soon as it is found, so that a number whose
     * authorities it settles opens no more windows.
     */
    @Override
    public void findAuthorities(String text, List<Citation> out, WantedAuthorities wanted) {
        TemplateRecognizer recognizer = scopedFor(wanted.scopes());
        if (recognizer == null) {
            return;
        }
        Scratch captures = newScratch(text);
        recognizer.findAround(text, wanted.everyNumber() ? null : wanted, 0, text.length(), citation -> {
            if (!insideLonger(text, citation, captures)) {
                out.add(citation);
                wanted.found(citation);
            }
        });
    }

    /** The recogniser of the templates of {@code scopes}, or null when none has one of them. */
    private TemplateRecognizer scopedFor(Set<AuthorityKey.Scope> scopes) {
        TemplateRecognizer recognizer = scoped.get(scopes);
        if (recognizer == null) {
            List<CitationTemplate> some = new ArrayList<>();
            for (CitationTemplate template : templates) {
                if (scopes.contains(new AuthorityKey.Scope(template.kind(), template.jurisdiction().toLowerCase(Locale.ROOT)))) {
                    some.add(template);
                }
            }
            if (some.isEmpty()) {
                return null;
            }
            recognizer = new TemplateRecognizer(List.copyOf(some));
            if (scoped.size() < MAX_SCOPED) {
                scoped.put(Set.copyOf(scopes), recognizer);
            }
        }
        return recognizer;
    }

    /**
     * Reads {@code text} before each of {@code shortForms} (in text order), from the nearest
     * citation among {@code found} that it could take its body from ({@code ShortForms}: the
     * nearest earlier one cited by section, or by rule for {@code Rule n}) up to it, adding what it
     * finds there: a source read only around the wanted numbers misses an antecedent whose own
     * number is not wanted, and the short form would take the body of an earlier one. Each stretch
     * is read once per source, around every number as {@link #find} reads.
     */
    void findAntecedents(String text, List<Citation> found, List<Citation> shortForms, WantedAuthorities wanted) {
        if (wanted.everyNumber() || shortForms.isEmpty()) {
            return;
        }
        TemplateRecognizer recognizer = scopedFor(wanted.scopes());
        if (recognizer == null) {
            return;
        }
        TreeMap<Integer, Citation> bySection = new TreeMap<>();
        TreeMap<Integer, Citation> byRule = new TreeMap<>();
        Set<Long> spans = new HashSet<>();
        for (Citation citation : found) {
            fileAntecedent(citation, bySection, byRule);
            spans.add(span(citation));
        }
        Stretches read = new Stretches();
        Scratch allCaptures = newScratch(text);
        List<Citation> more = new ArrayList<>();
        for (Citation shortForm : shortForms) {
            boolean rule = ShortForms.RULE.equals(shortForm.authorities().get(0).key().body());
            Map.Entry<Integer, Citation> known = (rule ? byRule : bySection).lowerEntry(shortForm.start());
            int from = known == null ? 0 : Math.min(known.getValue().end(), shortForm.start());
            for (int[] stretch : read.unread(from, shortForm.start())) {
                more.clear();
                recognizer.findAround(text, null, stretch[0], stretch[1], more::add);
                for (Citation citation : more) {
                    if (spans.add(span(citation)) && !insideLonger(text, citation, allCaptures)) {
                        found.add(citation);
                        wanted.found(citation);
                        fileAntecedent(citation, bySection, byRule);
                    }
                }
            }
        }
    }

    private static long span(Citation citation) {
        return (long) citation.start() << 32 | citation.end();
    }

    /** The stretches of a text read so far, merged. */
    private static final class Stretches {
        private final TreeMap<Integer, Integer> read = new TreeMap<>();

        /** The parts of {@code [from, to)} not read yet, now marked read. */
        List<int[]> unread(int from, int to) {
            List<int[]> out = new ArrayList<>(1);
            int p = from;
            while (p < to) {
                Map.Entry<Integer, Integer> covering = read.floorEntry(p);
                if (covering != null && covering.getValue() > p) {
                    p = covering.getValue();
                    continue;
                }
                Integer next = read.higherKey(p);
                int end = next == null ? to : Math.min(to, next);
                out.add(new int[] {p, end});
                p = end;
            }
            for (int[] stretch : out) {
                add(stretch[0], stretch[1]);
            }
            return out;
        }

        private void add(int from, int to) {
            Map.Entry<Integer, Integer> before = read.floorEntry(from);
            if (before != null && before.getValue() >= from) {
                from = before.getKey();
                to = Math.max(to, before.getValue());
            }
            Map.Entry<Integer, Integer> after = read.ceilingEntry(from);
            while (after != null && after.getKey() <= to) {
                to = Math.max(to, after.getValue());
                read.remove(after.getKey());
                after = read.ceilingEntry(from);
            }
            read.put(from, to);
        }
    }

    /** Files {@code citation} by its start as a possible antecedent of section or rule short forms. */
    private static void fileAntecedent(Citation citation, TreeMap<Integer, Citation> bySection, TreeMap<Integer, Citation> byRule) {
        if (citation.authorities().isEmpty()) {
            return;
        }
        switch (citation.authorities().get(0).key().kind()) {
            case COURT_RULE -> byRule.put(citation.start(), citation);
            case REPORTER, OTHER, SHORT_FORM -> {
                // not an antecedent (ShortForms)
            }
            default -> bySection.put(citation.start(), citation);
        }
    }

    /** How far before a source citation the other templates' names are looked for, to see that it is not part of a longer one. */
    private static final int CONTEXT = 96;

    /**
     * Whether all the templates find a longer citation over {@code citation} ({@code Va. Code} is
     * part of {@code W. Va. Code}): what a scan with only some templates cannot see by itself. The
     * names that start a little before it, or where it starts, are tried.
     */
    private boolean insideLonger(String text, Citation citation, Scratch captures) {
        for (int i = Math.max(0, citation.start() - CONTEXT); i <= citation.start(); i++) {
            if (!mayStartAt(text, i)) {
                continue;
            }
            Citation other = at(text, i, captures, null);
            if (other != null && other.start() < citation.end() && citation.start() < other.end()
                    && other.length() > citation.length()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every citation has a number or a section sign, or else names a constitution ({@code Const}),
     * a declaration of rights, an article ({@code art.}, {@code Article}) or an amendment;
     * names are looked for only around those: {@value #BEFORE} characters before them (a long
     * name, {@code Texas Civil Practice and Remedies Code section 16.003}) and {@value #AFTER}
     * after them (a reversed form, {@code section 187 of the California Penal Code}). Prose
     * without numbers is passed over at {@link String#indexOf} speed.
     */
    private static final int BEFORE = 72;
    private static final int AFTER = 64;
    private static final char[] TRIGGER_CHARS = "0123456789§".toCharArray();

    @Override
    public void find(String text, List<Citation> out) {
        findAround(text, null, 0, text.length(), out::add);
    }

    /**
     * The citations around the triggers: every number, {@code §} and trigger word; with
     * {@code wanted}, only the numbers it wants, the numbers a range or list goes on from
     * ({@link SourceTriggers}) and the trigger words, as they are when the scan reaches them. Names
     * are read from {@code from} on, around the triggers before {@code to}; each citation goes to
     * {@code out} as it is found.
     */
    private void findAround(String text, WantedAuthorities wanted, int from, int to, Consumer<Citation> out) {
        int n = text.length();
        Scratch captures = newScratch(text);
        Triggers triggers = new Triggers(text, wanted, from);
        int scanned = from;
        for (int t = triggers.next(from); t >= 0 && t < to && scanned < n; ) {
            int windowFrom = Math.max(scanned, t - BEFORE);
            int runEnd = t + 1;
            while (runEnd < n && Scan.digit(text.charAt(runEnd))) {
                runEnd++; // one window per number, not per digit
            }
            int windowTo = Math.min(n, runEnd + AFTER);
            scanned = Math.max(windowTo, scan(text, windowFrom, windowTo, out, captures));
            t = triggers.next(Math.max(runEnd, scanned - AFTER + 1));
        }
    }

    /** The trigger characters (with {@link TriggerScan}) and trigger words, in text order. */
    private final class Triggers {
        private final String text;
        private final TriggerScan chars;
        private final WantedAuthorities wanted;
        private final int[] pending = new int[triggerWords.size()];

        Triggers(String text, WantedAuthorities wanted, int from) {
            this.text = text;
            this.wanted = wanted;
            // with wanted, only digits: a loop over the characters beats ten indexOf streams on text full of numbers
            this.chars = wanted == null ? new TriggerScan(text, from, TRIGGER_CHARS) : null;
            for (int k = 0; k < pending.length; k++) {
                pending[k] = text.indexOf(triggerWords.get(k), from);
            }
        }

        int next(int from) {
            int first = nextCharacter(from);
            for (int k = 0; k < pending.length; k++) {
                if (pending[k] >= 0 && pending[k] < from) {
                    pending[k] = text.indexOf(triggerWords.get(k), from);
                }
                if (pending[k] >= 0 && (first < 0 || pending[k] < first)) {
                    first = pending[k];
                }
            }
            return first;
        }

        /** The next trigger character; with {@code wanted}, the next digit of a number that starts a window. */
        private int nextCharacter(int from) {
            if (wanted == null) {
                return chars.next(from);
            }
            int t = nextDigit(from);
            while (t >= 0) {
                int start = t;
                while (start > 0 && Scan.digit(text.charAt(start - 1))) {
                    start--;
                }
                int end = t + 1;
                while (end < text.length() && Scan.digit(text.charAt(end))) {
                    end++;
                }
                if (wanted.wants(text, start, end) || SourceTriggers.rangeOrListMayHoldWanted(text, start, end, wanted)) {
                    return t;
                }
                t = nextDigit(end);
            }
            return -1;
        }

        private int nextDigit(int from) {
            for (int i = from; i < text.length(); i++) {
                if (Scan.digit(text.charAt(i))) {
                    return i;
                }
            }
            return -1;
        }
    }

    /** The citations whose names start in {@code [from, to)}; returns how far the last one reached. */
    private int scan(String text, int from, int to, Consumer<Citation> out, Scratch captures) {
        int reach = to;
        Citation previous = null;
        for (int i = from; i < to; i++) {
            if (!mayStartAt(text, i)) {
                continue;
            }
            Citation best = at(text, i, captures, previous);
            if (best != null) {
                out.accept(best);
                previous = best;
                i = Math.max(i, best.end() - 1);
                reach = Math.max(reach, best.end());
            }
        }
        return reach;
    }

    /**
     * A name written with a lower-case first letter, as far as its first period or space
     * ({@code usc}, {@code cfr}, {@code rule}): a scan that stops only at capitals looks for it
     * otherwise. {@code reachAfterNumber} is, when every form that writes it reads a number before
     * it ({@code 28 usc}, {@code title 28, of the cfr}), how many characters after the number's
     * last digit it may start at the farthest; -1 when some form does not. {@code between} holds
     * the characters the words those forms may write between the number and the name are written
     * with ({@code ,ofthe}), whitespace aside. {@code beforeNumber} is whether every form that
     * writes it reads a number right after it, the name being one word (letters, perhaps a final
     * period) and nothing but whitespace between ({@code rule 4:6-2}): then it can be looked for
     * just before the numbers instead.
     */
    record LowerCaseName(String text, int reachAfterNumber, String between, boolean beforeNumber) {
    }

    /** The {@link LowerCaseName lower-case names}, each once, with the farthest reach any form gives it (-1 when one form reads no number before it). */
    List<LowerCaseName> lowerCaseNames() {
        Map<String, Integer> reach = new java.util.LinkedHashMap<>();
        Map<String, StringBuilder> between = new java.util.HashMap<>();
        Map<String, Boolean> beforeNumber = new java.util.HashMap<>();
        for (Anchored anchored : forms) {
            List<FormElement> elements = anchored.form().elements();
            FormElement.Words anchor = (FormElement.Words) elements.get(anchored.form().anchor());
            for (FormElement.Alternative alternative : anchor.alternatives()) {
                String text = alternative.text();
                if (Scan.lower(text.charAt(0))) {
                    int cut = 0;
                    while (cut < text.length() && text.charAt(cut) != '.' && text.charAt(cut) != ' ') {
                        cut++;
                    }
                    String name = text.substring(0, cut);
                    int after = reachAfterNumber(elements, anchored.form().anchor());
                    reach.merge(name, after, (a, b) -> a < 0 || b < 0 ? -1 : Math.max(a, b));
                    beforeNumber.merge(name, oneWord(text) && numberFollows(elements, anchored.form().anchor()), Boolean::logicalAnd);
                    StringBuilder written = between.computeIfAbsent(name, key -> new StringBuilder());
                    for (int e = anchored.form().anchor() - 1; e >= 0 && elements.get(e) instanceof FormElement.Words words; e--) {
                        words.alternatives().forEach(word -> written.append(word.text()));
                    }
                }
            }
        }
        List<LowerCaseName> out = new ArrayList<>();
        reach.forEach((text, after) -> out.add(new LowerCaseName(text, after, between.get(text).toString(), beforeNumber.get(text))));
        return List.copyOf(out);
    }

    /** Lower-case letters and perhaps a final period: {@code rule}, {@code r.}. */
    private static boolean oneWord(String text) {
        int letters = text.endsWith(".") ? text.length() - 1 : text.length();
        for (int k = 0; k < letters; k++) {
            if (!Scan.lower(text.charAt(k))) {
                return false;
            }
        }
        return letters > 0;
    }

    /**
     * Whether the element after {@code anchor} is a token that starts with a digit and must be
     * there, read after whitespace or glued: a number, its digits right after the name.
     */
    private static boolean numberFollows(List<FormElement> elements, int anchor) {
        return anchor + 1 < elements.size() && elements.get(anchor + 1) instanceof FormElement.Token token && !token.optional()
                && switch (token.type()) {
                    case NUMBER, ALNUM, SECTION -> true;
                    default -> false;
                };
    }

    /**
     * How far after a number's last digit the element at {@code anchor} may start when the first
     * element before it that is not optional words is a number; -1 otherwise. Each element passed
     * over may be preceded by whitespace ({@link Scan#MAX_SPACE} at most) and be as long as its
     * longest alternative.
     */
    private static int reachAfterNumber(List<FormElement> elements, int anchor) {
        int reach = Scan.MAX_SPACE;
        for (int e = anchor - 1; e >= 0; e--) {
            FormElement element = elements.get(e);
            if (element instanceof FormElement.Token token && !token.optional()) {
                return token.type() == TokenType.NUMBER ? reach : -1;
            }
            if (!(element instanceof FormElement.Words words) || !words.optional()) {
                return -1;
            }
            int longest = words.alternatives().stream().mapToInt(alternative -> alternative.text().length()).max().orElse(0);
            reach += longest + Scan.MAX_SPACE;
        }
        return -1;
    }

    /**
     * Whether a name may start at {@code i}: its first character starts one, at the start of a word
     * or glued after a number where a form glues it so.
     */
    boolean mayStartAt(String text, int i) {
        char c = text.charAt(i);
        return startsAt(c) && (Scan.startsWord(text, i) || c < 128 && gluedAfterNumber[c] && Scan.digit(text.charAt(i - 1)));
    }

    /** Whether one of the templates' names starts with {@code c} (as written). */
    boolean startsAt(char c) {
        return c < 128 ? roots[c] != null : c == '§' && sectionSign.entries != null;
    }

    /** Room for what the forms of each template capture, and what was built, for one scan of {@code text}. */
    Scratch newScratch(String text) {
        return new Scratch(this, new FormMatcher.Captures[templates.size()], new FormMatcher.Captures[templates.size()],
                shortcuts ? new BuiltCitations(text) : null);
    }

    /**
     * What one scan of one text keeps between names: the captures each template's attempts fill
     * in, a spare of each for when a choice keeps those of an attempt (see {@link Choice#offer}),
     * the citations built.
     */
    record Scratch(TemplateRecognizer owner, FormMatcher.Captures[] captures, FormMatcher.Captures[] spare, BuiltCitations built) {
    }

    /**
     * The longest citation whose name starts at {@code i} (the start of a word whose first
     * character {@link #startsAt starts a name}) and that does not start inside {@code previous}
     * (the template citation found before, or null), or null: the names are followed in the trie
     * from {@code i} and every form anchored at a name found is matched around it.
     */
    Citation at(String text, int i, Scratch scratch, Citation previous) {
        FormMatcher.Captures[] captures = scratch.captures();
        char c = text.charAt(i);
        Node node = c < 128 ? roots[c] : sectionSign;
        Choice choice = null;
        int before = Integer.MIN_VALUE; // what precedes the name: read at the first name found, for every form
        int p = i + 1;
        while (node != null) {
            if (node.entries != null) {
                for (Entry entry : node.entries) {
                    FormElement.Alternative alternative = entry.alternative();
                    int end = Literal.match(text, i, alternative.text(), alternative.caseSensitive());
                    if (end < 0 || insideWord(text, end)) {
                        continue;
                    }
                    if (before == Integer.MIN_VALUE) {
                        before = Lead.previous(text, i);
                    }
                    int after = Lead.next(text, end);
                    long noWayBefore = 0; // positions of the forms whose part before the anchor found no way
                    long triedAlready = entry.sameAs != null && Literal.match(text, i, entry.sameAs.alternative.text(),
                            entry.sameAs.alternative.caseSensitive()) == end ? entry.shared : 0;
                    for (int f = 0; f < entry.forms.size(); f++) {
                        int form = entry.forms.get(f);
                        if ((entry.ruledOutBy[f] & noWayBefore) != 0 || f < Long.SIZE && (triedAlready & 1L << f) != 0
                                || !forms.get(form).mayMatch(before, after)) {
                            continue;
                        }
                        long span = attempt(text, i, end, form, alternative, captures);
                        if (span == FormMatcher.NO_WAY_BEFORE && f < Long.SIZE) {
                            noWayBefore |= 1L << f;
                        }
                        int start = (int) (span >>> 32);
                        if (span < 0 || previous != null && previous.start() < start && start < previous.end()) {
                            continue; // a reversed form may not start inside the citation before (and take its section)
                        }
                        if (choice == null) {
                            choice = new Choice();
                        }
                        choice.offer(span, form, scratch, text);
                    }
                }
            }
            p = nextInName(text, p);
            if (p < 0) {
                break;
            }
            node = node.child(Literal.fold(text.charAt(p)));
            p++;
        }
        if (choice == null) {
            return null;
        }
        Citation citation = choice.citation(text, scratch.owner() == this ? scratch.built() : null);
        scratch.spare()[choice.capturedTemplate] = choice.captured; // read: free for the next look-up
        return citation;
    }

    /**
     * The first character at or after {@code p} that is not a period or whitespace (the trie holds
     * names without them), passing over {@link Scan#MAX_SPACE} of those at most; -1 when the text
     * ends first or more stand there.
     */
    private static int nextInName(String text, int p) {
        int n = text.length();
        for (int skipped = 0; p < n; p++) {
            char c = text.charAt(p);
            if (c != '.' && !Scan.space(c)) {
                return p;
            }
            if (++skipped > Scan.MAX_SPACE) {
                return -1;
            }
        }
        return -1;
    }

    /**
     * The best citation offered at one name: the longest, whitespace not counted (a marker blanked
     * out of the text must not change the choice); at equal length the template read first
     * (hand-written before generic).
     */
    private final class Choice {
        long span = -1;
        int template = Integer.MAX_VALUE;
        int form = -1;
        /** What the chosen form captured, taken out of the scratch: later attempts of the same template fill in its spare. */
        FormMatcher.Captures captured;
        int capturedTemplate;

        void offer(long candidate, int fromForm, Scratch scratch, String text) {
            int fromTemplate = forms.get(fromForm).template();
            // by how much the candidate outweighs the choice so far: only the characters where the two spans differ are read
            int more = span < 0 ? 1 : signedWeight(text, (int) (candidate >>> 32), (int) (span >>> 32)) + signedWeight(text, (int) span, (int) candidate);
            if (more > 0 || more == 0 && fromTemplate < template) {
                span = candidate;
                template = fromTemplate;
                form = fromForm;
                keepCaptures(scratch);
            }
        }

        /**
         * Takes what the chosen attempt captured out of the scratch, where the next attempt of its
         * template would overwrite it, and puts the template's spare in its place: swapped, not
         * copied. The captures of the choice this one replaces are free again.
         */
        private void keepCaptures(Scratch scratch) {
            if (captured != null) {
                scratch.spare()[capturedTemplate] = captured;
            }
            FormMatcher.Captures[] captures = scratch.captures();
            FormMatcher.Captures[] spare = scratch.spare();
            captured = captures[template];
            capturedTemplate = template;
            captures[template] = spare[template] != null ? spare[template] : captured.blank();
            spare[template] = null;
        }

        /** {@link Scan#weight} of {@code [from, to)}, or minus that of {@code [to, from)}: weights of spans add up edge by edge. */
        private static int signedWeight(String text, int from, int to) {
            return from <= to ? Scan.weight(text, from, to) : -Scan.weight(text, to, from);
        }

        /**
         * The chosen citation, its authorities built now: only the winner's, not every candidate's;
         * taken from {@code built} when the same form read the same characters before (null: build).
         */
        Citation citation(String text, BuiltCitations built) {
            CitationTemplate chosen = templates.get(template);
            int start = (int) (span >>> 32);
            int end = (int) span;
            BuiltCitations.Built known = built == null ? null : built.get(forms.get(form), start, end);
            if (known == null) {
                List<Authority> authorities = AuthorityBuilder.build(chosen, patterns[template], captured, text);
                known = new BuiltCitations.Built(Citation.names(authorities), authorities);
                if (built != null) {
                    built.put(forms.get(form), start, end, known);
                }
            }
            return new Citation(chosen.type(), start, end, known.normalized(), false, known.authorities());
        }
    }

    /**
     * Whether a name matched up to {@code to} stops inside a word ({@code U.S.} read loosely in
     * {@code Use}): no form goes on from there, whatever comes next.
     */
    private static boolean insideWord(String text, int to) {
        return to < text.length() && Scan.asciiLetter(text.charAt(to)) && Scan.asciiLetter(text.charAt(to - 1));
    }

    /** The span {@code start << 32 | end} one form reads at the name {@code [i, to)}, or -1; what it captured stays in {@code captures}. */
    private long attempt(String text, int i, int to, int formIndex, FormElement.Alternative alternative,
            FormMatcher.Captures[] captures) {
        Anchored anchored = forms.get(formIndex);
        CitationTemplate template = templates.get(anchored.template());
        FormMatcher.Captures captured = captures[anchored.template()];
        if (captured == null) {
            captured = new FormMatcher.Captures(template.tokens().size(), template.lookups().size());
            captures[anchored.template()] = captured;
        }
        return new FormMatcher(text, captured).match(anchored.form().elements(), anchored.form().anchor(), alternative, i, to);
    }

    /** The templates' names, for tests and documentation. */
    List<CitationTemplate> templates() {
        return templates;
    }
}
