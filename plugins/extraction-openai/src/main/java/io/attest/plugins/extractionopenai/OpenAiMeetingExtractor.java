package io.attest.plugins.extractionopenai;

import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.plugin.api.ProviderSettings;
import io.attest.plugins.chatcompletions.ChatAnswer;
import io.attest.plugins.chatcompletions.ChatCompletionsClient;
import io.attest.plugins.chatcompletions.ChatCompletionsException;
import io.attest.plugins.chatcompletions.ChatCompletionsSettings;
import io.attest.plugins.chatcompletions.ChatRequest;
import io.attest.plugins.chatcompletions.ModelUnavailable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * Meeting extraction by the customer's own model behind an OpenAI-compatible chat-completions
 * endpoint (vLLM, Ollama, llama.cpp server). The transcript goes in parts ({@link TranscriptChunks});
 * each part is one call asking for JSON items ({@link ExtractionPrompt}); every item the model
 * proposes is checked against the transcript ({@link ItemValidator}) and what the text does not
 * support is dropped or cleared. Items of the same kind whose spans overlap (from the overlap between
 * parts, or said twice by the model) are one item: the more confident one.
 *
 * <p>All or nothing: when any call fails (unreachable, timeout, HTTP error, an answer that is not
 * the JSON asked for) the extraction fails with 502 {@code upstream_unavailable}
 * ({@code detail.kind: "meeting_extractor"}) and a {@code Retry-After} — the endpoint's own, else
 * {@code retry-after} — rather than storing a partial extraction that looks complete.
 */
public final class OpenAiMeetingExtractor implements MeetingExtractor {

    public static final String ID = "extraction-openai";
    public static final String VERSION = "1.0.0";
    static final String FAILURE_KIND = "meeting_extractor";

    private static final System.Logger LOG = System.getLogger(OpenAiMeetingExtractor.class.getName());

    private final OpenAiExtractorSettings settings;
    private final ChatCompletionsClient client;

    /** For ServiceLoader: not configured; {@link #configure} returns the working extractor. */
    public OpenAiMeetingExtractor() {
        this.settings = null;
        this.client = null;
    }

    OpenAiMeetingExtractor(OpenAiExtractorSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.client = new ChatCompletionsClient(settings.chat());
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String version() {
        return VERSION;
    }

    @Override
    public int spiVersion() {
        return MeetingExtractor.SPI_VERSION;
    }

    @Override
    public MeetingExtractor configure(ProviderSettings providerSettings) {
        return new OpenAiMeetingExtractor(OpenAiExtractorSettings.from(providerSettings));
    }

    @Override
    public List<MeetingItem> extract(TranscriptInput transcript) {
        if (settings == null) {
            throw unavailable(null, Duration.ZERO).notConfigured();
        }
        if (transcript.text().isBlank()) {
            return List.of();
        }
        List<TranscriptChunks.Chunk> chunks = TranscriptChunks.of(transcript.text(), settings.chunkChars(), settings.chunkOverlap());
        ItemValidator validator = new ItemValidator(transcript);
        List<MeetingItem> kept = new ArrayList<>();
        int proposed = 0;
        for (int i = 0; i < chunks.size(); i++) {
            TranscriptChunks.Chunk chunk = chunks.get(i);
            List<ProposedItem> items = ask(transcript, chunk, i + 1, chunks.size());
            proposed += items.size();
            for (ProposedItem item : items) {
                validator.check(item, chunk).ifPresent(kept::add);
            }
        }
        List<MeetingItem> merged = merge(kept);
        int total = proposed;
        LOG.log(System.Logger.Level.DEBUG, () -> "transcript " + transcript.transcriptId() + ": " + chunks.size()
                + " part(s), model proposed " + total + " item(s), kept " + merged.size());
        return merged;
    }

    private List<ProposedItem> ask(TranscriptInput transcript, TranscriptChunks.Chunk chunk, int part, int parts) {
        ModelUnavailable unavailable = unavailable(settings.chat(), settings.retryAfter());
        ChatRequest request = new ChatRequest(ExtractionPrompt.messages(transcript, chunk, part, parts),
                settings.temperature(), settings.maxTokens(), true);
        ChatAnswer answer;
        try {
            answer = client.complete(request);
        } catch (ChatCompletionsException failure) {
            throw unavailable.of(failure);
        }
        try {
            return ModelAnswer.items(answer.content());
        } catch (ModelAnswer.Malformed malformed) {
            throw unavailable.malformed(answer, settings.maxTokens(), malformed.getMessage(), "raise max-tokens or lower chunk-chars");
        }
    }

    private static ModelUnavailable unavailable(ChatCompletionsSettings chat, Duration retryAfter) {
        return new ModelUnavailable(FAILURE_KIND, "meeting extraction", "extraction model", chat, retryAfter);
    }

    /** In text order; of same-kind items whose spans overlap, the more confident (the first on a tie). */
    static List<MeetingItem> merge(List<MeetingItem> items) {
        List<MeetingItem> sorted = new ArrayList<>(items);
        sorted.sort(Comparator.comparingInt(MeetingItem::offsetStart).thenComparingInt(MeetingItem::offsetEnd));
        List<MeetingItem> merged = new ArrayList<>();
        for (MeetingItem item : sorted) {
            int clash = -1;
            for (int i = merged.size() - 1; i >= 0 && clash < 0; i--) {
                MeetingItem other = merged.get(i);
                if (other.kind() == item.kind() && other.offsetEnd() > item.offsetStart()) {
                    clash = i;
                }
            }
            if (clash < 0) {
                merged.add(item);
            } else if (item.confidence() > merged.get(clash).confidence()) {
                merged.set(clash, item);
            }
        }
        merged.sort(Comparator.comparingInt(MeetingItem::offsetStart).thenComparingInt(MeetingItem::offsetEnd));
        return merged;
    }

    @Override
    public String toString() {
        return ID + " " + VERSION + (settings == null ? " (not configured)" : " " + settings);
    }
}
