package io.attest.application.voice;

import io.attest.plugin.api.UpstreamUnavailableException;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.VoiceFormat;
import io.attest.domain.voice.VoiceProfile;
import io.attest.domain.voice.VoiceProfileId;
import io.attest.domain.voice.format.FormatRules;
import io.attest.domain.voice.guard.DraftGuards;
import io.attest.plugin.api.voice.TextGenerator;
import io.attest.domain.voice.port.VoiceProfileRepository;
import io.attest.plugin.api.voice.style.StyleDistance;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;

/**
 * {@code POST /v1/voice-profile/generate} (spec 4.4, decisions.md section 6). Reads the ready profile and
 * its samples in one transaction, then — outside it — asks the configured {@link TextGenerator} for more
 * drafts than wanted and keeps, in this order:
 *
 * <ol>
 *   <li>drafts that fit the format after tidying ({@link FormatRules}; the one repair is a trailing
 *       hashtag line cut to five tags);</li>
 *   <li>drafts that pass the copy, skeleton and inspiration guards ({@link DraftGuards});</li>
 *   <li>distinct texts only;</li>
 *   <li>the {@code variant_count} closest to the profile by {@link StyleDistance}, closest first.</li>
 * </ol>
 * Nothing that fails a check is returned or padded in. When fewer than asked survive, a second round asks
 * for twice as many drafts with the next seed; the answer then holds the survivors (possibly fewer than
 * {@code variant_count}). When none survive, 502 {@code upstream_unavailable} ({@code detail.kind:
 * "text_generator"}): a new request without a seed gets new drafts.
 */
public final class GenerateVariants {

    /** {@code format}, {@code inspirations}, {@code variantCount} and {@code seed} may be null (defaults). */
    public record Command(AccountId account, String profileId, String topic, String format, List<String> inspirations,
                          Integer variantCount, Long seed) {
    }

    /** One kept variant: its text, its code points and, for x and thread, the X weight of each post. */
    public record Variant(String content, int charCount, List<Integer> weightedLengths, double styleDistance) {

        public Variant {
            weightedLengths = List.copyOf(weightedLengths);
        }
    }

    /** What the caller gets; sending {@code seed} again repeats a deterministic generator's drafts. */
    public record Generated(VoiceProfileId profileId, VoiceFormat format, long seed, List<Variant> variants) {

        public Generated {
            variants = List.copyOf(variants);
        }
    }

    static final String FAILURE_KIND = "text_generator";

    private final VoiceProfileRepository profiles;
    private final TextGenerator generator;
    private final TransactionBoundary tx;
    private final Consumer<String> log;

    public GenerateVariants(VoiceProfileRepository profiles, TextGenerator generator, TransactionBoundary tx,
                            Consumer<String> log) {
        this.profiles = profiles;
        this.generator = generator;
        this.tx = tx;
        this.log = log;
    }

    /** Drafts asked for in the first round: twice the variants, at least four more. */
    static int firstRound(int wanted) {
        return Math.max(2 * wanted, wanted + 4);
    }

    public Generated generate(Command command) {
        String topic = VoiceCommands.topic(command.topic());
        VoiceFormat format = VoiceCommands.format(command.format());
        List<String> inspirations = VoiceCommands.inspirations(command.inspirations());
        int wanted = VoiceCommands.variantCount(command.variantCount());
        VoiceProfileId id = VoiceCommands.profileId(command.profileId());
        // within an int: the seed a caller sends back is a JSON integer of at most 10 digits
        long seed = command.seed() != null ? command.seed() : ThreadLocalRandom.current().nextInt(Integer.MAX_VALUE);
        record Loaded(VoiceProfile profile, List<String> samples) {
        }
        Loaded loaded = tx.inTransaction(() -> {
            VoiceProfile profile = VoiceProfiles.ready(profiles, command.account(), id);
            return new Loaded(profile, profiles.samples(command.account(), id));
        });
        VoiceProfile profile = loaded.profile();
        DraftGuards guards = new DraftGuards(loaded.samples(), inspirations);
        List<Variant> kept = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int asked = firstRound(wanted);
        for (int round = 0; round < 2 && kept.size() < wanted; round++, asked *= 2) {
            List<String> drafts = generate(new GenerationRequest(profile.style(), profile.summary(), loaded.samples(),
                    topic, format, inspirations, asked, seed + round));
            Tally tally = keep(drafts, format, guards, profile, seen, kept);
            log.accept("voice generation " + generator.id() + " round " + (round + 1) + ": " + drafts.size() + " drafts, "
                    + tally);
        }
        if (kept.isEmpty()) {
            throw AttestException.upstreamUnavailable(FAILURE_KIND, "the text generator wrote no draft that fits the " + format.wireName()
                    + " format and passes the copy and inspiration guards; retry (without a seed) or change the topic",
                    Duration.ofSeconds(1));
        }
        kept.sort(Comparator.comparingDouble(Variant::styleDistance));
        return new Generated(id, format, seed, kept.subList(0, Math.min(wanted, kept.size())));
    }

    /** How many drafts each check dropped in one round. */
    record Tally(int format, int guard, int duplicate) {
        @Override
        public String toString() {
            return "dropped " + format + " over the format's limits, " + guard + " by the guards, " + duplicate + " duplicates";
        }
    }

    private static Tally keep(List<String> drafts, VoiceFormat format, DraftGuards guards, VoiceProfile profile, Set<String> seen,
                              List<Variant> kept) {
        int overLimit = 0;
        int guarded = 0;
        int duplicate = 0;
        for (String draft : drafts) {
            if (draft == null) {
                overLimit++;
                continue;
            }
            if (!(FormatRules.check(format, draft) instanceof FormatRules.Fits fits)) {
                overLimit++;
                continue;
            }
            if (!guards.passes(fits.content())) {
                guarded++;
                continue;
            }
            if (!seen.add(fits.content())) {
                duplicate++;
                continue;
            }
            kept.add(new Variant(fits.content(), fits.charCount(), fits.weights(),
                    StyleDistance.between(profile.style(), fits.content())));
        }
        return new Tally(overLimit, guarded, duplicate);
    }

    private List<String> generate(GenerationRequest request) {
        try {
            return generator.generate(request);
        } catch (UpstreamUnavailableException unavailable) {
            throw AttestException.upstreamUnavailable(unavailable);
        }
    }
}
