package io.attest.domain.guard;

import io.attest.plugin.api.guard.Authority;
import io.attest.plugin.api.guard.AuthorityKey;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugin.api.guard.ShortForms;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The cross-walk by key: same key verifies, neighbours and prefixes never do, pins and ranges as documented. */
class SourceAuthoritiesTest {

    private static Authority usc(String title, String section, String pin) {
        return new Authority(new AuthorityKey(AuthorityKey.Kind.STATUTE, "us", "usc", title, section), section, pin,
                title + " U.S.C. § ", null, null);
    }

    private static Authority range(String title, String from, String to) {
        return new Authority(new AuthorityKey(AuthorityKey.Kind.STATUTE, "us", "usc", title, from), from, "",
                title + " U.S.C. § ", null, to);
    }

    private static Citation cite(Authority... authorities) {
        return new Citation(FlagType.USC, 0, 5, "x", false, List.of(authorities));
    }

    private static SourceAuthorities sources(Authority... authorities) {
        SourceAuthorities cited = new SourceAuthorities();
        for (Authority a : authorities) {
            cited.add(a);
        }
        return cited;
    }

    @Test
    void theSameKeyVerifiesAndAnyOtherSectionOrTitleDoesNot() {
        SourceAuthorities cited = sources(usc("28", "1332", ""));
        assertThat(cited.covers(cite(usc("28", "1332", "")), false)).isTrue();
        assertThat(cited.covers(cite(usc("28", "1333", "")), false)).isFalse();
        assertThat(cited.covers(cite(usc("27", "1332", "")), false)).isFalse();
    }

    @Test
    void aPrefixOrAnExtensionOfTheSectionNeverVerifies() {
        assertThat(sources(usc("42", "2000e", "")).covers(cite(usc("42", "2000e-2", "")), false)).isFalse();
        assertThat(sources(usc("42", "198", "")).covers(cite(usc("42", "1983", "")), false)).isFalse();
        assertThat(sources(usc("42", "1983", "")).covers(cite(usc("42", "19830", "")), false)).isFalse();
    }

    @Test
    void pinsAreLooseByDefaultAndExactWhenStrict() {
        SourceAuthorities sectionOnly = sources(usc("45", "164.512", ""));
        SourceAuthorities withPin = sources(usc("45", "164.512", "(b)"));
        assertThat(sectionOnly.covers(cite(usc("45", "164.512", "(b)")), false)).isTrue();
        assertThat(withPin.covers(cite(usc("45", "164.512", "")), false)).isTrue();
        assertThat(withPin.covers(cite(usc("45", "164.512", "(b)(1)")), false)).isTrue();
        assertThat(sources(usc("45", "164.512", "(b)(1)")).covers(cite(usc("45", "164.512", "(b)")), false)).isTrue();
        assertThat(withPin.covers(cite(usc("45", "164.512", "(c)")), false)).isFalse();
        assertThat(sectionOnly.covers(cite(usc("45", "164.512", "(b)")), true)).isFalse();
        assertThat(withPin.covers(cite(usc("45", "164.512", "(b)")), true)).isTrue();
        assertThat(withPin.covers(cite(usc("45", "164.512", "")), true)).isFalse();
    }

    @Test
    void aRangeInTheSourcesCoversItsMembersOnly() {
        SourceAuthorities cited = sources(range("42", "1981", "1988"));
        assertThat(cited.covers(cite(usc("42", "1985", "")), false)).isTrue();
        assertThat(cited.covers(cite(usc("42", "1981", "")), false)).isTrue();
        assertThat(cited.covers(cite(usc("42", "1988", "")), false)).isTrue();
        assertThat(cited.covers(cite(usc("42", "1989", "")), false)).isFalse();
        assertThat(cited.covers(cite(usc("43", "1985", "")), false)).isFalse();
        assertThat(sources(range("45", "164.400", "414")).covers(cite(usc("45", "164.402", "")), false)).isTrue();
        assertThat(sources(range("45", "164.400", "414")).covers(cite(usc("45", "164.415", "")), false)).isFalse();
    }

    @Test
    void aRangeToTheDashedSectionsOfItsStartCoversThemAndTheStart() {
        // 42 U.S.C. §§ 2000e to 2000e-17: 2000e, 2000e-1 ... 2000e-17
        SourceAuthorities cited = sources(range("42", "2000e", "2000e-17"));
        for (String section : List.of("2000e", "2000e-1", "2000e-5", "2000e-17")) {
            assertThat(cited.covers(cite(usc("42", section, "")), false)).as(section).isTrue();
        }
        for (String section : List.of("2000e-18", "2000e-0", "2000f", "2000", "2000e-5a")) {
            assertThat(cited.covers(cite(usc("42", section, "")), false)).as(section).isFalse();
        }
        assertThat(cited.covers(cite(range("42", "2000e", "2000e-5")), false)).isTrue();
        // the first end is a member of its own: members 1 to 5 alone do not cover "2000e to 2000e-5"
        SourceAuthorities membersOnly = sources(range("42", "2000e-1", "2000e-5"));
        assertThat(membersOnly.covers(cite(range("42", "2000e", "2000e-5")), false)).isFalse();
        assertThat(sources(usc("42", "2000e", ""), range("42", "2000e-1", "2000e-5"))
                .covers(cite(range("42", "2000e", "2000e-5")), false)).isTrue();
    }

