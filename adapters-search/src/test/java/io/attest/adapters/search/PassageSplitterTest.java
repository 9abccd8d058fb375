package io.attest.adapters.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PassageSplitterTest {

    private static List<String> passages(String text) {
        return PassageSplitter.split(text).stream().map(p -> text.substring(p.start(), p.end())).toList();
    }

    @Test
    void groupsThreeSentencesAndTreatsLinesAsSentences() {
        String text = "Ada: One. Two.\nBob: Three\n<carol> four\nDan: Five. Six.\nEve: Seven\n";
        assertThat(passages(text)).containsExactly("Ada: One. Two.\nBob: Three", "<carol> four\nDan: Five. Six.", "Eve: Seven");
    }

    @Test
    void aBlankLineEndsAPassage() {
        String text = "Budget. Is fine.\n\nHiring. Is frozen.";
        assertThat(passages(text)).containsExactly("Budget. Is fine.", "Hiring. Is frozen.");
    }

    @Test
    void aLongSentenceIsCutAtSpacesAndNothingIsLost() {
        String text = "word ".repeat(400).trim();
        List<PassageSplitter.Passage> passages = PassageSplitter.split(text);
        assertThat(passages).allSatisfy(p -> assertThat(p.end() - p.start()).isLessThanOrEqualTo(PassageSplitter.MAX_CHARS));
        assertThat(passages.stream().mapToInt(p -> text.substring(p.start(), p.end()).split(" ").length).sum()).isEqualTo(400);
    }

    @Test
    void aLongWordIsCutWithoutSplittingACharacter() {
        String text = "😀".repeat(700);
        List<PassageSplitter.Passage> passages = PassageSplitter.split(text);
        assertThat(passages).allSatisfy(p -> {
            assertThat(Character.isLowSurrogate(text.charAt(p.start()))).isFalse();
            assertThat(p.end() - p.start()).isLessThanOrEqualTo(PassageSplitter.MAX_CHARS);
        });
        assertThat(passages.get(passages.size() - 1).end()).isEqualTo(text.length());
    }

    @Test
    void emptyAndBlankTextsHaveNoPassage() {
        assertThat(PassageSplitter.split("")).isEmpty();
        assertThat(PassageSplitter.split(" \n\n \t")).isEmpty();
    }
}
