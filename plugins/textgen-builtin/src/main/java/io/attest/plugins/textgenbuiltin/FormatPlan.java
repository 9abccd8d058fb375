package io.attest.plugins.textgenbuiltin;

import io.attest.domain.voice.VoiceFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * How a format is built: which sentence roles go in which paragraph (hook, body, close) and how the
 * written paragraphs are laid out (title line, {@code Subject:} line, posts, hashtags). The caller
 * enforces the format's hard limits afterwards; a plan only aims inside them.
 */
sealed interface FormatPlan permits FormatPlan.Post, FormatPlan.Thread, FormatPlan.Email, FormatPlan.Blog {

    /** The usual length in words, against which an inspiration's length is scaled. */
    int usualWords();

    /** The most words one sentence may have (short formats keep sentences short). */
    int maxSentenceWords();

    /** The roles of each paragraph. */
    List<List<Role>> paragraphs(StructureHints hints, boolean questionHook, boolean questionClose, Random random);

    /** The finished draft. */
    String render(List<List<String>> paragraphs, Decorations decorations, StructureHints hints);

    /** Title, hashtags and emoji for the layout, chosen by the writer's habits. */
    record Decorations(String title, List<String> hashtags, String emoji) {
    }

    static FormatPlan of(VoiceFormat format) {
        return switch (format) {
            case LINKEDIN -> new Post(140, 3, 5);
            case INSTAGRAM -> new Post(90, 2, 5);
            case X -> new Thread(40, 1);
            case THREAD -> new Thread(120, 5);
            case EMAIL -> new Email();
            case BLOG -> new Blog();
        };
    }

    /** A social post: hook, body paragraphs, close; hashtags last when the writer uses them. */
    record Post(int usualWords, int bodyParagraphs, int maxHashtags) implements FormatPlan {

        @Override
        public int maxSentenceWords() {
            return 40;
        }

        @Override
        public List<List<Role>> paragraphs(StructureHints hints, boolean questionHook, boolean questionClose, Random random) {
            List<List<Role>> plan = new ArrayList<>();
            plan.add(hints.story() ? List.of(Role.STORY, Role.STORY, Role.STORY) : List.of(questionHook ? Role.QUESTION : Role.HOOK));
            int body = (int) Math.round(bodyParagraphs * hints.lengthFactor());
            for (int i = 0; i < Math.max(1, body); i++) {
                plan.add(i % 2 == 0 ? List.of(Role.CLAIM, Role.CLAIM, Role.EXAMPLE) : List.of(Role.CONTRAST, Role.CLAIM));
            }
            plan.add(List.of(questionClose ? Role.QUESTION : Role.CLOSE));
            return plan;
        }

        @Override
        public String render(List<List<String>> paragraphs, Decorations d, StructureHints hints) {
            List<String> blocks = new ArrayList<>();
            for (int i = 0; i < paragraphs.size(); i++) {
                boolean body = i > 0 && i < paragraphs.size() - 1;
                blocks.add(hints.list() && body ? bullets(paragraphs.get(i)) : String.join(" ", paragraphs.get(i)));
            }
            if (d.emoji() != null) {
                blocks.set(0, blocks.get(0) + " " + d.emoji());
            }
            if (!d.hashtags().isEmpty()) {
                blocks.add(String.join(" ", d.hashtags().subList(0, Math.min(maxHashtags, d.hashtags().size()))));
            }
            return String.join("\n\n", blocks);
        }
    }

    /** One post (x) or several (thread) of at most 280 characters, separated by a blank line. */
    record Thread(int usualWords, int posts) implements FormatPlan {

        static final int POST_LIMIT = 270; // under X's 280, leaving room for weighted characters

        @Override
        public int maxSentenceWords() {
            return 24;
        }

