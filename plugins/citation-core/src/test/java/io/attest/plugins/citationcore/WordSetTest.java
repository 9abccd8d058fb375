package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The filter in front of a word set never turns a member away: it answers as the set does. */
class WordSetTest {

    @Test
    void answersAsTheSetDoesForEveryMemberAndForWordsCloseToThem() {
        Random random = new Random(19);
        Set<String> members = new HashSet<>(CaseNameAbbreviations.table().keySet());
        members.add("");
        WordSet set = WordSet.of(members);
        List<String> probes = new ArrayList<>(members);
        for (String member : members) {
            if (member.length() > 1) {
                // same length, first and last character (the filter's bit), other letters in between
                char[] changed = member.toCharArray();
                changed[1 + random.nextInt(member.length() - 1)] = (char) ('a' + random.nextInt(26));
                probes.add(new String(changed));
                probes.add(member.substring(0, member.length() - 1));
                probes.add(member + "s");
                probes.add(member.toUpperCase(java.util.Locale.ROOT));
            }
        }
        for (int k = 0; k < 20_000; k++) {
            char[] word = new char[1 + random.nextInt(12)];
            for (int c = 0; c < word.length; c++) {
                word[c] = (char) (' ' + random.nextInt(95));
            }
            probes.add(new String(word));
        }
        for (String probe : probes) {
            assertThat(set.contains(probe)).as(probe).isEqualTo(members.contains(probe));
        }
        assertThat(members).as("the Bluebook abbreviations").hasSizeGreaterThan(150);
    }
}
