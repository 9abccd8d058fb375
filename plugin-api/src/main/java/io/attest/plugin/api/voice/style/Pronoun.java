package io.attest.plugin.api.voice.style;

import java.util.Map;

/** The pronoun classes a profile counts: who the writer talks as, to and about. */
final class Pronoun {

    static final int FIRST_SINGULAR = 0;
    static final int FIRST_PLURAL = 1;
    static final int SECOND = 2;
    static final int THIRD = 3;
    static final int IMPERSONAL = 4;

    private static final Map<String, Integer> CLASSES = Map.ofEntries(
            Map.entry("i", FIRST_SINGULAR), Map.entry("me", FIRST_SINGULAR), Map.entry("my", FIRST_SINGULAR),
            Map.entry("mine", FIRST_SINGULAR), Map.entry("myself", FIRST_SINGULAR), Map.entry("i'm", FIRST_SINGULAR),
            Map.entry("i've", FIRST_SINGULAR), Map.entry("i'd", FIRST_SINGULAR), Map.entry("i'll", FIRST_SINGULAR),
            Map.entry("we", FIRST_PLURAL), Map.entry("us", FIRST_PLURAL), Map.entry("our", FIRST_PLURAL),
            Map.entry("ours", FIRST_PLURAL), Map.entry("ourselves", FIRST_PLURAL), Map.entry("we're", FIRST_PLURAL),
            Map.entry("we've", FIRST_PLURAL), Map.entry("you", SECOND), Map.entry("your", SECOND),
            Map.entry("yours", SECOND), Map.entry("yourself", SECOND), Map.entry("yourselves", SECOND),
            Map.entry("you're", SECOND), Map.entry("you've", SECOND), Map.entry("thou", SECOND), Map.entry("thee", SECOND),
            Map.entry("thy", SECOND), Map.entry("ye", SECOND), Map.entry("he", THIRD), Map.entry("him", THIRD),
            Map.entry("his", THIRD), Map.entry("himself", THIRD), Map.entry("she", THIRD), Map.entry("her", THIRD),
            Map.entry("hers", THIRD), Map.entry("herself", THIRD), Map.entry("they", THIRD), Map.entry("them", THIRD),
            Map.entry("their", THIRD), Map.entry("theirs", THIRD), Map.entry("themselves", THIRD),
            Map.entry("it", IMPERSONAL), Map.entry("its", IMPERSONAL), Map.entry("itself", IMPERSONAL),
            Map.entry("it's", IMPERSONAL), Map.entry("one", IMPERSONAL));

    private Pronoun() {
    }

    /** The class of a lower-case word, or -1 when it is not a pronoun. */
    static int classOf(String lowerCaseWord) {
        Integer c = CLASSES.get(lowerCaseWord);
        return c == null ? -1 : c;
    }
}
