package io.attest.domain.voice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleProfiler;
import io.attest.plugin.api.voice.style.StyleSummary;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@SuppressWarnings("unchecked")
class VoiceProfileDocumentTest {

    static final List<String> SAMPLES = List.of(
            "Shipping small is a habit. I cut the scope, ship on Tuesday, and listen. #buildinpublic",
            "Most meetings could be a paragraph. Write the paragraph first; the meeting often disappears.",
            "Three things I learned this week:\n- logs lie less than dashboards\n- naming is design\n- sleep helps",
            "Hot take: the best code review comment is a question. It invites, it doesn't command. 🙂",
            "We moved our builds to a smaller machine and they got faster. Caches matter more than cores.");

    static VoiceProfile ready() {
        StyleProfile style = StyleProfiler.measure(SAMPLES);
        Instant at = Instant.parse("2026-11-20T10:00:00Z");
        return new VoiceProfile(VoiceProfileId.next(), AccountId.next(), "Ada", ProfileStatus.READY, SAMPLES.size(),
                StyleSummary.describe(style), style, at, null, at);
    }

    @Test
    void theDocumentLiftsThePhraseBankAndFormatHabitsAndGivesTheSameStyleBack() {
        VoiceProfile profile = ready();
        VoiceProfileDocument document = VoiceProfileDocument.of(profile, null);

        assertThat(document.features()).doesNotContainKeys("phrase_bank", "markers").containsKeys("lengths", "function_words");
        assertThat(document.phraseBank()).isInstanceOf(List.class);
        assertThat(document.formatHabits()).isInstanceOf(Map.class);
        assertThat((Map<String, Object>) document.formatHabits()).containsKeys("emoji", "hashtags", "line_breaks");
        assertThat(document.samples()).isNull();
        assertThat(document.style()).isEqualTo(profile.style());
        assertThat(VoiceProfileDocument.of(profile, SAMPLES).samples()).isEqualTo(SAMPLES);
    }

    @Test
    void anInvalidFeatureIsA400NamingTheDocumentField() {
        VoiceProfileDocument good = VoiceProfileDocument.of(ready(), null);
        Map<String, Object> habits = new LinkedHashMap<>((Map<String, Object>) good.formatHabits());
        habits.put("emoji", -1);
        VoiceProfileDocument bad = new VoiceProfileDocument(null, null, null, 5, null, good.features(), good.phraseBank(), habits,
                null);
        assertThatThrownBy(bad::style).isInstanceOf(AttestException.class)
                .satisfies(e -> assertThat(((AttestException) e).field()).isEqualTo("format_habits.emoji"));

        Map<String, Object> features = new LinkedHashMap<>(good.features());
        features.remove("lengths");
        VoiceProfileDocument missing = new VoiceProfileDocument(null, null, null, 5, null, features, good.phraseBank(),
                good.formatHabits(), null);
        assertThatThrownBy(missing::style).isInstanceOf(AttestException.class)
                .satisfies(e -> assertThat(((AttestException) e).field()).startsWith("features"));
    }

    @Test
    void errorPathsMapToDocumentFields() {
        assertThat(VoiceProfileDocument.field("$.phrase_bank[2].text must be a string")).isEqualTo("phrase_bank[2].text");
        assertThat(VoiceProfileDocument.field("$.markers.urls must be at least 0")).isEqualTo("format_habits.urls");
        assertThat(VoiceProfileDocument.field("$.lengths.sentence_words.mean must be a number"))
                .isEqualTo("features.lengths.sentence_words.mean");
        assertThat(VoiceProfileDocument.field("$ must be an object")).isEqualTo("features");
    }
}
