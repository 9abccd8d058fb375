package io.attest.plugins.textgenbuiltin;

import java.util.List;

/**
 * What the draft is about: the main noun phrase of the topic and the others it mentions, plus
 * general companions used when the topic names only one thing.
 */
record Topic(NounPhrase main, List<NounPhrase> others, List<String> keywords) {

    Topic {
        others = List.copyOf(others);
        keywords = List.copyOf(keywords);
    }
}
