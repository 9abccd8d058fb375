package io.attest.domain.voice.format;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.voice.VoiceFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FormatRulesTest {

    private static FormatRules.Verdict check(VoiceFormat format, String draft) {
        return FormatRules.check(format, draft);
    }

    private static FormatRules.Fits fits(VoiceFormat format, String draft) {
        FormatRules.Verdict verdict = check(format, draft);
        assertThat(verdict).as(draft).isInstanceOf(FormatRules.Fits.class);
        return (FormatRules.Fits) verdict;
    }

    @Test
    void anXPostFitsUpTo280WeightedAndNotOneMore() {
        String latin = "a".repeat(280);
        assertThat(fits(VoiceFormat.X, latin).weights()).containsExactly(280);
        assertThat(check(VoiceFormat.X, latin + "b")).isInstanceOf(FormatRules.Breaks.class);
        String cjk = "字".repeat(140);
        assertThat(fits(VoiceFormat.X, cjk).weights()).containsExactly(280);
        assertThat(fits(VoiceFormat.X, cjk).charCount()).isEqualTo(140);
        assertThat(check(VoiceFormat.X, cjk + "a")).isInstanceOf(FormatRules.Breaks.class);
        String withUrl = "b".repeat(256) + " https://example.com/" + "x".repeat(200);
        assertThat(fits(VoiceFormat.X, withUrl).weights()).containsExactly(280);
    }

    @Test
    void aThreadIsPostsBetweenBlankLinesEachAtMost280() {
        FormatRules.Fits thread = fits(VoiceFormat.THREAD, "First post 🧵\n\n  \nSecond one https://example.com\r\n\r\nThird.");
        assertThat(thread.content()).isEqualTo("First post 🧵\n\nSecond one https://example.com\n\nThird.");
        assertThat(thread.weights()).containsExactly(13, 11 + 23, 6);
        assertThat(check(VoiceFormat.THREAD, "short\n\n" + "w".repeat(281))).isInstanceOf(FormatRules.Breaks.class);
        assertThat(check(VoiceFormat.THREAD, "post\n\n".repeat(26))).isInstanceOf(FormatRules.Breaks.class);
    }

    @Test
    void linkedinAndInstagramCountCodePoints() {
        assertThat(fits(VoiceFormat.LINKEDIN, "😀".repeat(3_000)).charCount()).isEqualTo(3_000);
        assertThat(check(VoiceFormat.LINKEDIN, "a".repeat(3_001))).isInstanceOf(FormatRules.Breaks.class);
        assertThat(fits(VoiceFormat.INSTAGRAM, "x".repeat(2_200)).charCount()).isEqualTo(2_200);
        assertThat(check(VoiceFormat.INSTAGRAM, "x".repeat(2_201))).isInstanceOf(FormatRules.Breaks.class);
    }

    @Test
    void instagramAllowsFiveHashtagsAndCutsOnlyATrailingTagLine() {
        assertThat(fits(VoiceFormat.INSTAGRAM, "Morning light #coffee #slow\n#one #two #three").content())
                .isEqualTo("Morning light #coffee #slow\n#one #two #three");
        assertThat(fits(VoiceFormat.INSTAGRAM, "Morning light #coffee #slow\n#one #two #three #four #five").content())
                .isEqualTo("Morning light #coffee #slow\n#one #two #three");
        assertThat(check(VoiceFormat.INSTAGRAM, "#a #b #c in a sentence #d #e #f and more words"))
                .as("hashtags inside sentences are not cut").isInstanceOf(FormatRules.Breaks.class);
        assertThat(FormatRules.hashtags("#1 is not a tag, #tag1 is, a#b is not, #über is")).isEqualTo(2);
    }

    @Test
    void anEmailIsASubjectLineThenABody() {
        assertThat(fits(VoiceFormat.EMAIL, "Subject: Friday plans\n\nHi all,\nsee you there.").content())
                .startsWith("Subject: Friday plans");
        assertThat(check(VoiceFormat.EMAIL, "Friday plans\n\nHi all")).isInstanceOf(FormatRules.Breaks.class);
        assertThat(check(VoiceFormat.EMAIL, "Subject:   \n\nHi all")).isInstanceOf(FormatRules.Breaks.class);
        assertThat(check(VoiceFormat.EMAIL, "Subject: only a subject")).isInstanceOf(FormatRules.Breaks.class);
        assertThat(check(VoiceFormat.EMAIL, "Subject: " + "s".repeat(201) + "\nbody")).isInstanceOf(FormatRules.Breaks.class);
    }

    @Test
    void aBlogPostIsATitleLineThenABody() {
        assertThat(fits(VoiceFormat.BLOG, "Why slow builds cost more\n\nEvery minute…").content())
                .isEqualTo("Why slow builds cost more\n\nEvery minute…");
        assertThat(check(VoiceFormat.BLOG, "Only a title")).isInstanceOf(FormatRules.Breaks.class);
        assertThat(check(VoiceFormat.BLOG, "t".repeat(201) + "\n\nbody")).isInstanceOf(FormatRules.Breaks.class);
        assertThat(check(VoiceFormat.BLOG, "   ")).isInstanceOf(FormatRules.Breaks.class);
    }

    /** Property: whatever is accepted for x or thread really is within X's limit post by post, and tidy is idempotent. */
    @Test
    void acceptedPostsAreAlwaysWithinTheLimit() {
        Random random = new Random(11);
        String[] atoms = {"word ", "字", "😀", "\n", "\n\n", "https://example.com/p ", "é", "#tag ", "—", " "};
        for (int run = 0; run < 3_000; run++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(400);
            for (int i = 0; i < length; i++) {
                text.append(atoms[random.nextInt(atoms.length)]);
            }
            String draft = text.toString();
            assertThat(FormatRules.tidy(FormatRules.tidy(draft))).isEqualTo(FormatRules.tidy(draft));
            for (VoiceFormat format : new VoiceFormat[] {VoiceFormat.X, VoiceFormat.THREAD}) {
                if (check(format, draft) instanceof FormatRules.Fits fit) {
                    var posts = format == VoiceFormat.X ? java.util.List.of(fit.content()) : FormatRules.posts(fit.content());
                    assertThat(posts).hasSameSizeAs(fit.weights());
                    for (String post : posts) {
                        assertThat(WeightedLength.of(post)).isLessThanOrEqualTo(280);
                    }
                } else {
                    String tidy = FormatRules.tidy(draft);
                    boolean over = tidy.isEmpty() || (format == VoiceFormat.X ? WeightedLength.of(tidy) > 280
                            : FormatRules.posts(tidy).stream().anyMatch(p -> WeightedLength.of(p) > 280)
                              || FormatRules.posts(tidy).size() > 25);
                    assertThat(over).as("refused only when over the limit: %s %s", format, draft.replace("\n", "\\n")).isTrue();
                }
            }
        }
    }
}
