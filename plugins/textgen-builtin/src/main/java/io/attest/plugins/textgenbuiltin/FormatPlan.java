package io.attest.plugins.textgenbuiltin;

import static io.attest.plugins.textgenbuiltin.Role.CLAIM;
import static io.attest.plugins.textgenbuiltin.Role.CLOSE;
import static io.attest.plugins.textgenbuiltin.Role.CONTRAST;
import static io.attest.plugins.textgenbuiltin.Role.EXAMPLE;
import static io.attest.plugins.textgenbuiltin.Role.HOOK;
import static io.attest.plugins.textgenbuiltin.Role.QUESTION;
import static io.attest.plugins.textgenbuiltin.Role.STORY;

import io.attest.plugin.api.voice.VoiceFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How a format is built, one row of {@link #PLANS} per format: which sentence roles go in which
 * paragraph (opening, body paragraphs cycling through a few shapes, closing) and how the written
 * paragraphs are laid out ({@link Layout}: title line, {@code Subject:} line, posts, hashtags). The
 * caller enforces the format's hard limits afterwards; a plan only aims inside them.
 *
 * @param usualWords       the usual length in words, against which an inspiration's length is scaled
 * @param maxSentenceWords the most words one sentence may have (short formats keep sentences short)
 * @param opening          the first paragraph; its {@code HOOK} becomes a {@code QUESTION} for a question hook
 * @param storyOpening     the first paragraph when an inspiration tells a story (empty: the format has none)
 * @param body             body paragraphs at the usual length (scaled by the inspirations' length)
 * @param minBody          the fewest body paragraphs
 * @param shapes           the body paragraphs' roles, in turn
 * @param closing          the last paragraph (empty: none); its {@code CLOSE} becomes a {@code QUESTION} for a question close
 * @param layout           how the paragraphs become the draft
 */
record FormatPlan(int usualWords, int maxSentenceWords, List<Role> opening, List<Role> storyOpening, int body, int minBody,
                  List<List<Role>> shapes, List<Role> closing, Layout layout) {

    private static final List<Role> STORY_OPENING = List.of(STORY, STORY, STORY);
    private static final List<List<Role>> POST_SHAPES = List.of(List.of(CLAIM, CLAIM, EXAMPLE), List.of(CONTRAST, CLAIM));

    static final Map<VoiceFormat, FormatPlan> PLANS = Map.of(
            VoiceFormat.LINKEDIN, new FormatPlan(140, 40, List.of(HOOK), STORY_OPENING, 3, 1, POST_SHAPES, List.of(CLOSE), Layout.POST),
            VoiceFormat.INSTAGRAM, new FormatPlan(90, 40, List.of(HOOK), STORY_OPENING, 2, 1, POST_SHAPES, List.of(CLOSE), Layout.POST),
            VoiceFormat.X, new FormatPlan(40, 24, List.of(HOOK, CLAIM), List.of(), 0, 0, List.of(), List.of(), Layout.POSTS),
            VoiceFormat.THREAD, new FormatPlan(120, 24, List.of(HOOK), List.of(), 3, 2,
                    List.of(List.of(CLAIM, CLAIM), List.of(EXAMPLE), List.of(CLAIM, CONTRAST)), List.of(CLOSE), Layout.POSTS),
            VoiceFormat.EMAIL, new FormatPlan(140, 40, List.of(HOOK, CLAIM), STORY_OPENING, 2, 1,
                    List.of(List.of(CLAIM, EXAMPLE, CLAIM), List.of(CONTRAST, CLAIM)), List.of(CLOSE), Layout.EMAIL),
            VoiceFormat.BLOG, new FormatPlan(320, 55, List.of(HOOK, CLAIM, CLAIM), List.of(STORY, STORY, STORY, CLAIM), 3, 2,
                    List.of(List.of(CLAIM, EXAMPLE, CLAIM, CLAIM), List.of(CONTRAST, CLAIM, CLAIM), List.of(CLAIM, CLAIM, EXAMPLE)),
                    List.of(CLAIM, CLOSE), Layout.BLOG));

    static FormatPlan of(VoiceFormat format) {
        return PLANS.get(format);
    }

    /** Title, hashtags and emoji for the layout, chosen by the writer's habits. */
    record Decorations(String title, List<String> hashtags, String emoji) {
    }

    /** The roles of each paragraph. */
    List<List<Role>> paragraphs(StructureHints hints, boolean questionHook, boolean questionClose) {
        List<List<Role>> plan = new ArrayList<>();
        plan.add(hints.story() && !storyOpening.isEmpty() ? storyOpening : swap(opening, HOOK, questionHook));
        int paragraphs = Math.max(minBody, (int) Math.round(body * hints.lengthFactor()));
        for (int i = 0; i < paragraphs && !shapes.isEmpty(); i++) {
            plan.add(shapes.get(i % shapes.size()));
        }
        if (!closing.isEmpty()) {
            plan.add(swap(closing, CLOSE, questionClose));
        }
        return plan;
    }

    /** The finished draft. */
    String render(List<List<String>> paragraphs, Decorations decorations, StructureHints hints) {
        return layout.render(paragraphs, decorations, hints);
    }

    private static List<Role> swap(List<Role> roles, Role role, boolean toQuestion) {
        return toQuestion ? roles.stream().map(r -> r == role ? QUESTION : r).toList() : roles;
    }

    /** How written paragraphs become a draft. */
    enum Layout {
        /** A social post: paragraphs, the emoji after the first, at most five hashtags on a last line. */
        POST {
            @Override
            String render(List<List<String>> paragraphs, Decorations d, StructureHints hints) {
                List<String> blocks = blocks(paragraphs, hints);
                if (d.emoji() != null) {
                    blocks.set(0, blocks.get(0) + " " + d.emoji());
                }
                if (!d.hashtags().isEmpty()) {
                    blocks.add(String.join(" ", d.hashtags().subList(0, Math.min(MAX_HASHTAGS, d.hashtags().size()))));
                }
                return String.join("\n\n", blocks);
            }
        },
        /** One post (x) or several (thread) of at most {@link #POST_LIMIT} characters, separated by a blank line. */
        POSTS {
            @Override
            String render(List<List<String>> paragraphs, Decorations d, StructureHints hints) {
                List<String> out = new ArrayList<>();
                for (List<String> sentences : paragraphs) {
                    StringBuilder post = new StringBuilder();
                    for (String s : sentences) {
                        int room = POST_LIMIT - post.codePointCount(0, post.length()) - (post.isEmpty() ? 0 : 1);
                        if (s.codePointCount(0, s.length()) <= room) {
                            post.append(post.isEmpty() ? "" : " ").append(s);
                        }
                    }
                    if (!post.isEmpty()) {
                        out.add(post.toString());
                    }
                }
                if (!d.hashtags().isEmpty() && !out.isEmpty()) {
                    String last = out.get(out.size() - 1) + " " + d.hashtags().get(0);
                    if (last.codePointCount(0, last.length()) <= POST_LIMIT) {
                        out.set(out.size() - 1, last);
                    }
                }
                return String.join("\n\n", out);
            }
        },
        /** A {@code Subject:} line, a blank line, then the body. */
        EMAIL {
            @Override
            String render(List<List<String>> paragraphs, Decorations d, StructureHints hints) {
                return "Subject: " + d.title() + "\n\n" + String.join("\n\n", blocks(paragraphs, hints));
            }
        },
        /** A title line, a blank line, then the paragraphs. */
        BLOG {
            @Override
            String render(List<List<String>> paragraphs, Decorations d, StructureHints hints) {
                return d.title() + "\n\n" + String.join("\n\n", blocks(paragraphs, hints));
            }
        };

        static final int MAX_HASHTAGS = 5;
        static final int POST_LIMIT = 270; // under X's 280, leaving room for weighted characters

        abstract String render(List<List<String>> paragraphs, Decorations d, StructureHints hints);

        /** One block per paragraph; body paragraphs as bullet lines when the inspirations are lists. */
        private static List<String> blocks(List<List<String>> paragraphs, StructureHints hints) {
            List<String> blocks = new ArrayList<>();
            for (int i = 0; i < paragraphs.size(); i++) {
                boolean body = i > 0 && i < paragraphs.size() - 1;
                blocks.add(hints.list() && body ? bullets(paragraphs.get(i)) : String.join(" ", paragraphs.get(i)));
            }
            return blocks;
        }

        private static String bullets(List<String> sentences) {
            return String.join("\n", sentences.stream().map(s -> "- " + s).toList());
        }
    }

    /** Title case for a title line: every word capitalised except short function words inside it. */
    static String titleCase(String text) {
        String[] words = text.split(" ");
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            boolean small = i > 0 && List.of("a", "an", "the", "of", "in", "on", "and", "or", "for", "to", "as", "at", "by")
                    .contains(w.toLowerCase(Locale.ROOT));
            b.append(i == 0 ? "" : " ").append(small || w.isEmpty() ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1));
        }
        return b.toString();
    }
}
