package io.attest.plugins.textgenbuiltin;

import static io.attest.plugins.textgenbuiltin.Role.CLAIM;
import static io.attest.plugins.textgenbuiltin.Role.CLOSE;
import static io.attest.plugins.textgenbuiltin.Role.CONTRAST;
import static io.attest.plugins.textgenbuiltin.Role.EXAMPLE;
import static io.attest.plugins.textgenbuiltin.Role.EXTENSION;
import static io.attest.plugins.textgenbuiltin.Role.HOOK;
import static io.attest.plugins.textgenbuiltin.Role.QUESTION;

import java.util.List;

/**
 * The sentence-plan grammar: complete, grammatical clauses about a subject {@code A} and what it
 * relates to ({@code B}), written in several registers — plain, expository, procedural, definitional,
 * old-fashioned — so that the steering can find, for any writer, clauses whose function words,
 * punctuation and length match that writer's. None is taken from a sample.
 *
 * <p>Slots: {@code {A}}/{@code {B}} a noun phrase; {@code {A.be}}, {@code .it}, {@code .its},
 * {@code .itself}, {@code .has}, {@code .does}, {@code .was} and {@code {A.v:verb}} agree with it;
 * {@code {P}}, {@code {P.obj}}, {@code {P.poss}} the writer's usual person (we, you, I, one, they),
 * only ever before a modal or where the verb does not change; {@code {M:can|may}} one of the listed
 * modals, the one the writer uses most likely; {@code {A.it.obj}} "it" or "them".
 */
final class ClauseBank {

