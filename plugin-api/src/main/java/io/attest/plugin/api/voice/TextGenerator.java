package io.attest.plugin.api.voice;

import io.attest.plugin.api.Plugin;
import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.voice.GenerationRequest;
import java.util.List;

/**
 * Engine SPI (text_generator): writes drafts in a writer's voice.
 *
 * <p>Operations added by the voice-profile work while {@link #SPI_VERSION} is 1 (additively:
 * no provider existed before). The caller — not the provider — enforces the format's limits, the
 * copy, skeleton and inspiration guards, and re-ranks the drafts by style distance; a provider
 * returns raw drafts.
 */
public interface TextGenerator extends Plugin {

    /**
     * The version of this SPI the server speaks; bumped on an incompatible change to this interface or
     * the value types it uses, independently of the other SPIs. A provider returns it from
     * {@link #spiVersion()} ({@code return TextGenerator.SPI_VERSION;}, inlined when the provider is compiled).
     */
    int SPI_VERSION = 1;

    /**
     * Up to {@code request.candidates()} drafts. Must be safe to call from several threads at once.
     * A provider that depends on an outside engine that cannot answer throws {@link io.attest.plugin.api.UpstreamUnavailableException} (502 {@code upstream_unavailable}).
     */
    List<String> generate(GenerationRequest request);

    /**
     * A provider ready to serve with {@code settings} (the properties under
     * {@code attest.voice.generation.*}); may return {@code this}.
     *
     * @throws IllegalArgumentException when a setting is missing or invalid (start-up stops)
     */
    default TextGenerator configure(ProviderSettings settings) {
        return this;
    }
}
