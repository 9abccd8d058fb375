package io.attest.plugins.extractionbuiltin;

/** How a transcript is written; decides nothing alone, but is reported and tested. */
enum TranscriptStyle {
    /** {@code Name: utterance} lines, optionally with time stamps. */
    SPEAKER_TURNS,
    /** IRC-style scribe notes: {@code <nick> text}, {@code scribe:} and {@code topic:} lines. */
    IRC_SCRIBE,
    /** Unattributed prose: minutes, notes, bullet lists. */
    PROSE
}
