package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.Authority;
import io.attest.plugin.api.guard.AuthorityKey;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns what a template's form captured into authorities: the key's body and volume, the canonical
 * name and the link from the template's patterns ({@code {title}}, {@code {code}},
 * {@code {code.url}}), one authority per section of a list ({@code §§ 1983, 1985}) and a range for
 * {@code §§ 1981-1988}. Parenthesised subsections at a section's end, and tokens marked as pins
 * ({@code , cl. 3}), are the pin.
 */
final class AuthorityBuilder {

    private AuthorityBuilder() {
    }

    private record Item(String section, String pin, String rangeEnd) {
    }

    /** A template's patterns, split once ({@link TemplateText}). */
    record Patterns(TemplateText body, TemplateText volume, TemplateText name, TemplateText url, int sectionSlot, String jurisdiction) {

        /** With {@code remember}, each pattern reuses its recent renderings ({@link TemplateText}). */
        static Patterns of(CitationTemplate template, boolean remember) {
            return new Patterns(TemplateText.compile(template.body(), template, remember),
                    TemplateText.compile(template.volume(), template, remember),
                    TemplateText.compile(template.name(), template, remember), TemplateText.compile(template.url(), template, remember),
                    template.tokenSlot("section"),
                    template.jurisdiction() == null ? "" : template.jurisdiction().toLowerCase(java.util.Locale.ROOT));
        }
    }

    static List<Authority> build(CitationTemplate template, Patterns patterns, FormMatcher.Captures captured, String text) {
        String body = patterns.body().render(template, captured, text, true);
        String volume = patterns.volume().render(template, captured, text, true);
        String namePrefix = patterns.name().render(template, captured, text, false);
        String url = patterns.url() == null ? null : patterns.url().render(template, captured, text, false);
        StringBuilder pins = new StringBuilder();
        for (int slot = 0; slot < template.tokens().size(); slot++) {
            CitationTemplate.TokenSpec spec = template.tokens().get(slot);
            if (spec.pin() != null && captured.tokenStart[slot] >= 0) {
                pins.append(spec.pin().replace("{}", spec.type().display(raw(captured, slot, text))));
            }
        }
        List<Item> items = items(template, patterns.sectionSlot(), captured, text);
        List<Authority> out = new ArrayList<>(items.size());
        for (Item item : items) {
            String prefix = item.section().isEmpty() ? trimMarker(namePrefix) : namePrefix;
            // the jurisdiction in the key's lower case already: the key then keeps it as it is
            AuthorityKey key = new AuthorityKey(template.kind(), patterns.jurisdiction(), body, volume, item.section());
            out.add(new Authority(key, item.section(), item.pin() + pins, prefix, url, item.rangeEnd()));
        }
        return out;
    }

    private static List<Item> items(CitationTemplate template, int slot, FormMatcher.Captures captured, String text) {
        if (slot < 0 || captured.tokenStart[slot] < 0) {
            return List.of(new Item("", "", null));
        }
        return items(text, captured.tokenStart[slot], captured.tokenEnd[slot], template.tokens().get(slot).type(), captured.list[slot]);
    }

    /**
     * The authorities of a bare short form ({@code § 1367(a)}, {@code §§ 1983, 1985}, {@code Rule 56}):
     * keys of kind {@link AuthorityKey.Kind#SHORT_FORM} that {@code ShortForms} completes from the
     * antecedent. {@code sectionAt} is where the first section starts.
     */
    static List<Authority> shortForm(String text, int sectionAt, int end, boolean list, String body) {
        List<Authority> out = new ArrayList<>();
        String marker = ShortFormBodies.RULE.equals(body) ? "Rule " : "§ ";
        for (Item item : items(text, sectionAt, end, TokenType.SECTION, list)) {
            AuthorityKey key = new AuthorityKey(AuthorityKey.Kind.SHORT_FORM, "", body, "", item.section());
            out.add(new Authority(key, item.section(), item.pin(), marker, null, item.rangeEnd()));
        }
        return out;
    }

