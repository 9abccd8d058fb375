package io.attest.plugins.textgenbuiltin;

/**
 * A clause template of the sentence-plan grammar: fixed words with slots ({@code {A}}, {@code {B.be}},
 * {@code {P}}, {@code {M}}, see {@link SentenceFiller}).
 *
 * @param role     where it can stand in a draft
 * @param template the words and slots
 * @param habit    empty, or a word the writer must be seen to use for the template to be eligible
 *                 (a cross-reference closer "See also …" only for writers who write "see")
 */
record Clause(Role role, String template, String habit) {

    static Clause of(Role role, String template) {
        return new Clause(role, template, "");
    }

    static Clause when(String habit, Role role, String template) {
        return new Clause(role, template, habit);
    }
}
