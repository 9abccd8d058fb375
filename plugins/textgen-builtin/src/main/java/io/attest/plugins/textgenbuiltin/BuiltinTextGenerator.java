package io.attest.plugins.textgenbuiltin;

import io.attest.plugin.api.voice.TextGenerator;
import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.TextGenerator;
import io.attest.plugin.api.voice.style.StyleDistance;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The built-in, offline {@code TextGenerator} (id {@value #ID}): reads the topic's noun phrases,
 * writes several drafts per requested variant with the sentence-plan grammar steered by the
 * writer's profile, drops drafts that share 8 words with a sample or 5 with an inspiration, and
 * returns those closest to the profile by {@link StyleDistance}. Stateless and thread-safe;
 * repeatable for a given request seed.
 */
public final class BuiltinTextGenerator implements TextGenerator {

    public static final String ID = "textgen-builtin";
    /** Drafts written per requested variant, re-ranked by style distance (two: a third cost a third more time for no measured gain). */
    private static final int DRAFTS_PER_VARIANT = 2;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String version() {
        return "1.0.0";
    }

    @Override
    public int spiVersion() {
        return TextGenerator.SPI_VERSION;
    }

    @Override
    public List<String> generate(GenerationRequest request) {
        Topic topic = TopicReader.read(request.topic());
        FormatPlan plan = FormatPlan.of(request.format());
        StructureHints hints = StructureHints.from(request.inspirations(), plan.usualWords());
        SequenceGuard copies = new SequenceGuard(8, request.samples());
        SkeletonGuard skeletons = new SkeletonGuard(request.samples());
        DraftWriter writer = new DraftWriter(request.style(), topic, plan, hints, LearnedFrames.of(request.samples()), copies,
                skeletons);
        SequenceGuard leaks = new SequenceGuard(5, request.inspirations());
        Random random = new Random(request.seed());
        Set<String> drafts = new LinkedHashSet<>();
        int wanted = request.candidates() * DRAFTS_PER_VARIANT;
        for (int attempt = 0; attempt < wanted * 3 && drafts.size() < wanted; attempt++) {
            String draft = writer.write(new Random(random.nextLong()));
            if (copies.passes(draft) && leaks.passes(draft) && skeletons.passes(draft)) {
                drafts.add(draft);
            }
        }
        List<Ranked> ranked = new ArrayList<>();
        for (String draft : drafts) {
            ranked.add(new Ranked(draft, StyleDistance.between(request.style(), draft)));
        }
        ranked.sort(Comparator.comparingDouble(Ranked::distance));
        return ranked.stream().limit(request.candidates()).map(Ranked::text).toList();
    }

    private record Ranked(String text, double distance) {
    }
}
