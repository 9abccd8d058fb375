package io.attest.server.wiring;

import io.attest.application.operations.OperationHandler;
import io.attest.application.voice.DeleteVoiceProfile;
import io.attest.application.voice.ExportVoiceProfile;
import io.attest.application.voice.GenerateVariants;
import io.attest.application.voice.ImportVoiceProfile;
import io.attest.application.voice.TextGenerators;
import io.attest.application.voice.TrainJob;
import io.attest.application.voice.TrainVoiceProfile;
import io.attest.domain.operations.port.OperationQueue;
import io.attest.plugin.api.ProviderSettings;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.plugin.api.voice.TextGenerator;
import io.attest.domain.voice.port.VoiceProfileRepository;
import io.attest.server.plugins.LoadedPluginCatalog;
import io.attest.server.plugins.PluginNamespaces;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.env.Environment;
import io.micronaut.core.naming.conventions.StringConvention;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Voice profiles: the text generator chosen by configuration, the use cases and the asynchronous
 * training handler.
 *
 * <ul>
 *   <li>{@code attest.voice.generator} (environment {@code ATTEST_VOICE_GENERATOR}): the id of a loaded
 *       {@code text_generator} — {@code textgen-builtin} (default), {@code textgen-openai}, or a drop-in
 *       plugin's id; {@code builtin} and {@code openai} are short names;</li>
 *   <li>{@code attest.voice.generation.*} (environment {@code ATTEST_VOICE_GENERATION_<KEY>}): settings handed
 *       to the chosen generator ({@code base-url}, {@code model}, {@code api-key}, {@code send-samples}, … for
 *       textgen-openai), under its own namespace {@code attest.plugin.<id>.*}
 *       ({@code ATTEST_PLUGIN_<ID>_<KEY>}), which wins.</li>
 * </ul>
 * Built at start-up ({@link Context}): an unknown generator or a bad setting stops the server.
 */
@Factory
public class VoiceWiring {

    private static final Logger LOG = LoggerFactory.getLogger(VoiceWiring.class);

    @Context
    TextGenerator textGenerator(LoadedPluginCatalog catalog, Environment environment,
                                @Value("${attest.voice.generator:}") String generatorId) {
        String wanted = generatorId == null || generatorId.isBlank() ? TextGenerators.DEFAULT : generatorId.strip();
        // The provider's own namespace (attest.plugin.<id>.*) wins over the capability's settings.
        ProviderSettings settings = PluginNamespaces.overlay(new ProviderSettings(settings(environment)),
                catalog.settings(TextGenerators.ALIASES.getOrDefault(wanted, wanted)));
        TextGenerator generator = TextGenerators.choose(catalog.providers(TextGenerator.class), generatorId, settings);
        LOG.info("voice profiles generate with text_generator {} {} (settings: {})", generator.id(), generator.version(),
                settings.values().keySet());
        return generator;
    }

    /** Every property under {@code attest.voice.generation}, keys relative to it ({@code base-url}). */
    private static Map<String, String> settings(Environment environment) {
        Map<String, String> values = new HashMap<>();
        environment.getProperties("attest.voice.generation", StringConvention.RAW).forEach((key, value) -> {
            if (value != null && !(value instanceof Map<?, ?>)) {
                values.put(key, String.valueOf(value));
            }
        });
        return values;
    }

    @Singleton
    TrainVoiceProfile trainVoiceProfile(VoiceProfileRepository profiles, OperationQueue queue, TransactionBoundary tx, Clock clock) {
        return new TrainVoiceProfile(profiles, queue, tx, clock);
    }

    @Singleton
    OperationHandler voiceTrainJob(VoiceProfileRepository profiles, TransactionBoundary tx, Clock clock) {
        return new TrainJob(profiles, tx, clock);
    }

    @Singleton
    GenerateVariants generateVariants(VoiceProfileRepository profiles, TextGenerator generator, TransactionBoundary tx) {
        return new GenerateVariants(profiles, generator, tx, LOG::debug);
    }

    @Singleton
    ExportVoiceProfile exportVoiceProfile(VoiceProfileRepository profiles, TransactionBoundary tx, Clock clock) {
        return new ExportVoiceProfile(profiles, tx, clock);
    }

    @Singleton
    ImportVoiceProfile importVoiceProfile(VoiceProfileRepository profiles, TransactionBoundary tx, Clock clock) {
        return new ImportVoiceProfile(profiles, tx, clock);
    }

    @Singleton
    DeleteVoiceProfile deleteVoiceProfile(VoiceProfileRepository profiles, TransactionBoundary tx) {
        return new DeleteVoiceProfile(profiles, tx);
    }
}
