package io.attest.application.meetings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.plugin.api.ProviderSettings;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MeetingExtractorsTest {

    /** A provider that records the settings it was configured with and refuses a "bad" one. */
    record Stub(String id, ProviderSettings settings) implements MeetingExtractor {
        @Override
        public String version() {
            return "1.0.0";
        }

        @Override
        public int spiVersion() {
            return 1;
        }

        @Override
        public List<MeetingItem> extract(TranscriptInput transcript) {
            return List.of();
        }

        @Override
        public MeetingExtractor configure(ProviderSettings given) {
            if (given.string("bad").isPresent()) {
                throw new IllegalArgumentException("setting bad is bad");
            }
            return new Stub(id, given);
        }
    }

    static final List<MeetingExtractor> INSTALLED = List.of(new Stub("extraction-builtin", null), new Stub("extraction-openai", null));

    @Test
    void theBuiltinExtractorIsTheDefault() {
        assertThat(MeetingExtractors.choose(INSTALLED, null, null).id()).isEqualTo("extraction-builtin");
        assertThat(MeetingExtractors.choose(INSTALLED, " ", null).id()).isEqualTo("extraction-builtin");
    }

    @Test
    void anIdOrAShortNameChoosesAndTheChosenOneGetsTheSettings() {
        ProviderSettings settings = new ProviderSettings(Map.of("base-url", "http://127.0.0.1:11434/v1"));

        MeetingExtractor chosen = MeetingExtractors.choose(INSTALLED, "openai", settings);

        assertThat(chosen.id()).isEqualTo("extraction-openai");
        assertThat(((Stub) chosen).settings()).isEqualTo(settings);
        assertThat(MeetingExtractors.choose(INSTALLED, "extraction-openai", settings).id()).isEqualTo("extraction-openai");
    }

    @Test
    void anUnknownIdOrABadSettingStopsStartUpWithAMessageThatHelps() {
        assertThatThrownBy(() -> MeetingExtractors.choose(INSTALLED, "gpt", null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("\"gpt\"").hasMessageContaining("installed: extraction-builtin, extraction-openai");
        assertThatThrownBy(() -> MeetingExtractors.choose(INSTALLED, "openai", new ProviderSettings(Map.of("bad", "1"))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("ATTEST_MEETINGS_EXTRACTION_").hasMessageContaining("setting bad is bad");
    }
}