    static final List<Clause> ALL = List.of(
            // Hooks
            Clause.of(HOOK, "{A} {A.be} easy to talk about and hard to do well"),
            Clause.of(HOOK, "most of what is said about {A} misses the point"),
            Clause.of(HOOK, "there is more to {A} than {A.it} first {A.v:seem}"),
            Clause.of(HOOK, "{A} {A.be} one of those subjects on which everyone has an opinion"),
            Clause.of(HOOK, "few things are as often misunderstood as {A}"),
            Clause.of(HOOK, "{P} {M:might|may|could|will} think of {A} as a small matter, but {A.it} {A.be} not"),
            Clause.of(HOOK, "the first thing to know about {A} is that {A.it} {A.be} rarely what {A.it} {A.v:seem}"),
            Clause.of(HOOK, "it is worth asking what {A} {A.be} really for"),
            Clause.of(HOOK, "{A} {A.has} a way of looking simple until someone tries {A.it.obj}"),
            Clause.of(HOOK, "the phrase “{A}” is used so often that it has almost stopped meaning anything"),
            Clause.of(HOOK, "{A} {A.be} not a new idea, though it is often presented as one"),
            // Questions (hooks and closes)
            Clause.of(QUESTION, "what {A.does} {A} actually ask of {P.obj}"),
            Clause.of(QUESTION, "why {A.does} {A} matter so much"),
            Clause.of(QUESTION, "{A.be} {A} worth the trouble"),
            Clause.of(QUESTION, "what would {A} look like if {B} came first"),
            Clause.of(QUESTION, "where does {A} fit in {P.poss} own work"),
            Clause.of(QUESTION, "what is lost when {A} {A.be} done in a hurry"),
            // Claims
            Clause.of(CLAIM, "{A} {A.v:depend} on {B} more than on any single tool"),
            Clause.of(CLAIM, "in the end {A} {A.be} a matter of {B}"),
            Clause.of(CLAIM, "the value of {A} lies in the use that is made of {A.it.obj}"),
            Clause.of(CLAIM, "{A} and {B} are not the same thing, though they are often confused"),
            Clause.of(CLAIM, "what matters is not {A} {A.itself} but the care that is given to {B}"),
            Clause.of(CLAIM, "{A} {A.v:work} best when {A.it} {A.be} treated as part of {B}"),
            Clause.of(CLAIM, "a good deal of {A} comes down to {B}"),
            Clause.of(CLAIM, "it is {B} that gives {A} {A.its} shape"),
            Clause.of(CLAIM, "{A} can be described in many ways, but {A.it} {A.be} best understood through {B}"),
            Clause.of(CLAIM, "this is why {A} should be thought of as a practice rather than a product"),
            Clause.of(CLAIM, "{A} will not fix {B} on {A.its} own"),
            Clause.of(CLAIM, "the question is not whether {A} {A.v:work}, but for whom and at what cost"),
            Clause.of(CLAIM, "every honest account of {A} has to begin with {B}"),
            Clause.of(CLAIM, "{A} {A.be} a tool, and like any tool {A.it} can be used well or badly"),
            Clause.of(CLAIM, "much of the difficulty with {A} is that {B} {B.be} taken for granted"),
            Clause.of(CLAIM, "it should be noted that {A} {A.be} not an end in {A.itself}"),
            Clause.of(CLAIM, "if {B} {B.be} neglected, {A} will suffer for it"),
            Clause.of(CLAIM, "the more attention is paid to {B}, the less of a burden {A} {A.v:become}"),
            Clause.of(CLAIM, "{P} {M:can|may|will|shall|could} learn a great deal about {A} by looking closely at {B}"),
            Clause.of(CLAIM, "{P} {M:should|must|can|shall} not expect {A} to do the work of {B}"),
            Clause.of(CLAIM, "those who take {A} seriously find that {B} {B.v:matter} as much as anything else"),
            Clause.of(CLAIM, "he who ignores {B} will soon discover that {A} {A.be} harder than {A.it} {A.v:look}"),
            Clause.of(CLAIM, "the man who understands {B} has already understood half of {A}"),
            Clause.of(CLAIM, "{A} {A.be}, in a sense, the outward form of {B}"),
            Clause.of(CLAIM, "by {A} is meant the whole of {B} and all that follows from it"),
            Clause.of(CLAIM, "in {A} there is both a promise and a warning"),
            Clause.of(CLAIM, "{A} {A.has} {A.its} place, but {A.it} {A.be} not the first thing"),
            Clause.of(CLAIM, "{A} {A.be} sometimes used as a synonym for {B}, which is not quite right"),
            Clause.of(CLAIM, "this usage is common among people who deal with {B} every day"),
            Clause.of(CLAIM, "it is therefore possible to use {A} as a way to improve {B}"),
            Clause.of(CLAIM, "{A} can be set up so that {B} {B.be} handled without much effort"),
            Clause.of(CLAIM, "note that {A} cannot replace {B}"),
            Clause.of(CLAIM, "this can be useful when {B} {B.be} shared by several people"),
            Clause.of(CLAIM, "whoever is in charge of {A} should look at {B} regularly"),
            Clause.of(CLAIM, "{A} {A.be} only as good as the attention that goes into {B}"),
            Clause.of(CLAIM, "there is a difference between having {A} and using {A.it.obj} well"),
            Clause.of(CLAIM, "{A} {A.v:tend} to reward patience and punish shortcuts"),
            Clause.of(CLAIM, "the point of {A} is not speed but clarity"),
            Clause.of(CLAIM, "{A} {A.v:make} {B} visible, and that alone is worth something"),
            Clause.of(CLAIM, "one can do without {A} for a while, but not for long"),
            Clause.of(CLAIM, "it is easy to confuse {A} with the tools that support {A.it.obj}"),
            Clause.of(CLAIM, "{A} {A.was} once a niche concern, and {A.it} {A.be} now a common one"),
            Clause.of(CLAIM, "nobody gets {A} right on the first attempt, and that is fine"),
            Clause.of(CLAIM, "{A} {A.v:mean} different things to different people"),
            Clause.of(CLAIM, "in practice {A} {A.be} less about rules than about habits"),
            Clause.of(CLAIM, "the real work of {A} happens in {B}"),
            Clause.of(CLAIM, "{A} {A.v:take} practice, and {B} {B.v:help}"),
            Clause.of(CLAIM, "{A} {A.be} a habit as much as a method"),
            Clause.of(CLAIM, "what works for {B} may not work for {A}"),
            Clause.of(CLAIM, "{A} and {B} have more in common than {P} {M:might|would|could} think"),
            // Examples
            Clause.of(EXAMPLE, "take {B}, for instance: {B.it} {B.be} where {A} usually {A.v:show} {A.its} limits"),
            Clause.of(EXAMPLE, "a simple example is {B}, which changes once {A} {A.be} in place"),
            Clause.of(EXAMPLE, "consider what happens to {B} when {A} {A.be} done badly"),
            Clause.of(EXAMPLE, "for example, {B} {B.v:look} very different with {A} than without {A.it.obj}"),
            Clause.of(EXAMPLE, "the case of {B} shows this clearly"),
            Clause.of(EXAMPLE, "{B} {B.be} a good illustration of the point"),
            // Examples and contrasts in plainer wording: every draft has one of each, and the ones above all lean on "the".
            Clause.of(EXAMPLE, "consider {B}, for instance"),
            Clause.of(EXAMPLE, "one example is {B}"),
            Clause.of(EXAMPLE, "think of {B}: {B.it} {B.v:tell} a similar story"),
            Clause.of(EXAMPLE, "this is what happens with {B}"),
            Clause.of(EXAMPLE, "{B} {B.be} one such case"),
            // Contrasts
            Clause.of(CONTRAST, "yet {A} {A.be} not without cost"),
            Clause.of(CONTRAST, "on the other hand, {B} {B.be} rarely the whole story"),
            Clause.of(CONTRAST, "but {A} cannot be reduced to {B}"),
            Clause.of(CONTRAST, "this does not mean that {A} {A.be} always the right answer"),
            Clause.of(CONTRAST, "still, it would be a mistake to treat {A} as a cure for everything"),
            Clause.of(CONTRAST, "the opposite view has some merit too"),
            Clause.of(CONTRAST, "still, {A} {A.has} {A.its} limits"),
            Clause.of(CONTRAST, "yet {B} {B.v:tell} a different story"),
            Clause.of(CONTRAST, "but it is not so simple"),
            Clause.of(CONTRAST, "and yet {A} can go wrong in small ways"),
            Clause.of(CONTRAST, "not everyone agrees, of course"),
            Clause.of(CONTRAST, "to be fair, {A} {A.be} not always worth it"),
            // Closes
            Clause.of(CLOSE, "in short, {A} {A.be} worth doing well, and {B} {B.be} the place to start"),
            Clause.of(CLOSE, "start with {B}, and the rest of {A} will follow"),
            Clause.of(CLOSE, "that is the real lesson of {A}"),
            Clause.of(CLOSE, "{A} {A.v:reward} those who are patient with {B}"),
            Clause.of(CLOSE, "the rest is a matter of practice"),
            Clause.of(CLOSE, "{P} {M:could|can} do worse than to begin there"),
            Clause.of(CLOSE, "it is a small change, but it makes a large difference"),
            Clause.when("see", CLOSE, "see also {B}"),
            Clause.when("compare", CLOSE, "compare {B}"),
            // Story openings, in this order
            Clause.of(Role.STORY, "some time ago, {P} had to deal with {A} for the first time"),
            Clause.of(Role.STORY, "it did not go as planned at first"),
            Clause.of(Role.STORY, "what changed things in the end was {B}"),
            // Extensions: appended to a clause to make a longer sentence. Few of them are empty filler ("so that
            // nothing important is lost along the way" is gone): most bring one or two of the writer's own nouns
            // ({B}, {C}), so a longer sentence carries the writer's vocabulary rather than generic wording.
            Clause.of(EXTENSION, ", which is why {B} {B.v:matter}"),
            Clause.of(EXTENSION, ", if only because {B} {B.be} at stake"),
            Clause.of(EXTENSION, ", as is often the case"),
            Clause.of(EXTENSION, " (and sometimes {B} as well)"),
            Clause.of(EXTENSION, ", at least in most cases"),
            Clause.of(EXTENSION, ": {B} {B.v:come} first"),
            Clause.of(EXTENSION, ", whether or not anyone notices"),
            Clause.of(EXTENSION, " (see {B})"),
            Clause.of(EXTENSION, " (see also {B} and {C})"),
            Clause.of(EXTENSION, ", much as with {B} or {C}"),
            Clause.of(EXTENSION, ", and {B} and {C} too"),
            Clause.of(EXTENSION, ", along with {B}"),
            Clause.of(EXTENSION, ", whether in {B} or in {C}"),
            Clause.of(EXTENSION, " — {B} and {C} included"),
            Clause.of(EXTENSION, ", not unlike {B}"),
            Clause.of(EXTENSION, ", as {B} {B.v:do}"));

    private ClauseBank() {
    }
}
