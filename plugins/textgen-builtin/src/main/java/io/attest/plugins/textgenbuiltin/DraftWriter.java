package io.attest.plugins.textgenbuiltin;

import io.attest.plugin.api.voice.style.StyleProfile;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/**
 * Writes one draft: for every role in the format's plan it makes several candidate sentences from
 * the grammar (clause, companion, extensions to reach a length drawn from the writer's sentence
 * lengths, an opener at the writer's rate) and keeps the one that brings the draft closest to the
 * writer's profile ({@link StyleSteer}). A clause is used at most once per draft.
 */
final class DraftWriter {

    private static final int CANDIDATES_PER_SENTENCE = 12;
    private static final int FRAME_CANDIDATES_PER_SENTENCE = 24;
    private static final Set<Role> FRAMED_ROLES = Set.of(Role.HOOK, Role.CLAIM, Role.EXAMPLE, Role.CONTRAST, Role.QUESTION);
    private static final List<Clause> EXTENSIONS = ClauseBank.ALL.stream().filter(c -> c.role() == Role.EXTENSION).toList();
    private static final List<String> EMOJI = List.of("💡", "👉", "✅", "🚀", "🙌", "✨");
    private static final List<String> TITLES = List.of("On {A}", "Notes on {A}", "{A}, Reconsidered", "What {A} {be} For",
            "The Trouble with {A}", "Thinking About {A}", "A Closer Look at {A}");
    private static final List<String> SUBJECTS = List.of("a few thoughts on {A}", "{A}", "about {A}", "a note on {A}",
            "{A}: where to start");

    private final StyleProfile profile;
    private final Topic topic;
    private final FormatPlan plan;
    private final StructureHints hints;
    private final WriterNouns writerNouns;
    private final ClausePrior prior;

    private final List<LearnedFrames.Frame> frames;
    private final SequenceGuard copies;
    private final SkeletonGuard skeletons;

    DraftWriter(StyleProfile profile, Topic topic, FormatPlan plan, StructureHints hints, LearnedFrames.Learned learned,
                SequenceGuard copies, SkeletonGuard skeletons) {
        this.profile = profile;
        this.topic = topic;
        this.plan = plan;
        this.hints = hints;
        this.writerNouns = WriterNouns.of(profile, learned.nounShare());
        this.prior = ClausePrior.of(profile);
        this.frames = learned.frames();
        this.copies = copies;
        this.skeletons = skeletons;
    }

    String write(Random random) {
        Person person = Person.choose(profile.pronouns(), random);
        SentenceFiller filler = new SentenceFiller(topic, person, profile, writerNouns);
        Openers openers = new Openers(profile);
        StyleSteer steer = new StyleSteer(profile);
        Set<String> used = new HashSet<>();
        // By identity: a frame record's hash walks all its parts.
        Set<LearnedFrames.Frame> framesUsed = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        double questions = profile.endings().question();
        boolean questionHook = hints.questionHook() || random.nextDouble() < Math.min(0.5, 3 * questions);
        boolean questionClose = random.nextDouble() < Math.min(0.5, profile.closers().question() + questions);
        List<List<String>> paragraphs = new ArrayList<>();
        int storyStep = 0;
        for (List<Role> roles : plan.paragraphs(hints, questionHook, questionClose)) {
            List<String> sentences = new ArrayList<>();
            for (Role role : roles) {
                String sentence;
                if (role == Role.STORY) {
                    sentence = finish(filler.fill(story(storyStep++), filler.companion(random), random), Role.STORY, random);
                    steer.add(steer.measure(sentence));
                } else {
                    sentence = bestSentence(role, filler, openers, steer, used, framesUsed, random);
                }
                filler.committed(sentence);
                sentences.add(sentence);
            }
            paragraphs.add(sentences);
        }
        return plan.render(paragraphs, decorations(random), hints);
    }

    private String bestSentence(Role role, SentenceFiller filler, Openers openers, StyleSteer steer, Set<String> used,
                                Set<LearnedFrames.Frame> framesUsed, Random random) {
        List<Clause> eligible = ClauseBank.ALL.stream()
                .filter(c -> c.role() == role && !used.contains(c.template()) && habitSeen(c.habit())).toList();
        if (eligible.isEmpty()) {
            eligible = ClauseBank.ALL.stream().filter(c -> c.role() == Role.CLAIM && !used.contains(c.template())).toList();
        }
        StyleSteer.Candidate best = null;
        String bestTemplate = null;
        LearnedFrames.Frame bestFrame = null;
        List<String> bestExtensions = List.of();
        double bestScore = Double.MAX_VALUE;
        boolean framed = !frames.isEmpty() && FRAMED_ROLES.contains(role);
        for (int k = 0; framed && k < FRAME_CANDIDATES_PER_SENTENCE; k++) {
            LearnedFrames.Frame frame = frames.get(random.nextInt(frames.size()));
            if (framesUsed.contains(frame) || frame.question() != (role == Role.QUESTION)) {
                continue;
            }
            String sentence = FrameFiller.fill(frame, filler, random);
            if (sentence == null || !copies.passes(sentence) || !skeletons.passes(sentence)) {
                continue;
            }
            StyleSteer.Candidate candidate = steer.measure(sentence);
            if (candidate.wordTotal() > plan.maxSentenceWords() + 5) {
                continue;
            }
            double target = Math.min(plan.maxSentenceWords(),
                    Math.max(5, profile.lengths().sentenceWords().quantile(random.nextDouble())));
            double score = steer.scoreWith(candidate, target);
            if (score < bestScore) {
                bestScore = score;
                best = candidate;
                bestFrame = frame;
            }
        }
        for (int k = 0; k < CANDIDATES_PER_SENTENCE; k++) {
            Clause clause = prior.pick(eligible, random);
            double target = Math.min(plan.maxSentenceWords(),
                    Math.max(5, profile.lengths().sentenceWords().quantile(random.nextDouble())));
            List<String> extensionsUsed = new ArrayList<>();
            String sentence = sentence(clause, role, target, filler, openers, used, extensionsUsed, random);
            StyleSteer.Candidate candidate = steer.measure(sentence);
            if (candidate.wordTotal() > plan.maxSentenceWords() + 5) {
                continue;
            }
            double score = steer.scoreWith(candidate, target);
            if (score < bestScore) {
                bestScore = score;
                best = candidate;
                bestTemplate = clause.template();
                bestExtensions = extensionsUsed;
                bestFrame = null;
            }
        }
        if (best == null) {
            Clause clause = eligible.get(0);
            best = steer.measure(sentence(clause, role, 10, filler, openers, used, new ArrayList<>(), random));
            bestTemplate = clause.template();
        }
        if (bestFrame != null) {
            framesUsed.add(bestFrame);
        } else {
            used.add(bestTemplate);
            used.addAll(bestExtensions);
        }
        steer.add(best);
        return best.text();
    }

