package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.attest.server.api.WebhookFixtures.Tenant;
import io.attest.server.voice.ScriptedTextGenerator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Real exports, with and without samples, are valid against the JSON Schema the docs publish. */
class VoiceExportSchemaApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of("attest.voice.generator", ScriptedTextGenerator.ID));

    static JsonSchema schema() throws Exception {
        JsonNode schema = ApiClient.JSON.readTree(Files.readString(Path.of("../docs/voice-profile.schema.json")));
        SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(schema, config);
    }

    @Test
    void exportsAreValidAgainstThePublishedSchemaAndABrokenOneIsNot() throws Exception {
        JsonSchema schema = schema();
        Tenant tenant = Tenant.create(server.get());
        String id = VoiceFixtures.trained(server.get(), tenant);
        String emoji = VoiceFixtures.train(server.get(), tenant, VoiceFixtures.trainBody(List.of(
                "Morning run done 🏃‍♀️ #running #habits", "New post on the blog: https://example.com/p @ana #writing",
                "Coffee first.\nThen code.\nThen more coffee ☕", "Why I stopped using dark mode 🌞 #design",
                "Shipped it! 🚀🚀 Thanks @ben and @cleo #release #team"), null)).json().get("profile_id").asText();

        for (String profile : List.of(id, emoji)) {
            for (String query : List.of("", "?include_samples=true")) {
                JsonNode document = VoiceFixtures.export(server.get(), tenant, profile, query).json();
                Set<ValidationMessage> errors = schema.validate(document);
                assertThat(errors).as(profile + query + " " + document).isEmpty();
            }
        }

        ObjectNode broken = (ObjectNode) VoiceFixtures.export(server.get(), tenant, id, "").json();
        broken.put("version", 2);
        ((ObjectNode) broken.get("format_habits")).put("emoji", -1);
        assertThat(schema.validate(broken)).hasSizeGreaterThanOrEqualTo(2);
    }
}
