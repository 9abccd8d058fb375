package io.attest.plugin.api.guard;

import java.util.Objects;

/**
 * What one citation (or one member of a list of sections) refers to: its {@link AuthorityKey}, the
 * section as it is displayed, the pin kept apart ({@code (b)(1)} of {@code § 164.512(b)(1)}, a
 * clause; empty when none), and how its canonical name and its link are made: the name is
 * {@code namePrefix + section + pin} ({@code "28 U.S.C. § " + "1332" + "(a)"}) and the link is
 * {@code urlPattern} with {@code {section}} filled in (null where no official free text exists).
 * Keeping the section last is what lets a short form ({@code § 1367(a)} after
 * {@code 28 U.S.C. § 1331}) take everything else from its antecedent ({@link #under}).
 *
 * <p>A range ({@code §§ 1981-1988}) is one authority whose key holds the first section and
 * {@code rangeEnd} the last; {@link SectionRange} says which sections it covers.
 */
public record Authority(AuthorityKey key, String section, String pin, String namePrefix, String urlPattern, String rangeEnd) {

    public Authority {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(section, "section");
        pin = pin == null ? "" : pin;
        namePrefix = namePrefix == null ? "" : namePrefix;
    }

    private static final String SECTION = "{section}";

    public boolean isRange() {
        return rangeEnd != null;
    }

    /** A bare section ({@code § 1367(a)}, {@code Rule 56}) whose body comes from the citation before it. */
    public boolean isShortForm() {
        return key.kind() == AuthorityKey.Kind.SHORT_FORM;
    }

    /** The canonical name, the same for every way of writing the authority. */
    public String name() {
        return namePrefix + section + (rangeEnd == null ? "" : "-" + rangeEnd) + pin;
    }

    /** A link to the official free text, or null. */
    public String url() {
        if (urlPattern == null) {
            return null;
        }
        String value = section.replace(' ', '_');
        int at = urlPattern.indexOf(SECTION);
        if (at < 0 || urlPattern.indexOf(SECTION, at + 1) >= 0) {
            return urlPattern.replace(SECTION, value);
        }
        return urlPattern.substring(0, at) + value + urlPattern.substring(at + SECTION.length());
    }

    /** This short form read as a section of {@code antecedent}'s body. */
    public Authority under(Authority antecedent) {
        return new Authority(antecedent.key.withSection(key.section()), section, pin, antecedent.namePrefix,
                antecedent.urlPattern, rangeEnd);
    }

    /** The pin as compared: lower case, whitespace removed. */
    public String comparablePin() {
        return AuthorityKey.comparable(pin);
    }
}
