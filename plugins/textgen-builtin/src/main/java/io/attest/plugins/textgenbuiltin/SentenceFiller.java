package io.attest.plugins.textgenbuiltin;

import io.attest.plugin.api.voice.style.StyleProfile;
import java.util.List;
import java.util.Random;

/**
 * Fills a clause template's slots for one draft: the subject (full at first, then sometimes a short
 * mention), the companion noun phrase, the draft's person and the writer's likelier modals.
 */
final class SentenceFiller {

    /** Companions for topics that name only one thing: general enough to fit any subject. */
    static final List<NounPhrase> GENERAL = List.of(
            new NounPhrase("the people involved", "people", true, false),
            new NounPhrase("the daily routine", "routine", false, false),
            new NounPhrase("the details", "details", true, false),
            new NounPhrase("the first few weeks", "weeks", true, false),
            new NounPhrase("the tools at hand", "tools", true, false),
            new NounPhrase("the work itself", "work", false, false),
            new NounPhrase("the cost of getting it wrong", "cost", false, false),
            new NounPhrase("the questions nobody asks", "questions", true, false),
            new NounPhrase("the way decisions are made", "way", false, false),
            new NounPhrase("the small things", "things", true, false));

    /** Words and "the"s of the sentences written so far in this draft (see {@link #articleFeedback()}). */
    private int draftWords;
    private int draftThe;
    private final Topic topic;
    private final Person person;
    private final StyleProfile profile;
    private final WriterNouns writerNouns;
    private int mentions;

    SentenceFiller(Topic topic, Person person, StyleProfile profile, WriterNouns writerNouns) {
        this.topic = topic;
        this.person = person;
        this.profile = profile;
        this.writerNouns = writerNouns;
    }

    /**
     * A companion for one sentence: the topic's own phrases, the writer's recurring noun phrases,
     * or general ones; the steering keeps whichever sentence sounds most like the writer.
     */
    NounPhrase companion(Random random) {
        return determined(undetermined(random), random);
    }

    /**
     * The companion with a determiner drawn from the writer's own rates: "the kernel", "a kernel" or
     * "this kernel"; "hackers", "the hackers" or "these hackers", "the" weighed by how far the draft's
     * rate of "the" is from the writer's ({@link #articleFeedback()}). Names and mass nouns stay as they are.
     */
    private NounPhrase determined(NounPhrase phrase, Random random) {
        if (phrase.proper() || phrase.text().indexOf(' ') < 0 && !phrase.plural()) {
            return phrase;
        }
        boolean definite = phrase.text().startsWith("the ");
        String bare = definite ? phrase.text().substring(4) : phrase.text();
        if (!definite && !phrase.plural() || bare.indexOf(' ') >= 0) {
            return phrase;
        }
        double indefinite = profile.functionWordRate("a") + profile.functionWordRate("an");
        String[] choices;
        double[] weights;
        double the = articleFeedback() * profile.functionWordRate("the");
        if (phrase.plural()) {
            choices = new String[] {"", "the ", "these ", "some ", "many "};
            weights = new double[] {indefinite + 0.001, 0.5 * the, profile.functionWordRate("these"),
                profile.functionWordRate("some"), profile.functionWordRate("many")};
        } else {
            String article = "aeio".indexOf(bare.charAt(0)) >= 0 ? "an " : "a ";
            choices = new String[] {"the ", article, "this ", "each "};
            weights = new double[] {the + 0.001, writerNouns.takesArticle(phrase.head()) ? indefinite : 0, profile.functionWordRate("this"),
                0.5 * profile.functionWordRate("each")};
        }
        String text = choices[Weighted.pick(weights, random)] + bare;
        return new NounPhrase(text, phrase.head(), phrase.plural(), false);
    }

    /** A companion as the topic or the writer has it, without a determiner drawn for it ("the kernel", "packages"). */
    NounPhrase plainCompanion(Random random) {
        return undetermined(random);
    }

    NounPhrase main() {
        return topic.main();
    }

