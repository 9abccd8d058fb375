package io.attest.plugins.extractionbuiltin;

/**
 * One sentence of one turn, with its place in the transcript.
 *
 * @param turn  index of the turn in {@link ParsedTranscript#turns()}
 * @param start start in the transcript
 * @param end   end (exclusive) in the transcript
 * @param topic topic number: headings seen plus spoken topic changes ("moving on", "next item")
 * @param text  {@code transcript.substring(start, end)}
 */
record Sentence(int turn, int start, int end, int topic, String text) {

    boolean isQuestion() {
        return !text.isEmpty() && text.charAt(text.length() - 1) == '?';
    }
}
