package io.attest.domain.voice.port;

import io.attest.domain.shared.plugin.Plugin;

/**
 * Engine SPI (text_generator): generates variants from a voice profile, topic, format and structure hints.
 *
 * <p>The foundation registers the SPI so providers are discovered, validated and listed; the
 * operations are added by the voice-profile work (additively while {@code PluginApi.SPI_VERSION} is 1).
 */
public interface TextGenerator extends Plugin {
}