        @Override
        public List<List<Role>> paragraphs(StructureHints hints, boolean questionHook, boolean questionClose, Random random) {
            List<List<Role>> plan = new ArrayList<>();
            if (posts == 1) {
                plan.add(List.of(questionHook ? Role.QUESTION : Role.HOOK, Role.CLAIM));
                return plan;
            }
            plan.add(List.of(questionHook ? Role.QUESTION : Role.HOOK));
            int middle = Math.max(2, (int) Math.round((posts - 2) * hints.lengthFactor()));
            for (int i = 0; i < middle; i++) {
                plan.add(i % 3 == 1 ? List.of(Role.EXAMPLE) : List.of(Role.CLAIM, i % 3 == 2 ? Role.CONTRAST : Role.CLAIM));
            }
            plan.add(List.of(questionClose ? Role.QUESTION : Role.CLOSE));
            return plan;
        }

        @Override
        public String render(List<List<String>> paragraphs, Decorations d, StructureHints hints) {
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
    }

    /** A {@code Subject:} line, a blank line, then the body. */
    record Email() implements FormatPlan {

        @Override
        public int usualWords() {
            return 140;
        }

        @Override
        public int maxSentenceWords() {
            return 40;
        }

        @Override
        public List<List<Role>> paragraphs(StructureHints hints, boolean questionHook, boolean questionClose, Random random) {
            List<List<Role>> plan = new ArrayList<>();
            plan.add(hints.story() ? List.of(Role.STORY, Role.STORY, Role.STORY) : List.of(questionHook ? Role.QUESTION : Role.HOOK, Role.CLAIM));
            int body = Math.max(1, (int) Math.round(2 * hints.lengthFactor()));
            for (int i = 0; i < body; i++) {
                plan.add(i % 2 == 0 ? List.of(Role.CLAIM, Role.EXAMPLE, Role.CLAIM) : List.of(Role.CONTRAST, Role.CLAIM));
            }
            plan.add(List.of(questionClose ? Role.QUESTION : Role.CLOSE));
            return plan;
        }

        @Override
        public String render(List<List<String>> paragraphs, Decorations d, StructureHints hints) {
            List<String> blocks = new ArrayList<>();
            for (int i = 0; i < paragraphs.size(); i++) {
                boolean body = i > 0 && i < paragraphs.size() - 1;
                blocks.add(hints.list() && body ? bullets(paragraphs.get(i)) : String.join(" ", paragraphs.get(i)));
            }
            return "Subject: " + d.title() + "\n\n" + String.join("\n\n", blocks);
        }
    }

    /** A title line, a blank line, then paragraphs as long as the writer's. */
    record Blog() implements FormatPlan {

        @Override
        public int usualWords() {
            return 320;
        }

        @Override
        public int maxSentenceWords() {
            return 55;
        }

        @Override
        public List<List<Role>> paragraphs(StructureHints hints, boolean questionHook, boolean questionClose, Random random) {
            List<List<Role>> plan = new ArrayList<>();
            plan.add(hints.story() ? List.of(Role.STORY, Role.STORY, Role.STORY, Role.CLAIM)
                    : List.of(questionHook ? Role.QUESTION : Role.HOOK, Role.CLAIM, Role.CLAIM));
            int body = Math.max(2, (int) Math.round(3 * hints.lengthFactor()));
            List<List<Role>> shapes = List.of(List.of(Role.CLAIM, Role.EXAMPLE, Role.CLAIM, Role.CLAIM),
                    List.of(Role.CONTRAST, Role.CLAIM, Role.CLAIM), List.of(Role.CLAIM, Role.CLAIM, Role.EXAMPLE));
            for (int i = 0; i < body; i++) {
                plan.add(shapes.get(i % shapes.size()));
            }
            plan.add(List.of(Role.CLAIM, questionClose ? Role.QUESTION : Role.CLOSE));
            return plan;
        }

        @Override
        public String render(List<List<String>> paragraphs, Decorations d, StructureHints hints) {
            List<String> blocks = new ArrayList<>();
            for (int i = 0; i < paragraphs.size(); i++) {
                boolean body = i > 0 && i < paragraphs.size() - 1;
                blocks.add(hints.list() && body ? bullets(paragraphs.get(i)) : String.join(" ", paragraphs.get(i)));
            }
            return d.title() + "\n\n" + String.join("\n\n", blocks);
        }
    }

    private static String bullets(List<String> sentences) {
        List<String> lines = new ArrayList<>();
        for (String s : sentences) {
            lines.add("- " + s);
        }
        return String.join("\n", lines);
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
