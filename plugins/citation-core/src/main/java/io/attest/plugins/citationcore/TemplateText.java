package io.attest.plugins.citationcore;

import java.util.ArrayList;
import java.util.List;

/**
 * A pattern of a template ({@code {title} U.S.C. § {section}}, {@code https://…/{code.url}/{section}})
 * split once into its parts, so that building a citation's authorities fills them in without
 * parsing the pattern again. {@code {section}} is left in place for the authority.
 *
 * <p>The last few renderings are kept with the values they were made of: a document cites few
 * titles and codes, many times, and comparing the captured characters with those values is cheaper
 * than filling the pattern in again. Each kept rendering is immutable, so threads that race on the
 * small array only lose a reuse, never see a wrong one.
 */
final class TemplateText {

    private final List<Part> parts;
    private final boolean link;
    /** The token slots and lookup slots the pattern reads, in its order. */
    private final int[] tokenSlots;
    private final int[] lookupSlots;
    /** Null when renderings are not kept. */
    private final Rendering[] recent;
    private int nextRecent;

    private static final int RECENT = 4;

    /** One rendering and what it was made of: each token's characters and each lookup's entry. */
    private record Rendering(String[] tokens, int[] entries, boolean key, String text) {
    }

    private TemplateText(List<Part> parts, boolean link, boolean remember) {
        this.parts = parts;
        this.link = link;
        this.recent = remember ? new Rendering[RECENT] : null;
        this.tokenSlots = parts.stream().filter(TokenValue.class::isInstance).mapToInt(part -> ((TokenValue) part).slot()).toArray();
        this.lookupSlots = parts.stream().filter(LookupValue.class::isInstance).mapToInt(part -> ((LookupValue) part).slot()).toArray();
    }

    sealed interface Part {
    }

    /** Text as written in the pattern. */
    record Fixed(String text) implements Part {
    }

    /** A token's value: its key ({@code 42}) or its display form ({@code XIV}). */
    record TokenValue(int slot, TokenType type) implements Part {
    }

    /** A lookup entry's id (in a key), name (in a canonical name) or link part ({@code {code.url}}). */
    record LookupValue(int slot, boolean urlPart) implements Part {
    }

    private static final TemplateText EMPTY = new TemplateText(List.of(), false, false);

    /** Null patterns (a template without a link) compile to null. */
    static TemplateText compile(String pattern, CitationTemplate template, boolean remember) {
        if (pattern == null) {
            return null;
        }
        if (pattern.isEmpty()) {
            return EMPTY;
        }
        List<Part> parts = new ArrayList<>();
        int p = 0;
        while (p < pattern.length()) {
            int open = pattern.indexOf('{', p);
            if (open < 0) {
                parts.add(new Fixed(pattern.substring(p)));
                break;
            }
            int close = pattern.indexOf('}', open);
            if (close < 0) {
                throw new IllegalArgumentException("template " + template.id() + ": unclosed { in " + pattern);
            }
            if (open > p) {
                parts.add(new Fixed(pattern.substring(p, open)));
            }
            parts.add(part(pattern.substring(open + 1, close), template));
            p = close + 1;
        }
        return new TemplateText(List.copyOf(parts), pattern.startsWith("http"), remember);
    }

    private static Part part(String name, CitationTemplate template) {
        if (name.equals("section")) {
            return new Fixed("{section}");
        }
        int slot = template.tokenSlot(name);
        if (slot >= 0) {
            return new TokenValue(slot, template.tokens().get(slot).type());
        }
        boolean urlPart = name.endsWith(".url");
        String lookupName = urlPart ? name.substring(0, name.length() - 4) : name;
        for (int l = 0; l < template.lookups().size(); l++) {
            if (template.lookups().get(l).name().equals(lookupName)) {
                return new LookupValue(l, urlPart);
            }
        }
        throw new IllegalArgumentException("template " + template.id() + ": unknown {" + name + "}");
    }

    /**
     * The pattern filled in from what a form captured: token keys and lookup ids when {@code key},
     * display forms and names otherwise; null for a link whose parts were not captured.
     */
    String render(CitationTemplate template, FormMatcher.Captures captured, String text, boolean key) {
        if (parts.size() == 1 && parts.get(0) instanceof Fixed fixed) {
            return fixed.text();
        }
        if (recent == null) {
            return fill(template, captured, text, key);
        }
        for (Rendering rendering : recent) {
            if (rendering != null && rendering.key() == key && madeOf(rendering, captured, text)) {
                return rendering.text();
            }
        }
        String rendered = fill(template, captured, text, key);
        String[] tokens = new String[tokenSlots.length];
        for (int k = 0; k < tokens.length; k++) {
            int slot = tokenSlots[k];
            tokens[k] = captured.tokenStart[slot] < 0 ? null : text.substring(captured.tokenStart[slot], captured.tokenEnd[slot]);
        }
        int[] entries = new int[lookupSlots.length];
        for (int k = 0; k < entries.length; k++) {
            entries[k] = captured.entry[lookupSlots[k]];
        }
        int at = nextRecent;
        nextRecent = (at + 1) % RECENT;
        recent[at] = new Rendering(tokens, entries, key, rendered);
        return rendered;
    }

    /** Whether {@code rendering} was made of the values {@code captured} holds. */
    private boolean madeOf(Rendering rendering, FormMatcher.Captures captured, String text) {
        for (int k = 0; k < lookupSlots.length; k++) {
            if (rendering.entries()[k] != captured.entry[lookupSlots[k]]) {
                return false;
            }
        }
        for (int k = 0; k < tokenSlots.length; k++) {
            int slot = tokenSlots[k];
            String value = rendering.tokens()[k];
            int start = captured.tokenStart[slot];
            if (start < 0 || value == null) {
                if (start >= 0 || value != null) {
                    return false;
                }
                continue;
            }
            int length = captured.tokenEnd[slot] - start;
            if (length != value.length() || !text.regionMatches(start, value, 0, length)) {
                return false;
            }
        }
        return true;
    }

    private String fill(CitationTemplate template, FormMatcher.Captures captured, String text, boolean key) {
        StringBuilder out = new StringBuilder(32);
        for (Part part : parts) {
            String value = switch (part) {
                case Fixed fixed -> fixed.text();
                case TokenValue token -> {
                    if (captured.tokenStart[token.slot()] < 0) {
                        yield null;
                    }
                    String raw = text.substring(captured.tokenStart[token.slot()], captured.tokenEnd[token.slot()]);
                    yield key ? token.type().key(raw) : token.type().display(raw);
                }
                case LookupValue lookup -> {
                    int e = captured.entry[lookup.slot()];
                    if (e < 0) {
                        yield null;
                    }
                    CitationTemplate.Lookup.Entry entry = template.lookups().get(lookup.slot()).entries().get(e);
                    yield lookup.urlPart() ? entry.url() : key ? entry.id() : entry.name();
                }
            };
            if (value == null) {
                if (link) {
                    return null;
                }
                value = "";
            }
            out.append(value);
        }
        return Scan.collapse(out.toString());
    }
}