    @Test
    void aRangeInTheTextNeedsEveryMember() {
        assertThat(sources(range("42", "1981", "1988")).covers(cite(range("42", "1983", "1985")), false)).isTrue();
        assertThat(sources(usc("42", "1983", ""), usc("42", "1984", "")).covers(cite(range("42", "1983", "1985")), false)).isFalse();
        assertThat(sources(usc("42", "1983", ""), usc("42", "1984", ""), usc("42", "1985", ""))
                .covers(cite(range("42", "1983", "1985")), false)).isTrue();
    }

    @Test
    void aListInTheTextNeedsEveryItem() {
        Citation list = cite(usc("42", "1983", ""), usc("42", "1985", ""));
        assertThat(sources(usc("42", "1983", "")).covers(list, false)).isFalse();
        assertThat(sources(usc("42", "1983", ""), usc("42", "1985", "")).covers(list, false)).isTrue();
    }

    @Test
    void aDashedSectionUnderAPluralMarkerIsAlsoThatSection() {
        // "N.C. Gen. Stat. §§ 1-52" read as the range 1..52 still cites the section named 1-52
        assertThat(sources(range("nc", "1", "52")).covers(cite(usc("nc", "1-52", "")), false)).isTrue();
        assertThat(sources(range("nc", "1", "52")).covers(cite(usc("nc", "1-53", "")), false)).isFalse();
    }

    @Test
    void manySourceRangesAreSearchedNotScanned() {
        SourceAuthorities cited = new SourceAuthorities();
        for (int i = 0; i < 50_000; i++) {
            cited.add(range("42", Integer.toString(i * 10), Integer.toString(i * 10 + 5)));
        }
        assertThat(cited.covers(cite(usc("42", "123453", "")), false)).isTrue();
        assertThat(cited.covers(cite(usc("42", "123457", "")), false)).isFalse();
        assertThat(cited.covers(cite(range("42", "123451", "123454")), false)).isTrue();
        assertThat(cited.covers(cite(range("42", "123454", "123456")), false)).isFalse();
    }

    @Test
    void aShortFormTakesItsBodyFromTheCitationBeforeIt() {
        Citation longForm = cite(usc("28", "1331", ""));
        Authority bare = new Authority(new AuthorityKey(AuthorityKey.Kind.SHORT_FORM, "", ShortForms.SECTION, "", "1367"), "1367",
                "(a)", "§ ", null, null);
        Citation shortForm = new Citation(FlagType.SECTION_REF, 10, 20, "§ 1367(a)", false, List.of(bare));
        List<Citation> resolved = ShortForms.resolve(List.of(longForm, shortForm));
        assertThat(resolved.get(1).authorities().get(0).key()).isEqualTo(usc("28", "1367", "").key());
        assertThat(resolved.get(1).normalized()).isEqualTo("28 U.S.C. § 1367(a)");
        List<Citation> alone = ShortForms.resolve(List.of(shortForm));
        assertThat(alone.get(0).keyed()).isFalse();
        assertThat(alone.get(0).normalized()).isEqualTo("§ 1367(a)");
    }

    /** Repeats of one short form under one antecedent share its key; under another antecedent they take that one's body. */
    @Test
    void repeatedShortFormsShareTheirKeyUnderOneAntecedentOnly() {
        List<Authority> bare = List.of(new Authority(new AuthorityKey(AuthorityKey.Kind.SHORT_FORM, "", ShortForms.SECTION, "", "1"), "1",
                "", "§ ", null, null));
        Citation title28 = cite(usc("28", "1331", ""));
        Citation title42 = new Citation(FlagType.USC, 60, 70, "42 U.S.C. § 1983", false, List.of(usc("42", "1983", "")));
        List<Citation> text = List.of(title28, new Citation(FlagType.SECTION_REF, 20, 23, "§ 1", false, bare),
                new Citation(FlagType.SECTION_REF, 30, 33, "§ 1", false, bare), title42,
                new Citation(FlagType.SECTION_REF, 80, 83, "§ 1", false, bare));
        List<Citation> resolved = ShortForms.resolve(text);
        assertThat(resolved.get(1).authorities()).isSameAs(resolved.get(2).authorities());
        assertThat(resolved.get(2).start()).isEqualTo(30);
        assertThat(resolved.get(2).normalized()).isEqualTo("28 U.S.C. § 1");
        assertThat(resolved.get(4).authorities().get(0).key()).isEqualTo(usc("42", "1", "").key());
        assertThat(resolved.get(4).normalized()).isEqualTo("42 U.S.C. § 1");
    }
}