    /** One candidate; the extensions it appended are added to {@code extensionsUsed} (each is used once per draft). */
    private String sentence(Clause clause, Role role, double target, SentenceFiller filler, Openers openers,
                            Set<String> used, List<String> extensionsUsed, Random random) {
        StringBuilder body = new StringBuilder(filler.fill(clause.template(), filler.companion(random), random));
        if (role != Role.QUESTION) {
            List<Clause> extensions = EXTENSIONS.stream().filter(c -> !used.contains(c.template())).toList();
            int tries = 0;
            int words = wordCount(body);
            while (!extensions.isEmpty() && words + 4 < target && extensionsUsed.size() < 2 && tries++ < 6) {
                Clause extension = prior.pick(extensions, random);
                if (extensionsUsed.contains(extension.template()) || body.indexOf(";") >= 0 && extension.template().startsWith(";")) {
                    continue;
                }
                extensionsUsed.add(extension.template());
                NounPhrase companion = filler.companion(random);
                String template = extension.template();
                if (template.contains("{C}")) {
                    NounPhrase second = filler.companion(random);
                    if (second.text().equals(companion.text())) {
                        continue;
                    }
                    template = template.replace("{C}", second.text());
                }
                String appended = filler.fill(template, companion, random);
                body.append(appended);
                words += wordCount(appended);
            }
        }
        String opener = role == Role.QUESTION || role == Role.EXAMPLE || hasEarlyComma(body) ? null : openers.next(random);
        String text = opener == null ? body.toString() : opener + ", " + body;
        return finish(text, role, random);
    }

    /** Capital first letter and the terminal mark: "?" for questions, sometimes "!" for an exclaiming writer. */
    private String finish(String text, Role role, Random random) {
        String capitalised = Character.toUpperCase(text.charAt(0)) + text.substring(1);
        if (role == Role.QUESTION) {
            return capitalised + "?";
        }
        boolean exclaim = (role == Role.HOOK || role == Role.CLOSE) && random.nextDouble() < 2 * profile.endings().exclamation();
        return capitalised + (exclaim ? "!" : ".");
    }

    private String story(int step) {
        List<Clause> story = ClauseBank.ALL.stream().filter(c -> c.role() == Role.STORY).toList();
        return story.get(Math.min(step, story.size() - 1)).template();
    }

    private boolean habitSeen(String habit) {
        if (habit.isEmpty()) {
            return true;
        }
        boolean opener = profile.openers().words().stream().anyMatch(s -> s.text().equals(habit) && s.share() >= 0.01);
        boolean phrase = profile.phraseBank().stream().anyMatch(p -> p.text().startsWith(habit + " "));
        return opener || phrase;
    }

    private FormatPlan.Decorations decorations(Random random) {
        String main = topic.main().text().replaceFirst("^the ", "");
        String titleTemplate = plan.layout() == FormatPlan.Layout.EMAIL ? SUBJECTS.get(random.nextInt(SUBJECTS.size()))
                : TITLES.get(random.nextInt(TITLES.size()));
        String title = titleTemplate.replace("{A}", main).replace("{be}", topic.main().be());
        title = plan.layout() == FormatPlan.Layout.EMAIL ? Character.toUpperCase(title.charAt(0)) + title.substring(1)
                : FormatPlan.titleCase(title);
        List<String> hashtags = new ArrayList<>();
        double perSample = profile.markers().hashtags();
        if (perSample >= 0.3) {
            for (String keyword : topic.keywords()) {
                String tag = "#" + keyword.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
                if (tag.length() > 2 && !hashtags.contains(tag) && hashtags.size() < Math.max(1, Math.round(perSample))) {
                    hashtags.add(tag);
                }
            }
        }
        String emoji = random.nextDouble() < Math.min(0.9, profile.markers().emoji()) ? EMOJI.get(random.nextInt(EMOJI.size())) : null;
        return new FormatPlan.Decorations(title, hashtags, emoji);
    }

    private static boolean hasEarlyComma(CharSequence body) {
        String head = body.toString().substring(0, Math.min(25, body.length()));
        return head.contains(",") || head.contains(":");
    }

    private static int wordCount(CharSequence text) {
        int n = 0;
        for (String token : Words.tokens(text.toString())) {
            if (Words.isWord(token)) {
                n++;
            }
        }
        return n;
    }
}
