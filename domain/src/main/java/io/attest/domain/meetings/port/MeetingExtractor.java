package io.attest.domain.meetings.port;

import io.attest.domain.meetings.MeetingItem;
import io.attest.domain.meetings.TranscriptInput;
import io.attest.domain.shared.plugin.Plugin;
import java.util.List;

/**
 * Engine SPI (meeting_extractor): finds commitments, decisions, open questions and action items in a transcript.
 *
 * <p>Added by the meeting-memory work while {@code PluginApi.SPI_VERSION} is 1 (additively: no
 * provider existed before).
 */
public interface MeetingExtractor extends Plugin {

    /**
     * The items of one transcript, in the order of their supporting text. Every item's offsets lie
     * inside {@code transcript.text()}; owners and {@code owed_to} are among
     * {@code transcript.participants()} or {@code null}.
     *
     * <p>Must be safe to call from several threads at once, take time roughly linear in the length
     * of the text, and never throw for any text (hostile input gives fewer items, not an exception).
     */
    List<MeetingItem> extract(TranscriptInput transcript);
}
