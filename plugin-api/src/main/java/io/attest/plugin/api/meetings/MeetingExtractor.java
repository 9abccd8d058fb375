package io.attest.plugin.api.meetings;

import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.plugin.api.Plugin;
import io.attest.plugin.api.ProviderSettings;
import java.util.List;

/**
 * Engine SPI (meeting_extractor): finds commitments, decisions, open questions and action items in a transcript.
 *
 * <p>Added by the meeting-memory work while {@link #SPI_VERSION} is 1 (additively: no
 * provider existed before). Providers are constructed with their no-argument constructor; the server
 * calls {@link #configure} once on the provider that {@code attest.meetings.extractor} names and uses
 * only the instance it returns.
 */
public interface MeetingExtractor extends Plugin {

    /**
     * The version of this SPI the server speaks; bumped on an incompatible change to this interface or
     * the value types it uses, independently of the other SPIs. A provider returns it from
     * {@link #spiVersion()} ({@code return MeetingExtractor.SPI_VERSION;}, inlined when the provider is compiled).
     */
    int SPI_VERSION = 1;

    /**
     * The items of one transcript, in the order of their supporting text. Every item's offsets lie
     * inside {@code transcript.text()}; owners and {@code owed_to} are among
     * {@code transcript.participants()} or {@code null}.
     *
     * <p>Must be safe to call from several threads at once, take time roughly linear in the length
     * of the text, and never throw for any text (hostile input gives fewer items, not an exception).
     * The one exception: a provider that depends on an outside engine (a model endpoint) that cannot
     * answer throws {@link io.attest.plugin.api.UpstreamUnavailableException} — 502 {@code upstream_unavailable}
     * with {@code Retry-After} — instead of returning fewer items than the transcript holds.
     */
    List<MeetingItem> extract(TranscriptInput transcript);

    /**
     * A provider ready to serve with {@code settings} (the properties under
     * {@code attest.meetings.extraction.*}, keys lower-case kebab); may return {@code this} when the
     * provider needs none.
     *
     * @throws IllegalArgumentException when a setting is missing or invalid (start-up stops)
     */
    default MeetingExtractor configure(ProviderSettings settings) {
        return this;
    }
}
