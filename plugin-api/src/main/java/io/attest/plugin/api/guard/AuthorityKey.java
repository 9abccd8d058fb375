package io.attest.plugin.api.guard;

import java.util.Locale;
import java.util.Objects;

/**
 * The identity of an authority, the same however it is written: {@code 28 U.S.C. § 1332},
 * {@code 28 USC Sec. 1332} and {@code 28 U. S. C. 1332} have one key. {@code jurisdiction} is a
 * lower-case code ({@code us}, {@code ca}, {@code pr}); {@code body} names the code, constitution,
 * regulation, rule set or reporter within it ({@code usc}, {@code penal}, {@code const},
 * {@code F.3d}); {@code volume} is the title, chapter or volume where the body is cited by one
 * (empty otherwise); {@code section} is the section, article-and-section or page, normalised (lower
 * case, one kind of dash). The pin is not part of the key (see {@link Authority}).
 */
public record AuthorityKey(Kind kind, String jurisdiction, String body, String volume, String section) {

    /** The kinds of authority the citation check knows. */
    public enum Kind {
        STATUTE, CONSTITUTION, REGULATION, COURT_RULE, SESSION_LAW, UNIFORM_LAW, RESTATEMENT, REPORTER, OTHER,
        /** A bare section whose body is not known yet (see {@link ShortForms}). */
        SHORT_FORM
    }

    public AuthorityKey {
        Objects.requireNonNull(kind, "kind");
        jurisdiction = jurisdiction == null ? "" : jurisdiction.toLowerCase(Locale.ROOT);
        body = body == null ? "" : body;
        volume = volume == null ? "" : volume;
        section = comparable(Objects.requireNonNull(section, "section"));
        volume = comparable(volume);
    }

    /** The same body and volume with another section (a list member, a range member, a short form). */
    public AuthorityKey withSection(String otherSection) {
        return new AuthorityKey(kind, jurisdiction, body, volume, otherSection);
    }

    /** The kind and jurisdiction of a key: what a source must be read for to find keys like it. */
    public record Scope(Kind kind, String jurisdiction) {
    }

    public Scope scope() {
        return new Scope(kind, jurisdiction);
    }

    /** A token as keys compare it: lower case, whitespace removed, every dash a hyphen-minus. */
    public static String comparable(String token) {
        if (alreadyComparable(token)) {
            return token; // most sections and volumes: digits, lower-case letters, periods
        }
        StringBuilder out = new StringBuilder(token.length());
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
                continue;
            }
            if (c == '\u2010' || c == '\u2011' || c == '\u2012' || c == '\u2013' || c == '\u2014') {
                c = '-';
            }
            out.append(Character.toLowerCase(c));
        }
        return out.toString();
    }

    private static boolean alreadyComparable(String token) {
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c >= 'A' && c <= 'Z' || c > 127 || Character.isWhitespace(c)) {
                return false;
            }
        }
        return true;
    }

    /** Whether both name the same body and volume (sections aside). */
    public boolean sameBody(AuthorityKey other) {
        return kind == other.kind && jurisdiction.equals(other.jurisdiction) && body.equals(other.body)
                && volume.equals(other.volume);
    }
}
