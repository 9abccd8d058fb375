package io.attest.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.server.api.CapturedLogs;
import io.attest.server.wiring.MeetingSearchIndex;
import io.attest.testsupport.TestDirectories;
import io.attest.testsupport.TestPostgres;
import io.micronaut.context.ApplicationContext;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A setting that is no longer read is named in a warning at startup, not ignored in silence. */
class RetiredSettingsTest {

    @RegisterExtension
    final CapturedLogs logs = CapturedLogs.of("io.attest.server.wiring.MeetingsWiring");

    @Test
    void theRetiredRebuildCommitIntervalIsNamedInAWarning() {
        Map<String, Object> properties = new HashMap<>(TestPostgres.freshDatabase().micronautProperties());
        properties.put("attest.plugins.dir", TestDirectories.temporary("attest-plugins").toString());
        properties.put("attest.data-dir", TestDirectories.temporary("attest-data").toString());
        properties.put("attest.meetings.index.rebuild-commit-interval", "30s");
        try (ApplicationContext context = ApplicationContext.run(properties)) {
            context.getBean(MeetingSearchIndex.class);
        }
        assertThat(logs.warnings()).anySatisfy(warning -> assertThat(warning)
                .contains("attest.meetings.index.rebuild-commit-interval (30s) is no longer read")
                .contains("rebuild-commit-chars characters of transcript text (16000000)"));
    }

    @Test
    void withoutItNothingIsSaid() {
        Map<String, Object> properties = new HashMap<>(TestPostgres.freshDatabase().micronautProperties());
        properties.put("attest.plugins.dir", TestDirectories.temporary("attest-plugins").toString());
        properties.put("attest.data-dir", TestDirectories.temporary("attest-data").toString());
        try (ApplicationContext context = ApplicationContext.run(properties)) {
            context.getBean(MeetingSearchIndex.class);
        }
        assertThat(logs.warnings()).noneSatisfy(warning -> assertThat(warning).contains("rebuild-commit-interval"));
    }
}
