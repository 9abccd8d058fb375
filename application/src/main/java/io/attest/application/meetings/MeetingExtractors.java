package io.attest.application.meetings;

import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.plugin.api.ProviderSettings;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Picks the meeting extractor the operator configured ({@code attest.meetings.extractor}): a provider
 * id ({@code extraction-builtin}, the default; {@code extraction-openai}; or the id of a drop-in
 * plugin), or the short names {@code builtin} and {@code openai}. The chosen provider is configured
 * once with the settings under {@code attest.meetings.extraction.*}; an unknown id or a bad setting
 * stops start-up with a message that says what is installed. Same rules as the market-data provider
 * ({@code MarketProviders}).
 */
public final class MeetingExtractors {

    public static final String DEFAULT = "extraction-builtin";

    /** Short names an operator may use for the first-party extractors. */
    public static final Map<String, String> ALIASES = Map.of("builtin", "extraction-builtin", "openai", "extraction-openai");

    private MeetingExtractors() {
    }

    public static MeetingExtractor choose(List<MeetingExtractor> installed, String configured, ProviderSettings settings) {
        Objects.requireNonNull(installed, "installed");
        String wanted = configured == null || configured.isBlank() ? DEFAULT : configured.strip();
        String id = ALIASES.getOrDefault(wanted, wanted);
        MeetingExtractor extractor = installed.stream().filter(p -> p.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalStateException("attest.meetings.extractor is \"" + wanted
                        + "\" but no meeting_extractor with id \"" + id + "\" is installed (installed: "
                        + installed.stream().map(MeetingExtractor::id).sorted().collect(Collectors.joining(", ")) + ")"));
        try {
            MeetingExtractor ready = extractor.configure(settings == null ? ProviderSettings.EMPTY : settings);
            return Objects.requireNonNull(ready, "configure() returned null");
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalStateException("meeting_extractor \"" + id + "\" cannot start with the settings under "
                    + "attest.meetings.extraction.* (environment ATTEST_MEETINGS_EXTRACTION_*): " + e.getMessage(), e);
        }
    }
}
