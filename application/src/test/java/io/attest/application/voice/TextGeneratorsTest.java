package io.attest.application.voice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.plugin.api.voice.TextGenerator;
import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.TextGenerator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TextGeneratorsTest {

    record Fake(String id, String configuredWith) implements TextGenerator {

        Fake(String id) {
            this(id, null);
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
            return List.of();
        }

        @Override
        public TextGenerator configure(ProviderSettings settings) {
            String model = settings.required("model");
            return new Fake(id, model);
        }
    }

    static final ProviderSettings SETTINGS = new ProviderSettings(Map.of("model", "m1"));

    @Test
    void theConfiguredIdOrShortNameIsChosenAndConfigured() {
        List<TextGenerator> installed = List.of(new Fake("textgen-builtin"), new Fake("textgen-openai"));
        assertThat(TextGenerators.choose(installed, null, SETTINGS).id()).isEqualTo("textgen-builtin");
        assertThat(TextGenerators.choose(installed, " openai ", SETTINGS)).isEqualTo(new Fake("textgen-openai", "m1"));
        assertThat(TextGenerators.choose(installed, "textgen-builtin", SETTINGS).id()).isEqualTo("textgen-builtin");
    }

    @Test
    void anUnknownIdOrABadSettingStopsStartUpWithWhatIsInstalled() {
        List<TextGenerator> installed = List.of(new Fake("textgen-builtin"), new Fake("textgen-openai"));
        assertThatThrownBy(() -> TextGenerators.choose(installed, "gpt", SETTINGS)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("textgen-builtin, textgen-openai");
        assertThatThrownBy(() -> TextGenerators.choose(installed, "openai", ProviderSettings.EMPTY))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("ATTEST_VOICE_GENERATION_")
                .hasMessageContaining("model");
    }

    @Test
    void withoutTheBuiltInTheOnlyInstalledOneIsUsedWhenNothingIsConfigured() {
        assertThat(TextGenerators.choose(List.of(new Fake("acme")), "", SETTINGS).id()).isEqualTo("acme");
        assertThatThrownBy(() -> TextGenerators.choose(List.of(new Fake("acme"), new Fake("other")), null, SETTINGS))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> TextGenerators.choose(List.of(new Fake("acme")), "textgen-builtin", SETTINGS))
                .as("configured explicitly: no fallback").isInstanceOf(IllegalStateException.class);
    }
}
