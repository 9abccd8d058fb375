package io.attest.plugin.api.voice.style;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A writer's measured habits, made by {@link StyleProfiler#measure}: a tree of values only, so
 * that {@link #toDocument()} and {@link #fromDocument(Map)} round-trip it exactly.
 *
 * <p>The document (snake_case keys, every number finite and at least 0; "share" means 0–1):
 * <pre>
 * version              1
 * corpus               {samples, paragraphs, sentences, words}                     whole numbers
 * lengths              {sentence_words, paragraph_sentences, sample_words}         each a distribution
 *                      distribution = {mean, sd, p10, p25, p50, p75, p90}
 * punctuation          {commas, semicolons, colons, dashes, parentheses, quotations,
 *                       questions, exclamations, ellipses}                          per sentence
 * endings              {period, question, exclamation, ellipsis, none}              share of sentences
 * capitalisation       {sentence_initial, capitalised_words, all_caps_words}        shares
 * markers              {emoji, hashtags, mentions, urls, line_breaks, paragraphs}   per sample;
 *                      hashtag_closing                                               share of samples
 * pronouns             {first_singular, first_plural, second, third, impersonal}    per 100 words
 * openers              {words: [share], adverbials: [share]}   first words of sentences; sentence-initial
 *                      phrases set off by a comma ("for instance"); share = of sentences
 * closers              {question, exclamation, link, hashtags, emoji}               share of samples whose
 *                      last sentence ends so; phrases: [share] recurring last words of samples
 * function_words       {word: {rate, spread}}   every word of {@link FunctionWords#ALL}, written in that order
 *                      (read in any order: JSON objects are unordered);
 *                      rate = share of all words, spread = standard deviation across samples
 * char_trigrams        {trigram: share}         the most frequent 3-character sequences of the lower-cased
 *                      text (whitespace collapsed to one space), share of all trigrams, most frequent first
 *                      (read in any order and put back in that one)
 * vocabulary           {moving_type_token_ratio, hapax_share, mean_word_length, long_word_share}
 * phrase_bank          [{text, samples, occurrences}]   recurring 2–4-word phrases, lower case
 * lexicon              [{text, form, rate, samples}]   the writer's most frequent content words (not function
 *                      words; letters with inner ' or - only; 3–30 characters; in at least 2 samples and 5 % of
 *                      them), at most 80, most frequent first: text = the word in lower case, form = how the
 *                      writer usually capitalises it inside a sentence (lower-cases to text), rate = share of
 *                      all words, samples = samples containing it. Optional when read (absent = empty list),
 *                      so documents written before it was added still import.
 * share item           {text, share}
 * </pre>
 */
public record StyleProfile(
        int version,
        Corpus corpus,
        Lengths lengths,
        Punctuation punctuation,
        Endings endings,
        Capitalisation capitalisation,
        Markers markers,
        Pronouns pronouns,
        Openers openers,
        Closers closers,
        Map<String, WordRate> functionWords,
        Map<String, Double> charTrigrams,
        Vocabulary vocabulary,
        List<Phrase> phraseBank,
        List<Lexeme> lexicon) {

    /** The version of the measurements this code writes and reads. */
    public static final int VERSION = 1;

    public StyleProfile {
        functionWords = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(functionWords));
        charTrigrams = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(charTrigrams));
        phraseBank = List.copyOf(phraseBank);
        lexicon = List.copyOf(lexicon);
    }

    /** Counts of what was measured. */
    public record Corpus(int samples, int paragraphs, int sentences, int words) {
    }

    /** Sentence length in words, paragraph length in sentences, sample length in words. */
    public record Lengths(Distribution sentenceWords, Distribution paragraphSentences, Distribution sampleWords) {
    }

    /** Marks per sentence (a pair of parentheses or quotation marks counts once). */
    public record Punctuation(double commas, double semicolons, double colons, double dashes, double parentheses,
                              double quotations, double questions, double exclamations, double ellipses) {
    }

    /** How sentences end, as shares of all sentences; {@code none} = no terminal mark (a bare line). */
    public record Endings(double period, double question, double exclamation, double ellipsis, double none) {
    }

    /** Shares: sentences that start with a capital; words after the first that do; words in all capitals. */
    public record Capitalisation(double sentenceInitial, double capitalisedWords, double allCapsWords) {
    }

    /** Per sample on average, except {@code hashtagClosing}: the share of samples ending on a line of hashtags. */
    public record Markers(double emoji, double hashtags, double mentions, double urls, double lineBreaks,
                          double paragraphs, double hashtagClosing) {
    }

    /** Per 100 words. */
    public record Pronouns(double firstSingular, double firstPlural, double second, double third, double impersonal) {
    }

    /** The commonest first words of sentences, and sentence-initial phrases followed by a comma. */
    public record Openers(List<Share> words, List<Share> adverbials) {
        public Openers {
            words = List.copyOf(words);
            adverbials = List.copyOf(adverbials);
        }
    }

    /** How samples end: shares of samples, and the last words that recur across samples. */
    public record Closers(double question, double exclamation, double link, double hashtags, double emoji,
                          List<Share> phrases) {
        public Closers {
            phrases = List.copyOf(phrases);
        }
    }

    /**
     * Vocabulary richness: the mean type/token ratio over 100-word windows (length-independent), the
     * share of word types used once, mean word length in characters, share of words of 7+ letters.
     */
    public record Vocabulary(double movingTypeTokenRatio, double hapaxShare, double meanWordLength,
                             double longWordShare) {
    }

    /** A plain-value tree (maps with string keys, lists, strings, numbers) for export and storage. */
    public Map<String, Object> toDocument() {
        return ProfileDocument.write(this);
    }

    /**
     * The profile a {@link #toDocument()} tree describes.
     *
     * @throws IllegalArgumentException naming the offending path when the tree is not a valid profile
     */
    public static StyleProfile fromDocument(Map<String, Object> document) {
        return ProfileDocument.read(document);
    }

    /** The rate of one function word (0 when the word is not one of {@link FunctionWords#ALL}). */
    public double functionWordRate(String word) {
        WordRate rate = functionWords.get(word);
        return rate == null ? 0 : rate.rate();
    }

    static List<Map<String, Object>> shareList(List<Share> shares) {
        List<Map<String, Object>> out = new ArrayList<>(shares.size());
        shares.forEach(s -> out.add(s.toDocument()));
        return out;
    }
}