    private static List<Item> items(String text, int from, int to, TokenType type, boolean list) {
        if (!list) {
            return List.of(single(text.substring(from, to), type, false));
        }
        List<Item> out = new ArrayList<>();
        int p = from;
        boolean rangeNext = false;
        while (p >= 0 && p < to) {
            int end = Scan.section(text, p);
            if (end < 0 || end > to) {
                end = Scan.subsections(text, p);
                if (end == p || end > to) {
                    break;
                }
                p = Scan.listSeparator(text, end);
                continue;
            }
            Item item = single(text.substring(p, end), type, true);
            if (rangeNext && !out.isEmpty()) {
                Item first = out.remove(out.size() - 1);
                out.add(new Item(first.section(), first.pin(), item.section()));
            } else {
                out.add(item);
            }
            int next = end < to ? Scan.listSeparator(text, end) : -1;
            rangeNext = next > 0 && isRangeSeparator(text, end, next);
            p = next;
        }
        return out.isEmpty() ? List.of(single(text.substring(from, to), type, false)) : out;
    }

    /** One section: its trailing subsections are the pin; in a list, {@code 1981-1988} (one dash, counting up) is a range. */
    private static Item single(String raw, TokenType type, boolean inList) {
        if (type == TokenType.OUTLINE) {
            List<String> parts = Outline.parts(raw);
            StringBuilder pin = new StringBuilder();
            for (int k = 1; k < parts.size(); k++) {
                pin.append('(').append(parts.get(k)).append(')');
            }
            return new Item(parts.get(0), pin.toString(), null);
        }
        int pinAt = pinStart(raw);
        String section = type.display(raw.substring(0, pinAt).strip());
        String pin = raw.substring(pinAt);
        if (inList) {
            int dash = section.lastIndexOf('-');
            if (dash > 0 && dash == section.indexOf('-')) {
                String from = section.substring(0, dash);
                String to = withinSameChapter(from, section.substring(dash + 1));
                if (countsUp(from, to)) {
                    return new Item(from, pin, to);
                }
            }
        }
        return new Item(section, pin, null);
    }

    /** The end of {@code 542.051-.061} as its start writes it: {@code 542.061}; any other end as written. */
    private static String withinSameChapter(String from, String to) {
        int dot = from.lastIndexOf('.');
        return to.startsWith(".") && dot > 0 ? from.substring(0, dot) + to : to;
    }

    /** {@code 1981-1988}, {@code 164.400-414}, {@code 22.01-22.04}: the last digit run of {@code from} counts up to {@code to}. */
    private static boolean countsUp(String from, String to) {
        int d = from.length();
        while (d > 0 && Character.isDigit(from.charAt(d - 1))) {
            d--;
        }
        if (d == from.length() || from.length() - d > 9) {
            return false;
        }
        String prefix = from.substring(0, d);
        String last = to.startsWith(prefix) && to.length() > prefix.length() && !prefix.isEmpty() ? to.substring(prefix.length()) : to;
        if (last.isEmpty() || last.length() > 9 || !last.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return false;
        }
        return Long.parseLong(from.substring(d)) < Long.parseLong(last);
    }

    private static boolean isRangeSeparator(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (Scan.dash(c)) {
                return true;
            }
        }
        String between = text.substring(from, to).strip();
        return between.equals("to") || between.equals("through");
    }

    /** Where the parenthesised subsections at the end of {@code raw} begin. */
    static int pinStart(String raw) {
        int p = raw.length();
        while (p > 0 && raw.charAt(p - 1) == ')') {
            int open = raw.lastIndexOf('(', p - 1);
            if (open <= 0) {
                break;
            }
            p = open;
        }
        return p;
    }

    /**
     * A name prefix for a citation without a section: {@code "Fla. Const. art. I, § "} → {@code "Fla. Const. art. I"},
     * {@code "Ga. Const. art. II, § I, ¶ "} → {@code "Ga. Const. art. II, § I"}.
     */
    private static String trimMarker(String prefix) {
        int end = prefix.length();
        while (end > 0 && ", §¶".indexOf(prefix.charAt(end - 1)) >= 0) {
            end--;
        }
        return prefix.substring(0, end);
    }

    private static String raw(FormMatcher.Captures captured, int slot, String text) {
        return text.substring(captured.tokenStart[slot], captured.tokenEnd[slot]);
    }
}
