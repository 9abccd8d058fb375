package io.attest.adapters.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.meetings.search.TranscriptSearch;
import io.attest.plugin.api.meetings.search.TranscriptSearch;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

class ServiceRegistrationTest {

    @Test
    void theServerFindsTheProviderByServiceLoader() {
        assertThat(ServiceLoader.load(TranscriptSearch.class).stream().map(ServiceLoader.Provider::get))
                .singleElement()
                .satisfies(provider -> {
                    assertThat(provider).isInstanceOf(LuceneTranscriptSearch.class);
                    assertThat(provider.id()).isEqualTo("lucene");
                    assertThat(provider.version()).matches("\\d+\\.\\d+\\.\\d+");
                    assertThat(provider.spiVersion()).isEqualTo(TranscriptSearch.SPI_VERSION);
                });
    }
}
