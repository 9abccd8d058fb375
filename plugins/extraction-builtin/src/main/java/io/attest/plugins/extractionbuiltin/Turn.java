package io.attest.plugins.extractionbuiltin;

/**
 * One contribution: a speaker's utterance, a scribed line, a directive line or a paragraph of prose.
 *
 * @param label     the speaker as written ("Ada", "omar_h", "KM"), or {@code null} for prose
 * @param speaker   the participant e-mail the label resolves to, or {@code null}
 * @param start     start of the content (after any label) in the transcript
 * @param end       end (exclusive) of the content
 * @param topic     the number of topic headings seen before this turn
 * @param directive an explicit marker the line carried
 */
record Turn(String label, String speaker, int start, int end, int topic, Directive directive) {

    Turn extendedTo(int newEnd) {
        return new Turn(label, speaker, start, newEnd, topic, directive);
    }
}
