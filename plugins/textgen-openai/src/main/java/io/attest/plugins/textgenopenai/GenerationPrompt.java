package io.attest.plugins.textgenopenai;

import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.VoiceFormat;
import io.attest.plugin.api.voice.style.Share;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugins.chatcompletions.ChatMessage;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The two messages of one call: a system message with the writer's summary, the numeric targets measured
 * from the samples, the format's shape and limits and the rules (no copying, inspirations for structure
 * only), and a user message with the topic, the inspirations and — unless the operator switched it off —
 * a few samples. The answer is asked for as {@code {"drafts": ["…", …]}}.
 */
final class GenerationPrompt {

    static final int SAMPLE_CHARS = 1_500;
    static final int INSPIRATION_CHARS = 1_500;

    private GenerationPrompt() {
    }

    static List<ChatMessage> messages(GenerationRequest request, int drafts, OpenAiGeneratorSettings settings) {
        return List.of(ChatMessage.system(system(request, drafts)), ChatMessage.user(user(request, settings)));
    }

    static String system(GenerationRequest request, int drafts) {
        StyleProfile style = request.style();
        return """
                You write short texts in the voice of one particular writer. Match how they write — sentence length, \
                punctuation, openings, pronouns, line breaks, emoji and hashtag habits — not what they wrote: never copy \
                a sentence or a run of eight words from their samples.

                The writer, described: %s

                Measured targets (match them closely):
                %s

                Format: %s

                Inspirations, when given, show structure only (length, list or story form, hook): never reuse their words \
                (not even five in a row).

                Answer with JSON only: {"drafts": ["...", "..."]} with exactly %d different drafts, each a complete text \
                in the format above, each on the topic.""".formatted(request.summary(), targets(style),
                format(request.format()), drafts);
    }

    static String user(GenerationRequest request, OpenAiGeneratorSettings settings) {
        StringBuilder user = new StringBuilder("Topic: ").append(request.topic().strip()).append('\n');
        for (int i = 0; i < request.inspirations().size(); i++) {
            user.append("\nInspiration ").append(i + 1).append(" (structure only):\n")
                    .append(cut(request.inspirations().get(i), INSPIRATION_CHARS)).append('\n');
        }
        if (settings.sendSamples()) {
            List<String> samples = request.samples().subList(0, Math.min(settings.promptSamples(), request.samples().size()));
            for (int i = 0; i < samples.size(); i++) {
                user.append("\nSample ").append(i + 1).append(" of the writer (voice only, do not copy):\n")
                        .append(cut(samples.get(i), SAMPLE_CHARS)).append('\n');
            }
        }
        return user.toString();
    }

    /** One line per measurement the model can act on. */
    static String targets(StyleProfile style) {
        StyleProfile.Punctuation p = style.punctuation();
        StyleProfile.Markers m = style.markers();
        StyleProfile.Pronouns n = style.pronouns();
        return String.join("\n",
                "- words per sentence: mean %s, median %s, most between %s and %s".formatted(num(style.lengths().sentenceWords().mean()),
                        num(style.lengths().sentenceWords().p50()), num(style.lengths().sentenceWords().p10()),
                        num(style.lengths().sentenceWords().p90())),
                "- sentences per paragraph: median %s".formatted(num(style.lengths().paragraphSentences().p50())),
                "- per sentence: commas %s, semicolons %s, colons %s, dashes %s, parentheses %s, questions %s, exclamations %s"
                        .formatted(num(p.commas()), num(p.semicolons()), num(p.colons()), num(p.dashes()),
                                num(p.parentheses()), num(p.questions()), num(p.exclamations())),
                "- per text: emoji %s, hashtags %s, mentions %s, links %s, line breaks %s".formatted(num(m.emoji()),
                        num(m.hashtags()), num(m.mentions()), num(m.urls()), num(m.lineBreaks())),
                "- pronouns per 100 words: I/me %s, we/us %s, you %s".formatted(num(n.firstSingular()), num(n.firstPlural()),
                        num(n.second())),
                "- common sentence openings: " + shares(style.openers().words()),
                "- recurring phrases: " + style.phraseBank().stream().limit(10).map(ph -> "\"" + ph.text() + "\"")
                        .collect(Collectors.joining(", ")));
    }

    static String format(VoiceFormat format) {
        return switch (format) {
            case X -> "one post for X of at most 280 characters (a link counts 23, an emoji or CJK character 2).";
            case THREAD -> "a thread for X: 2 to 8 posts separated by a blank line, each at most 280 characters.";
            case LINKEDIN -> "a LinkedIn post of at most 3,000 characters: a hook line, a body, a closing line.";
            case INSTAGRAM -> "an Instagram caption of at most 2,200 characters with at most 5 hashtags.";
            case EMAIL -> "an e-mail: the first line is \"Subject: \" and the subject, then a blank line, then the body.";
            case BLOG -> "a blog post: the first line is the title (no \"Title:\" label), then a blank line, then the body.";
        };
    }

    private static String shares(List<Share> shares) {
        return shares.stream().limit(8).map(s -> "\"" + s.text() + "\" " + Math.round(100 * s.share()) + "%")
                .collect(Collectors.joining(", "));
    }

    private static String num(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    private static String cut(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max) + "…";
    }
}
