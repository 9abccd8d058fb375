package io.attest.domain.voice.guard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class DraftGuardsTest {

    static final List<String> SAMPLES = List.of(
            "The build broke again this morning, and nobody on the team could tell me which change did it. "
                    + "I spent an hour reading logs before I found the culprit: a test that depended on the clock.",
            "Good tooling is invisible when it works. You only notice it on the day it fails, usually at the worst "
                    + "possible moment, and then you wonder why you never wrote the runbook.",
            "We shipped the new importer on Tuesday. It handles twice the volume with half the memory, which is "
                    + "the kind of improvement that nobody outside the team will ever notice.",
            "My rule for reviews is simple: read the tests first. If the tests tell a clear story, the code usually "
                    + "does too; if they don't, no amount of clever code will save it.",
            "Every on-call week teaches me something about our alerts. This time it was that half of them fire "
                    + "for problems that fix themselves within a minute.");

    /** Words that appear in no sample, to build drafts that cannot match by accident. */
    static final String[] FRESH = {"lantern", "orchard", "velvet", "harbor", "quartz", "meadow", "copper", "thistle",
        "glacier", "saffron", "juniper", "basalt", "tundra", "falcon", "marble", "pepper", "cobalt", "willow"};

    static String fresh(Random random, int words) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < words; i++) {
            out.add(FRESH[random.nextInt(FRESH.length)]);
        }
        return String.join(" ", out);
    }

    @Test
    void anyEightWordsOfASampleAreCaughtWhateverTheCaseAndPunctuation() {
        DraftGuards guards = new DraftGuards(SAMPLES, List.of());
        Random random = new Random(3);
        for (int run = 0; run < 500; run++) {
            List<String> words = Tokens.words(SAMPLES.get(random.nextInt(SAMPLES.size())));
            int start = random.nextInt(words.size() - DraftGuards.COPY_WORDS + 1);
            String window = String.join(random.nextBoolean() ? " " : ", ", words.subList(start, start + DraftGuards.COPY_WORDS));
            String draft = fresh(random, 5) + " " + (random.nextBoolean() ? window.toUpperCase() : window) + ". " + fresh(random, 5);
            assertThat(guards.check(draft)).as(draft).get().isInstanceOf(DraftGuards.Copied.class);
        }
    }

    @Test
    void sevenWordsOfASampleBetweenOtherWordsPass() {
        DraftGuards guards = new DraftGuards(SAMPLES, List.of());
        Random random = new Random(4);
        for (int run = 0; run < 500; run++) {
            List<String> words = Tokens.words(SAMPLES.get(random.nextInt(SAMPLES.size())));
            int start = random.nextInt(words.size() - 7 + 1);
            String draft = fresh(random, 6) + " " + String.join(" ", words.subList(start, start + 7)) + " " + fresh(random, 6);
            assertThat(guards.check(draft)).as(draft).isEmpty();
        }
    }

    @Test
    void aSampleSentenceWithItsNounsAndVerbsSwappedIsCaughtByTheSkeleton() {
        DraftGuards guards = new DraftGuards(SAMPLES, List.of());
        String swapped = "My habit for audits is plain: skim the specs first. If the specs paint a vivid picture, the design "
                + "mostly holds up too; if they don't, no quantity of fancy design will rescue it.";
        assertThat(guards.check(swapped)).get().isInstanceOf(DraftGuards.SkeletonCopied.class);
        String ownWords = "Reviews go faster when I start from the tests. They show what the author meant, and a muddled "
                + "test suite is usually the first sign that the change needs another pass.";
        assertThat(guards.check(ownWords)).isEmpty();
    }

    @Test
    void fiveWordsOfAnInspirationAreCaughtAndFourPass() {
        String inspiration = "Stop chasing perfect plans. Ship the smallest useful thing, then listen hard.";
        DraftGuards guards = new DraftGuards(List.of(), List.of(inspiration));
        Random random = new Random(8);
        List<String> words = Tokens.words(inspiration);
        for (int run = 0; run < 300; run++) {
            int start = random.nextInt(words.size() - 5 + 1);
            String five = fresh(random, 4) + " " + String.join(" ", words.subList(start, start + 5)) + " " + fresh(random, 4);
            assertThat(guards.check(five)).as(five).get().isInstanceOf(DraftGuards.InspirationLeaked.class);
            int s4 = random.nextInt(words.size() - 4 + 1);
            String four = fresh(random, 4) + " " + String.join(" ", words.subList(s4, s4 + 4)) + " " + fresh(random, 4);
            assertThat(guards.check(four)).as(four).isEmpty();
        }
    }

    @Test
    void typographyDoesNotHideACopy() {
        DraftGuards guards = new DraftGuards(List.of("It’s the kind of improvement that nobody outside will notice"), List.of());
        assertThat(guards.passes("it's THE kind of improvement that\nnobody outside")).isFalse();
        assertThat(guards.passes("Ｉｔ's the kind of improvement that nobody outside")).as("full-width letters").isFalse();
    }
}
