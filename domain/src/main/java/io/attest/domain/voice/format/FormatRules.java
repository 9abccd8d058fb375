package io.attest.domain.voice.format;

import io.attest.plugin.api.voice.VoiceFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The platform limits of each format (decisions.md section 6), enforced on every variant, last. A draft
 * is first tidied ({@link #tidy}: line endings, trailing spaces, runs of blank lines), then either fits
 * its format — with its posts and their X weights — or is refused with the reason.
 *
 * <table>
 *   <tr><th>format</th><th>rule</th></tr>
 *   <tr><td>x</td><td>one post of at most 280 ({@link WeightedLength})</td></tr>
 *   <tr><td>thread</td><td>1–25 posts separated by a blank line, each at most 280</td></tr>
 *   <tr><td>linkedin</td><td>at most 3,000 characters</td></tr>
 *   <tr><td>instagram</td><td>at most 2,200 characters and 5 hashtags</td></tr>
 *   <tr><td>email</td><td>a {@code Subject:} line (1–200 characters after it), then a body; at most 10,000 characters</td></tr>
 *   <tr><td>blog</td><td>a title line (at most 200 characters), then a body; at most 20,000 characters</td></tr>
 * </table>
 * Characters are Unicode code points, as {@code char_count} counts them.
 */
public final class FormatRules {

    public static final int THREAD_POSTS_MAX = 25;
    public static final int LINKEDIN_MAX = 3_000;
    public static final int INSTAGRAM_MAX = 2_200;
    public static final int INSTAGRAM_HASHTAGS_MAX = 5;
    public static final int SUBJECT_MAX = 200;
    public static final int EMAIL_MAX = 10_000;
    public static final int TITLE_MAX = 200;
    public static final int BLOG_MAX = 20_000;
    public static final String SUBJECT_PREFIX = "Subject:";

    /** As X finds hashtags: {@code #} after a non-word character, then word characters with at least one letter. */
    private static final Pattern HASHTAG = Pattern.compile("(?<![\\p{L}\\p{N}_&/#])#[\\p{L}\\p{N}_]*\\p{L}[\\p{L}\\p{N}_]*");
    private static final Pattern BLANK_LINE = Pattern.compile("\\n[ \\t]*\\n");

    /** The result of checking one draft. */
    public sealed interface Verdict permits Fits, Breaks {
    }

    /**
     * The draft fits its format.
     *
     * @param content the tidied text
     * @param weights the X weight of each post for {@code x} and {@code thread}, in order; empty for the other formats
     */
    public record Fits(String content, List<Integer> weights) implements Verdict {

        public Fits {
            weights = List.copyOf(weights);
        }

        public int charCount() {
            return content.codePointCount(0, content.length());
        }
    }

    /** The draft does not fit; {@code reason} says which rule it breaks (for logs and tests). */
    public record Breaks(String reason) implements Verdict {
    }

    private FormatRules() {
    }

    public static Verdict check(VoiceFormat format, String draft) {
        String content = tidy(draft);
        if (content.isEmpty()) {
            return new Breaks("empty");
        }
        int chars = content.codePointCount(0, content.length());
        return switch (format) {
            case X -> {
                int weight = WeightedLength.of(content);
                yield weight <= WeightedLength.MAX ? new Fits(content, List.of(weight))
                        : new Breaks("x post weighs " + weight + " > " + WeightedLength.MAX);
            }
            case THREAD -> thread(content);
            case LINKEDIN -> chars <= LINKEDIN_MAX ? new Fits(content, List.of())
                    : new Breaks(chars + " characters > " + LINKEDIN_MAX);
            case INSTAGRAM -> instagram(content);
            case EMAIL -> email(content, chars);
            case BLOG -> blog(content, chars);
        };
    }

    /** The posts of a thread: the text between blank lines. */
    public static List<String> posts(String content) {
        List<String> posts = new ArrayList<>();
        for (String part : BLANK_LINE.split(content)) {
            if (!part.isBlank()) {
                posts.add(part.strip());
            }
        }
        return posts;
    }

    public static int hashtags(String content) {
        Matcher m = HASHTAG.matcher(content);
        int count = 0;
        while (m.find()) {
            count++;
        }
        return count;
    }

    /**
     * Unix line ends, no spaces at line ends, at most one blank line in a row, no blank lines around —
     * changes no word, so it is safe on any draft.
     */
    public static String tidy(String draft) {
        String text = draft.replace("\r\n", "\n").replace('\r', '\n');
        StringBuilder out = new StringBuilder(text.length());
        int blank = 0;
        for (String line : text.split("\n", -1)) {
            String trimmed = line.stripTrailing();
            if (trimmed.isEmpty()) {
                blank++;
                continue;
            }
            if (!out.isEmpty()) {
                out.append(blank > 0 ? "\n\n" : "\n");
            }
            blank = 0;
            out.append(trimmed);
        }
        return out.toString();
    }

    private static Verdict thread(String content) {
        List<String> posts = posts(content);
        if (posts.size() > THREAD_POSTS_MAX) {
            return new Breaks(posts.size() + " posts > " + THREAD_POSTS_MAX);
        }
        List<Integer> weights = new ArrayList<>(posts.size());
        for (int i = 0; i < posts.size(); i++) {
            int weight = WeightedLength.of(posts.get(i));
            if (weight > WeightedLength.MAX) {
                return new Breaks("post " + (i + 1) + " weighs " + weight + " > " + WeightedLength.MAX);
            }
            weights.add(weight);
        }
        return new Fits(String.join("\n\n", posts), weights);
    }

    private static Verdict instagram(String draft) {
        String content = trimTagLine(draft);
        int chars = content.codePointCount(0, content.length());
        if (chars > INSTAGRAM_MAX) {
            return new Breaks(chars + " characters > " + INSTAGRAM_MAX);
        }
        int tags = hashtags(content);
        return tags <= INSTAGRAM_HASHTAGS_MAX ? new Fits(content, List.of())
                : new Breaks(tags + " hashtags > " + INSTAGRAM_HASHTAGS_MAX);
    }

    /**
     * The one repair: a last line made only of hashtags is cut to what the limit leaves after the
     * hashtags of the text (no sentence loses a word). Anything else over the limit is refused.
     */
    static String trimTagLine(String content) {
        int cut = content.lastIndexOf('\n');
        String last = content.substring(cut + 1);
        String[] words = last.strip().split("\\s+");
        for (String word : words) {
            if (!HASHTAG.matcher(word).matches()) {
                return content;
            }
        }
        int allowed = INSTAGRAM_HASHTAGS_MAX - hashtags(cut < 0 ? "" : content.substring(0, cut));
        if (words.length <= allowed) {
            return content;
        }
        if (allowed <= 0) {
            return cut < 0 ? content : content.substring(0, cut).strip();
        }
        String kept = String.join(" ", Arrays.asList(words).subList(0, allowed));
        return cut < 0 ? kept : content.substring(0, cut + 1) + kept;
    }

    private static Verdict email(String content, int chars) {
        String[] lines = content.split("\n", 2);
        if (!lines[0].startsWith(SUBJECT_PREFIX)) {
            return new Breaks("the first line is not a Subject: line");
        }
        String subject = lines[0].substring(SUBJECT_PREFIX.length()).strip();
        if (subject.isEmpty() || subject.codePointCount(0, subject.length()) > SUBJECT_MAX) {
            return new Breaks("the subject must be 1-" + SUBJECT_MAX + " characters");
        }
        if (lines.length < 2 || lines[1].isBlank()) {
            return new Breaks("no body after the subject");
        }
        return chars <= EMAIL_MAX ? new Fits(content, List.of()) : new Breaks(chars + " characters > " + EMAIL_MAX);
    }

    private static Verdict blog(String content, int chars) {
        String[] lines = content.split("\n", 2);
        String title = lines[0].strip();
        if (title.codePointCount(0, title.length()) > TITLE_MAX) {
            return new Breaks("the title line is over " + TITLE_MAX + " characters");
        }
        if (lines.length < 2 || lines[1].isBlank()) {
            return new Breaks("no body after the title");
        }
        return chars <= BLOG_MAX ? new Fits(content, List.of()) : new Breaks(chars + " characters > " + BLOG_MAX);
    }
}
