package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.Authority;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugin.api.guard.WantedAuthorities;
import java.util.List;

/**
 * The bare short forms of the shared provisions ({@code § n}, {@code Section n}, {@code Rule n}):
 * their body comes from the citation before them ({@code ShortForms} in the domain). Used by the
 * provision pass for the text and, for the sources, found with {@link String#indexOf} and kept
 * only when they may hold a wanted number.
 */
final class ProvisionShortForms {

    /** The words of a bare short form besides {@code §}: {@code Section 1983}, {@code Rule 56}. */
    private static final String[] WORDS = {"Sections", "Section", "sections", "section", "Secs.", "Sec.", "secs.", "sec.", "Rules", "Rule"};
    /** What every word of {@link #WORDS} starts with, one of these. */
    private static final String[] PREFIXES = {"Sec", "sec", "Rule"};

    private ProvisionShortForms() {
    }

    /**
     * The authorities of a provision found at {@code [start, end)}: a bare {@code § n} or
     * {@code Rule n} is a short form whose body comes from the citation before it; anything else
     * has none.
     */
    static List<Authority> authorities(String text, int start, int end) {
        int p;
        boolean list;
        String body;
        if (text.charAt(start) == '§') {
            list = Scan.at(text, start + 1) == '§';
            p = start + (list ? 2 : 1);
            body = ShortFormBodies.SECTION;
        } else {
            int word = Scan.word(text, start, WORDS);
            if (word < 0) {
                return List.of();
            }
            String written = text.substring(start, word);
            list = written.startsWith("Sections") || written.startsWith("sections") || written.startsWith("Secs")
                    || written.startsWith("secs") || written.startsWith("Rules");
            body = written.startsWith("Rule") ? ShortFormBodies.RULE : ShortFormBodies.SECTION;
            p = word;
        }
        p = Scan.spaces(text, p);
        if (p < 0 || !Scan.digit(Scan.at(text, p))) {
            return List.of();
        }
        return AuthorityBuilder.shortForm(text, p, end, list, body);
    }

    /** The bare short forms of {@code text} that may hold a wanted number ({@link #spanMayBeWanted}); all with every number. */
    static void find(String text, List<Citation> out, WantedAuthorities wanted) {
        for (int i = text.indexOf('§'); i >= 0; i = text.indexOf('§', i + 1)) {
            if (i > 0 && text.charAt(i - 1) == '§') {
                continue;
            }
            add(text, i, SectionsAndRules.bareSectionEnd(text, i), out, wanted);
        }
        // one search per common beginning ("Sec" for Section, Sections, Secs., Sec.), not one per word
        for (String prefix : PREFIXES) {
            for (int i = text.indexOf(prefix); i >= 0; i = text.indexOf(prefix, i + 1)) {
                if (!Scan.startsWord(text, i)) {
                    continue;
                }
                for (String word : WORDS) {
                    if (!word.startsWith(prefix)) {
                        continue;
                    }
                    int p = Scan.word(text, i, word);
                    p = p < 0 ? -1 : Scan.spaces1(text, p);
                    if (p > 0 && Scan.digit(Scan.at(text, p))) {
                        add(text, i, Scan.sectionList(text, p, SectionsAndRules.pluralMarker(word)), out, wanted);
                    }
                }
            }
        }
    }

    private static void add(String text, int start, int end, List<Citation> out, WantedAuthorities wanted) {
        if (end <= start || !spanMayBeWanted(text, start, end, wanted)) {
            return;
        }
        List<Authority> authorities = authorities(text, start, end);
        if (!authorities.isEmpty()) {
            out.add(new Citation(FlagType.SECTION_REF, start, end, Scan.collapse(text.substring(start, end)), false, authorities));
        }
    }

    /**
     * Before a short form is built: whether one of the numbers written in its span is wanted, or it
     * may be a range ({@link #mayBeWanted} decides once built) — most short forms of a long source
     * are then never built.
     */
    private static boolean spanMayBeWanted(String text, int start, int end, WantedAuthorities wanted) {
        if (wanted.everyNumber()) {
            return true;
        }
        int i = start;
        while (i < end) {
            char c = text.charAt(i);
            if (Scan.dash(c) || c == 't' && (text.startsWith("to", i) || text.startsWith("through", i) || text.startsWith("thru", i))) {
                return true;
            }
            if (!Scan.digit(c)) {
                i++;
                continue;
            }
            int from = i;
            i = Scan.digitsEnd(text, i, end);
            if (wanted.wants(text, from, i)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a short form may be or hold a wanted section: one of its numbers is wanted, or it is a range. */
    static boolean mayBeWanted(Citation shortForm, WantedAuthorities wanted) {
        for (Authority authority : shortForm.authorities()) {
            if (authority.isRange()) {
                return true;
            }
            String section = authority.key().section();
            int i = 0;
            while (i < section.length()) {
                if (!Scan.digit(section.charAt(i))) {
                    i++;
                    continue;
                }
                int end = Scan.digitsEnd(section, i, section.length());
                if (wanted.wants(section, i, end)) {
                    return true;
                }
                i = end;
            }
        }
        return false;
    }
}
