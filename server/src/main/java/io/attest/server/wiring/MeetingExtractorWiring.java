package io.attest.server.wiring;

import io.attest.application.meetings.MeetingExtractors;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.plugin.api.ProviderSettings;
import io.attest.server.plugins.LoadedPluginCatalog;
import io.attest.server.plugins.PluginNamespaces;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.env.Environment;
import io.micronaut.core.naming.conventions.StringConvention;
import java.util.HashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The meeting extractor chosen by configuration, as the one {@link MeetingExtractor} bean the
 * meeting-memory use cases get.
 *
 * <ul>
 *   <li>{@code attest.meetings.extractor} (environment {@code ATTEST_MEETINGS_EXTRACTOR}): the id of a
 *       loaded {@code meeting_extractor} — {@code extraction-builtin} (default), {@code extraction-openai},
 *       or a drop-in plugin's id; {@code builtin} and {@code openai} are short names;</li>
 *   <li>{@code attest.meetings.extraction.*} (environment {@code ATTEST_MEETINGS_EXTRACTION_<KEY>}):
 *       settings handed to the chosen extractor ({@code base-url}, {@code model}, {@code api-key}, … for
 *       extraction-openai), under its own namespace {@code attest.plugin.<id>.*}
 *       ({@code ATTEST_PLUGIN_<ID>_<KEY>}), which wins.</li>
 * </ul>
 * Built at start-up ({@link Context}): an unknown extractor or a bad setting stops the server.
 */
@Factory
public class MeetingExtractorWiring {

    private static final Logger LOG = LoggerFactory.getLogger(MeetingExtractorWiring.class);

    @Context
    MeetingExtractor meetingExtractor(LoadedPluginCatalog catalog, Environment environment,
                                      @Value("${attest.meetings.extractor:" + MeetingExtractors.DEFAULT + "}") String extractorId) {
        String wanted = extractorId == null || extractorId.isBlank() ? MeetingExtractors.DEFAULT : extractorId.strip();
        // The provider's own namespace (attest.plugin.<id>.*) wins over the capability's settings.
        ProviderSettings settings = PluginNamespaces.overlay(new ProviderSettings(settings(environment)),
                catalog.settings(MeetingExtractors.ALIASES.getOrDefault(wanted, wanted)));
        MeetingExtractor extractor = MeetingExtractors.choose(catalog.providers(MeetingExtractor.class), extractorId, settings);
        LOG.info("meeting memory uses meeting_extractor {} {} (settings: {})", extractor.id(), extractor.version(),
                settings.values().keySet());
        return extractor;
    }

    /** Every property under {@code attest.meetings.extraction}, keys relative to it ({@code base-url}). */
    private static Map<String, String> settings(Environment environment) {
        Map<String, String> values = new HashMap<>();
        Map<String, Object> raw = environment.getProperties("attest.meetings.extraction", StringConvention.RAW);
        raw.forEach((key, value) -> {
            if (value != null && !(value instanceof Map<?, ?>)) {
                values.put(key, String.valueOf(value));
            }
        });
        return values;
    }
}
