package io.attest.plugins.textgenbuiltin;

import io.attest.domain.voice.style.Phrase;
import io.attest.domain.voice.style.StyleProfile;
import java.util.ArrayList;
import java.util.List;
import opennlp.tools.postag.POSTaggerME;

/**
 * The writer's own recurring noun phrases, from the profile's phrase bank: a determiner and one or
 * two nouns ("the system", "this term", "the kingdom"). A writer's voice is also the things the
 * writer keeps returning to; the drafts relate the topic to them now and then, in full phrases the
 * grammar puts in a noun slot, never in the writer's own sentences.
 */
final class WriterNouns {

    private WriterNouns() {
    }

    static List<NounPhrase> of(StyleProfile profile) {
        List<NounPhrase> out = new ArrayList<>();
        POSTaggerME tagger = new POSTaggerME(NlpModels.partsOfSpeech());
        for (Phrase phrase : profile.phraseBank()) {
            String[] words = phrase.text().split(" ");
            if (words.length < 2 || words.length > 3 || !(words[0].equals("the") || words[0].equals("this"))) {
                continue;
            }
            String[] tags = tagger.tag(words);
            boolean nouns = true;
            for (int i = 1; i < words.length; i++) {
                nouns &= words[i].length() >= 3 && (tags[i].equals("NOUN") || i < words.length - 1 && tags[i].equals("ADJ"));
            }
            if (nouns) {
                String head = words[words.length - 1];
                out.add(new NounPhrase(phrase.text(), head, NounPhrase.isPlural(head), false));
            }
        }
        return out;
    }
}
