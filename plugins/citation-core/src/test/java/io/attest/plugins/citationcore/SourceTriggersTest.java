package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Authority;
import io.attest.plugin.api.guard.AuthorityKey;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugin.api.guard.WantedAuthorities;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A number followed by a range or list opens a window in a source only when what follows may hold a
 * wanted number: a plain range when one lies between its ends, a list when a later member is wanted,
 * anything of another shape as before.
 */
class SourceTriggersTest {

    private static WantedAuthorities wanting(String... sections) {
        List<Citation> citations = new java.util.ArrayList<>();
        for (String section : sections) {
            Authority authority = new Authority(new AuthorityKey(AuthorityKey.Kind.STATUTE, "us", "usc", "42", section), section, "",
                    "42 U.S.C. § ", null, null);
            citations.add(new Citation(FlagType.USC, 0, 5, "x", false, List.of(authority)));
        }
        return WantedAuthorities.of(citations, false);
    }

    /** Whether the first number of {@code text} (the digits at its start after {@code §§ }) opens a window. */
    private static boolean opens(String text, WantedAuthorities wanted) {
        int start = 0;
        while (!Scan.digit(text.charAt(start))) {
            start++;
        }
        int end = start;
        while (end < text.length() && Scan.digit(text.charAt(end))) {
            end++;
        }
        return SourceTriggers.rangeOrListMayHoldWanted(text, start, end, wanted);
    }

    @Test
    void aPlainRangeOpensAWindowOnlyWhenAWantedNumberLiesBetweenItsEnds() {
        assertThat(opens("§§ 1981-1988 (civil rights)", wanting("1985"))).isTrue();
        assertThat(opens("§§ 1981 through 1988.", wanting("1985"))).isTrue();
        assertThat(opens("§§ 1981–1988", wanting("1981"))).isTrue();
        assertThat(opens("§§ 1981-1988 (civil rights)", wanting("1989"))).isFalse();
        assertThat(opens("at 544-45 (1986)", wanting("1985"))).as("an abbreviated range holds only its ends").isFalse();
    }

    @Test
    void rangesOfAnotherShapeOpenAWindowAsBefore() {
        assertThat(opens("§§ 1026.18-1026.20", wanting("7"))).isTrue();
        assertThat(opens("§§ 164.400-414", wanting("7"))).isTrue();
        assertThat(opens("§§ 1981, 1982-1988", wanting("7"))).as("a range inside a list").isTrue();
    }

    @Test
    void aListOpensAWindowWhenALaterMemberIsWanted() {
        assertThat(opens("§§ 1981, 1982, 1983, 1984 and 1995, and nothing else", wanting("1995"))).isTrue();
        assertThat(opens("§§ 1981, 1982, 1983, 1984 and 1995, and nothing else", wanting("1996"))).isFalse();
        assertThat(opens("477 U.S. 317, 322 (1986); see also", wanting("1985"))).isFalse();
    }

    @Test
    void aDashInsideASectionIsNotARange() {
        assertThat(opens("10b-5 thereunder, and the statute", wanting("7"))).isFalse();
        assertThat(opens("2000e-2(a) applies", wanting("7"))).isFalse();
        assertThat(opens("2000e-2(a) applies", wanting("2"))).as("but a wanted member is").isTrue();
    }

    @Test
    void proseAfterANumberIsNoRangeOrList() {
        assertThat(opens("1983 claims are common", wanting("1983"))).isFalse();
    }
}
