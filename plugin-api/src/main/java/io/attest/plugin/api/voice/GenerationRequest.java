package io.attest.plugin.api.voice;

import io.attest.plugin.api.voice.style.StyleProfile;
import java.util.List;

/**
 * What a {@link io.attest.plugin.api.voice.TextGenerator} is asked to write.
 *
 * @param style        the writer's measured habits
 * @param summary      the profile's readable summary (for generators that prompt a model)
 * @param samples      writing samples a model-backed generator may quote as examples; empty when the
 *                     operator does not allow samples to leave the server. The built-in generator
 *                     must never copy from them.
 * @param topic        what to write about (1–2,000 characters)
 * @param format       the target format; the caller enforces its limits afterwards
 * @param inspirations structural references only: their words must not appear in the output
 * @param candidates   how many drafts to return (the caller re-ranks and keeps the best)
 * @param seed         makes a generator's choices repeatable
 */
public record GenerationRequest(
        StyleProfile style,
        String summary,
        List<String> samples,
        String topic,
        VoiceFormat format,
        List<String> inspirations,
        int candidates,
        long seed) {

    public GenerationRequest {
        samples = List.copyOf(samples);
        inspirations = List.copyOf(inspirations);
        if (candidates < 1) {
            throw new IllegalArgumentException("candidates must be at least 1");
        }
    }
}
