package io.attest.domain.guard;

import io.attest.plugin.api.guard.Authority;
import io.attest.plugin.api.guard.AuthorityKey;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugin.api.guard.ShortForms;
import io.attest.plugin.api.guard.WantedAuthorities;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.CitationPatternPack;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the sources are read for, and how it shrinks as the sources are read: a number stops being
 * wanted only when every authority of the text holding it is settled, pins are compared as the
 * verdict compares them, ranges never settle, and a verdict never depends on the settling (the
 * check reads again when a settling citation is lost).
 */
class WantedAuthoritiesTest {

    private static final AuthorityKey.Kind STATUTE = AuthorityKey.Kind.STATUTE;

    private static Authority usc(String title, String section, String pin) {
        return new Authority(new AuthorityKey(STATUTE, "us", "usc", title, section), section, pin, title + " U.S.C. § ", null, null);
    }

    private static Authority range(String title, String from, String to) {
        return new Authority(new AuthorityKey(STATUTE, "us", "usc", title, from), from, "", title + " U.S.C. §§ ", null, to);
    }

    private static Authority bare(String section, String pin) {
        return new Authority(new AuthorityKey(AuthorityKey.Kind.SHORT_FORM, "", ShortForms.SECTION, "", section), section, pin, "§ ",
                null, null);
    }

    private static Authority reporter(String volume, String body, String page) {
        return new Authority(new AuthorityKey(AuthorityKey.Kind.REPORTER, "", body, volume, page), page, "", volume + " " + body + " ",
                null, null);
    }

    private static Citation cite(Authority... authorities) {
        return new Citation(FlagType.SECTION_REF, 0, 10, "x", false, List.of(authorities));
    }

    private static boolean wants(WantedAuthorities wanted, String digits) {
        return wanted.wants(digits, 0, digits.length());
    }

    @Test
    void aSectionIsWantedByItsLongestDigitRun() {
        WantedAuthorities wanted = WantedAuthorities.of(List.of(cite(usc("12", "1005.6", "(b)")), cite(usc("42", "2000e-2", ""))), false);
        assertThat(wants(wanted, "1005")).isTrue();
        assertThat(wants(wanted, "01005")).as("leading zeros aside").isTrue();
        assertThat(wants(wanted, "2000")).isTrue();
        assertThat(wants(wanted, "6")).as("every way of writing 1005.6 writes 1005 too").isFalse();
        assertThat(wants(wanted, "2")).isFalse();
        assertThat(wants(wanted, "12")).as("a title is not a section").isFalse();
    }

    @Test
    void aNumberStopsBeingWantedWhenEveryAuthorityHoldingItIsSettled() {
        WantedAuthorities wanted = WantedAuthorities.of(List.of(cite(usc("42", "1983", "")), cite(usc("28", "1983", "(a)"))), false);
        assertThat(wanted.found(cite(usc("42", "1983", "(c)")))).isTrue();
        assertThat(wants(wanted, "1983")).as("28 U.S.C. § 1983(a) still open").isTrue();
        assertThat(wanted.found(cite(usc("28", "1983", "(b)")))).as("(b) does not cover (a)").isFalse();
        assertThat(wants(wanted, "1983")).isTrue();
        assertThat(wanted.found(cite(usc("28", "1983", "")))).as("the section alone covers every pin").isTrue();
        assertThat(wants(wanted, "1983")).isFalse();
        assertThat(wanted.found(cite(usc("28", "1983", "")))).as("nothing left to settle").isFalse();
    }

    @Test
    void strictPinsSettleOnlyTheSamePin() {
        WantedAuthorities wanted = WantedAuthorities.of(List.of(cite(usc("45", "164.512", "(b)"))), true);
        assertThat(wanted.found(cite(usc("45", "164.512", "")))).isFalse();
        assertThat(wanted.found(cite(usc("45", "164.512", "(b)(1)")))).isFalse();
        assertThat(wants(wanted, "164")).isTrue();
        assertThat(wanted.found(cite(usc("45", "164.512", "(b)")))).isTrue();
        assertThat(wants(wanted, "164")).isFalse();
    }

    @Test
    void aPrefixOrANeighbourNeverSettles() {
        WantedAuthorities wanted = WantedAuthorities.of(List.of(cite(usc("42", "1983", ""))), false);
        assertThat(wanted.found(cite(usc("42", "198", "")))).isFalse();
        assertThat(wanted.found(cite(usc("42", "19830", "")))).isFalse();
        assertThat(wanted.found(cite(usc("41", "1983", "")))).isFalse();
        assertThat(wants(wanted, "1983")).isTrue();
    }