    private NounPhrase undetermined(Random random) {
        double u = random.nextDouble();
        if (!topic.others().isEmpty() && u < 0.3) {
            return topic.others().get(random.nextInt(topic.others().size()));
        }
        // The writer's own nouns whenever there are any: general companions ("the daily routine") are generic wording.
        if (!writerNouns.isEmpty()) {
            return writerNouns.pick(random);
        }
        return GENERAL.get(random.nextInt(GENERAL.size()));
    }

    /** The template with every slot filled; {@code firstMention} marks the subject as said in full. */
    String fill(String template, NounPhrase companion, Random random) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            if (c != '{') {
                out.append(c);
                i++;
                continue;
            }
            int close = template.indexOf('}', i);
            out.append(slot(template.substring(i + 1, close), companion, random));
            i = close + 1;
        }
        return out.toString().replace(" can not ", " cannot ");
    }

    /** Marks a sentence as written: later mentions of the subject may be short. */
    void committed(String sentence) {
        for (String token : Words.tokens(sentence)) {
            if (Words.isWord(token)) {
                draftWords++;
                if (token.equalsIgnoreCase("the")) {
                    draftThe++;
                }
            }
        }
        if (sentence.contains(topic.main().text())) {
            mentions++;
        }
    }

    private String slot(String name, NounPhrase companion, Random random) {
        if (name.startsWith("M:")) {
            return modal(name.substring(2).split("\\|"), random);
        }
        switch (name) {
            case "A":
                return mentions > 0 && random.nextDouble() < shortMentionChance() ? topic.main().shortMention() : topic.main().text();
            case "B":
                return companion.text();
            case "P":
                return person.subject();
            case "P.obj":
                return person.object();
            case "P.poss":
                return person.possessive();
            default:
                break;
        }
        NounPhrase phrase = name.startsWith("A") ? topic.main() : companion;
        String attribute = name.substring(2);
        if (attribute.startsWith("v:")) {
            return phrase.verb(attribute.substring(2));
        }
        return switch (attribute) {
            case "be" -> phrase.be();
            case "it" -> phrase.it();
            case "it.obj" -> phrase.plural() ? "them" : "it";
            case "its" -> phrase.its();
            case "itself" -> phrase.itself();
            case "has" -> phrase.has();
            case "does" -> phrase.does();
            case "was" -> phrase.was();
            default -> throw new IllegalStateException("unknown slot {" + name + "}");
        };
    }

    /**
     * How much likelier "the" is made for the next companion than the writer's rates alone say: the
     * square of the writer's rate of "the" over the draft's so far (20 words of the writer's rate as a
     * prior, between 0.2 and 5 before squaring). The clauses and the topic's own phrases bring "the" that
     * no determiner choice removes ("on the other hand", "the hidden cost"); companions make up for it, so
     * a writer who writes few articles gets "a program", "hackers", "this term" rather than "the program",
     * and a writer who writes many keeps "the". The trigram attributors weigh " th", "the", "he " most of
     * all, which is why the draft's rate, not only the choice at hand, has to follow the writer's.
     */
    private double articleFeedback() {
        double target = profile.functionWordRate("the");
        double prior = 20;
        double rate = (draftThe + prior * target) / (draftWords + prior);
        double ratio = Math.max(0.2, Math.min(5, target / Math.max(rate, 1e-4)));
        return ratio * ratio;
    }

    /** A short mention is "these teams" or "this work": as often as the writer's "these"/"this" allow (at most 35 %). */
    private double shortMentionChance() {
        double rate = profile.functionWordRate(topic.main().plural() ? "these" : "this");
        return Math.min(0.35, 0.35 * rate / 0.004);
    }

    /** One of the allowed modals, weighted by how often the writer uses each (a little for unseen ones). */
    private String modal(String[] allowed, Random random) {
        double[] weights = new double[allowed.length];
        for (int k = 0; k < allowed.length; k++) {
            weights[k] = profile.functionWordRate(allowed[k]) + 0.0005;
        }
        return allowed[Weighted.pick(weights, random)];
    }
}
