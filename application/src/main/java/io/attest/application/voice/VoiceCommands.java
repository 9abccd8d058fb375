package io.attest.application.voice;

import io.attest.domain.accounts.Plan;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.StorableText;
import io.attest.plugin.api.voice.VoiceFormat;
import io.attest.domain.voice.VoiceLimits;
import io.attest.domain.voice.VoiceProfileId;
import java.util.List;

/**
 * The request rules of the voice-profile use cases (decisions.md section 6), checked here as well as by
 * the HTTP binding because the use cases may be called from elsewhere; the plan's sample limit can only
 * be checked here. Every failure is 400 {@code invalid_request} naming the field.
 */
final class VoiceCommands {

    private VoiceCommands() {
    }

    /** 5 to the plan's limit (free and entry 50, higher 200) samples, each 1–20,000 characters and storable. */
    static List<String> samples(List<String> samples, Plan plan) {
        if (samples == null) {
            throw AttestException.invalidRequest("samples", "samples is required: an array of writing samples");
        }
        int max = plan.maxVoiceSamplesPerCall();
        if (samples.size() > max) {
            throw AttestException.invalidRequest("samples", "samples has " + samples.size() + " elements; the "
                    + plan.id() + " plan accepts at most " + max + " per call");
        }
        if (samples.size() < VoiceLimits.SAMPLES_MIN) {
            throw AttestException.invalidRequest("samples", "samples needs at least " + VoiceLimits.SAMPLES_MIN
                    + " writing samples (20 or more recommended)");
        }
        for (int i = 0; i < samples.size(); i++) {
            String field = "samples[" + i + "]";
            String sample = samples.get(i);
            if (sample == null || sample.isBlank()) {
                throw AttestException.invalidRequest(field, field + " must not be empty");
            }
            text(field, sample, VoiceLimits.SAMPLE_MAX_CHARS);
        }
        return List.copyOf(samples);
    }

    static String name(String name) {
        return name == null ? null : text("name", name, VoiceLimits.NAME_MAX);
    }

    static String topic(String topic) {
        if (topic == null || topic.isBlank()) {
            throw AttestException.invalidRequest("topic", "topic is required: one sentence to one paragraph");
        }
        return text("topic", topic, VoiceLimits.TOPIC_MAX);
    }

    static VoiceFormat format(String format) {
        if (format == null) {
            return VoiceFormat.DEFAULT;
        }
        return VoiceFormat.fromWire(format).orElseThrow(() -> AttestException.invalidRequest("format",
                "format must be one of linkedin, instagram, x, thread, blog, email"));
    }

    static List<String> inspirations(List<String> inspirations) {
        if (inspirations == null) {
            return List.of();
        }
        if (inspirations.size() > VoiceLimits.INSPIRATIONS_MAX) {
            throw AttestException.invalidRequest("inspirations", "inspirations must have at most "
                    + VoiceLimits.INSPIRATIONS_MAX + " elements");
        }
        for (int i = 0; i < inspirations.size(); i++) {
            String field = "inspirations[" + i + "]";
            if (inspirations.get(i) == null || inspirations.get(i).isBlank()) {
                throw AttestException.invalidRequest(field, field + " must not be empty");
            }
            text(field, inspirations.get(i), VoiceLimits.INSPIRATION_MAX_CHARS);
        }
        return List.copyOf(inspirations);
    }

    static int variantCount(Integer count) {
        if (count == null) {
            return VoiceLimits.VARIANTS_DEFAULT;
        }
        if (count < 1 || count > VoiceLimits.VARIANTS_MAX) {
            throw AttestException.invalidRequest("variant_count", "variant_count must be an integer between 1 and "
                    + VoiceLimits.VARIANTS_MAX);
        }
        return count;
    }

    /** An id that cannot be a profile id names no profile: 404, like an unknown one. */
    static VoiceProfileId profileId(String id) {
        return VoiceProfileId.parse(id).orElseThrow(VoiceProfiles::notFound);
    }

    private static String text(String field, String value, int max) {
        if (value.length() > max) {
            throw AttestException.invalidRequest(field, field + " must be at most " + max + " characters");
        }
        if (!StorableText.isStorable(value)) {
            throw AttestException.invalidRequest(field, field + " must not contain NUL characters or unpaired surrogates");
        }
        return value;
    }
}
