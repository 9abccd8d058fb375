package io.attest.plugins.extractionbuiltin;

import java.util.ArrayList;
import java.util.List;
import opennlp.tools.sentdetect.SentenceDetectorME;
import opennlp.tools.util.Span;

/**
 * Splits every turn into sentences with OpenNLP's maximum-entropy sentence detector and numbers
 * topics (headings from the parser plus spoken changes such as "moving on"). Directive lines
 * ({@code ACTION: …}) stay one sentence: they are one item whatever their punctuation.
 */
final class SentenceSplitter {

    private final SentenceDetectorME detector = new SentenceDetectorME(NlpModels.sentences());

    List<Sentence> split(String text, List<Turn> turns) {
        List<Sentence> out = new ArrayList<>(turns.size() * 2);
        int spokenShifts = 0;
        for (int i = 0; i < turns.size(); i++) {
            Turn turn = turns.get(i);
            if (turn.directive() != Directive.NONE) {
                out.add(sentence(text, i, turn.start(), turn.end(), turn.topic() + spokenShifts));
                continue;
            }
            Span[] spans = detector.sentPosDetect(text.substring(turn.start(), turn.end()));
            for (Span span : spans) {
                int s = turn.start() + span.getStart();
                int e = turn.start() + span.getEnd();
                while (s < e && Character.isWhitespace(text.charAt(s))) {
                    s++;
                }
                while (e > s && Character.isWhitespace(text.charAt(e - 1))) {
                    e--;
                }
                if (s >= e) {
                    continue;
                }
                Sentence sentence = sentence(text, i, s, e, turn.topic() + spokenShifts);
                if (Cues.TOPIC_SHIFT.matcher(sentence.text()).lookingAt()) {
                    spokenShifts++;
                    sentence = sentence(text, i, s, e, turn.topic() + spokenShifts);
                }
                out.add(sentence);
            }
        }
        return out;
    }

    private static Sentence sentence(String text, int turn, int start, int end, int topic) {
        return new Sentence(turn, start, end, topic, Cues.plain(text.substring(start, end)));
    }
}
