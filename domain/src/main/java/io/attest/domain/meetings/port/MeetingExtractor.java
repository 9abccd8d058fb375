package io.attest.domain.meetings.port;

import io.attest.domain.shared.plugin.Plugin;

/**
 * Engine SPI (meeting_extractor): finds commitments, decisions, open questions and action items in a transcript.
 *
 * <p>The foundation registers the SPI so providers are discovered, validated and listed; the
 * operations are added by the meeting-memory work (additively while {@code PluginApi.SPI_VERSION} is 1).
 */
public interface MeetingExtractor extends Plugin {
}
