package io.attest.plugins.textgenbuiltin;

import io.attest.plugin.api.voice.style.StyleProfile;
import java.util.Random;

/** The grammatical person a draft speaks in, chosen once per draft from the writer's pronoun rates. */
record Person(String subject, String object, String possessive) {

    static final Person I = new Person("I", "me", "my");
    static final Person WE = new Person("we", "us", "our");
    static final Person YOU = new Person("you", "you", "your");
    static final Person ONE = new Person("one", "one", "one's");

    static Person choose(StyleProfile.Pronouns rates, Random random) {
        // A writer who talks about others rather than to the reader gets the impersonal "one".
        Person[] people = {I, WE, YOU, ONE};
        double[] weights = {rates.firstSingular(), rates.firstPlural(), rates.second(), 0.3 + 0.3 * rates.third()};
        return people[Weighted.pick(weights, random)];
    }
}
