package io.attest.application.voice;

import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.voice.TextGenerator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Picks the text generator the operator configured ({@code attest.voice.generator}): a provider id
 * ({@code textgen-builtin}, the default; {@code textgen-openai}; or a drop-in plugin's id) or the short
 * names {@code builtin} and {@code openai}. Configured once with the settings under
 * {@code attest.voice.generation.*}; an unknown id or a bad setting stops start-up with a message that
 * says what is installed. Same rules as the meeting extractor ({@code MeetingExtractors}), with one
 * more: when nothing is configured and the default is not installed, the only installed generator is
 * used (a server built without the built-in one).
 */
public final class TextGenerators {

    public static final String DEFAULT = "textgen-builtin";

    public static final Map<String, String> ALIASES = Map.of("builtin", "textgen-builtin", "openai", "textgen-openai");

    private TextGenerators() {
    }

    public static TextGenerator choose(List<TextGenerator> installed, String configured, ProviderSettings settings) {
        Objects.requireNonNull(installed, "installed");
        boolean unset = configured == null || configured.isBlank();
        String wanted = unset ? DEFAULT : configured.strip();
        String id = ALIASES.getOrDefault(wanted, wanted);
        TextGenerator generator = installed.stream().filter(p -> p.id().equals(id)).findFirst()
                .or(() -> unset && installed.size() == 1 ? installed.stream().findFirst() : Optional.empty())
                .orElseThrow(() -> new IllegalStateException("attest.voice.generator is \"" + wanted
                        + "\" but no text_generator with id \"" + id + "\" is installed (installed: "
                        + installed.stream().map(TextGenerator::id).sorted().collect(Collectors.joining(", ")) + ")"));
        try {
            TextGenerator ready = generator.configure(settings == null ? ProviderSettings.EMPTY : settings);
            return Objects.requireNonNull(ready, "configure() returned null");
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalStateException("text_generator \"" + generator.id() + "\" cannot start with the settings under "
                    + "attest.voice.generation.* (environment ATTEST_VOICE_GENERATION_*): " + e.getMessage(), e);
        }
    }
}