    @Test
    void rangesKeepTheirNumbersWanted() {
        WantedAuthorities wanted = WantedAuthorities.of(List.of(cite(range("42", "1981", "1988"))), false);
        assertThat(wanted.found(cite(range("42", "1981", "1988")))).isFalse();
        for (int n = 1981; n <= 1988; n++) {
            assertThat(wants(wanted, Integer.toString(n))).isTrue();
        }
        assertThat(wanted.wantsBetween(1900, 1981)).isTrue();
        assertThat(wanted.wantsBetween(1989, 2100)).isFalse();
    }

    @Test
    void aBareSectionIsSettledByTheSameSectionOfAnyBody() {
        WantedAuthorities wanted = WantedAuthorities.of(List.of(cite(bare("1983", ""))), false);
        assertThat(wanted.found(cite(bare("1985", "")))).isFalse();
        assertThat(wanted.found(cite(usc("42", "1983", "(b)")))).isTrue();
        assertThat(wants(wanted, "1983")).isFalse();
    }

    @Test
    void reporterVolumesAndPagesAreWantedUntilTheCiteIsFound() {
        WantedAuthorities wanted = WantedAuthorities.of(List.of(cite(reporter("550", "U.S.", "544")), cite(reporter("550", "U.S.", "1"))), false);
        assertThat(wanted.wantsReporterNumber("550", 0, 3)).isTrue();
        assertThat(wanted.wantsReporterNumber("544", 0, 3)).isTrue();
        assertThat(wanted.wants("544", 0, 3)).as("pages open no section windows").isFalse();
        assertThat(wanted.found(cite(reporter("550", "F.3d", "544")))).isFalse();
        assertThat(wanted.found(cite(reporter("550", "U.S.", "544")))).isTrue();
        assertThat(wanted.wantsReporterNumber("544", 0, 3)).isFalse();
        assertThat(wanted.wantsReporterNumber("550", 0, 3)).as("550 U.S. 1 is still open").isTrue();
    }

    @Test
    void withoutSettlingEveryWantedNumberStaysWanted() {
        WantedAuthorities wanted = WantedAuthorities.of(List.of(cite(usc("42", "1983", ""))), false).withoutSettling();
        assertThat(wanted.found(cite(usc("42", "1983", "")))).isFalse();
        assertThat(wants(wanted, "1983")).isTrue();
        assertThat(wanted.settledFor(cite(usc("42", "1983", "")))).isFalse();
    }

    @Test
    void everyNumberOfReadsEverything() {
        WantedAuthorities wanted = WantedAuthorities.everyNumberOf(java.util.Set.of(new AuthorityKey.Scope(STATUTE, "us")));
        assertThat(wanted.everyNumber()).isTrue();
        assertThat(wanted.everyReporterNumber()).isTrue();
        assertThat(wants(wanted, "7")).isTrue();
        assertThat(wanted.found(cite(usc("42", "1983", "")))).isFalse();
    }

    /**
     * A pack whose settling citation loses to a longer overlapping one: the settled authority is not
     * covered in the end, so the check reads the sources again without settling, and the verdict is
     * the one of reading everything (not verified).
     */
    @Test
    void aSettlingCitationThatLosesItsOverlapMakesTheCheckReadAgain() {
        String text = "Relief under 42 U.S.C. § 1983 is sought.";
        String source = "Compare (not 42 U.S.C. § 1983 at all).";
        Authority wantedAuthority = usc("42", "1983", "");
        List<Boolean> settlingReads = new ArrayList<>();
        CitationPatternPack pack = new CitationPatternPack() {
            @Override
            public String domain() {
                return "legal";
            }

            @Override
            public List<Citation> find(String t) {
                int at = t.indexOf("42 U.S.C.");
                return List.of(new Citation(FlagType.USC, at, at + 16, "42 U.S.C. § 1983", false, List.of(wantedAuthority)));
            }

            @Override
            public List<Citation> findAuthorities(String t, WantedAuthorities wanted) {
                int at = t.indexOf("42 U.S.C.");
                Citation settling = new Citation(FlagType.USC, at, at + 16, "42 U.S.C. § 1983", false, List.of(wantedAuthority));
                settlingReads.add(wanted.found(settling));
                Citation longer = new Citation(FlagType.SECTION_REF, t.indexOf("(not"), t.indexOf("at all") + 6, "other", false);
                return List.of(settling, longer);
            }

            @Override
            public String id() {
                return "test";
            }

            @Override
            public String version() {
                return "1";
            }

            @Override
            public int spiVersion() {
                return 1;
            }
        };
        CitationCheck.Outcome outcome = new CitationCheck(new CaseNameNormalizer(Map.of())).check(text, List.of(source), pack, false);
        assertThat(settlingReads).as("read once settling, then again without").containsExactly(true, false);
        assertThat(outcome.flags()).singleElement().satisfies(flag -> assertThat(flag.inSources()).isFalse());
    }
}
