package com.acme.attest.marketcsv;

import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.plugin.api.deal.MarketLookup;
import io.attest.plugin.api.deal.NormalizedAddress;
import java.nio.file.Path;

/**
 * Market figures from the customer's own CSV file, for the rental deal analyzer. The server finds
 * this class through {@code META-INF/services/io.attest.plugin.api.deal.MarketDataProvider},
 * constructs it with the no-argument constructor, and, when the operator chooses it
 * ({@code ATTEST_DEAL_MARKET_PROVIDER=acme-market-csv}), calls {@link #configure} once with its
 * settings; only the instance {@code configure} returns serves.
 *
 * <p>Setting {@code file} ({@code ATTEST_PLUGIN_ACME_MARKET_CSV_FILE}): the path of the CSV file,
 * read once at start-up (restart the server to read a new file). A missing or malformed file stops
 * start-up with a message naming the line.
 */
public final class CsvMarketDataProvider implements MarketDataProvider {

    public static final String ID = "acme-market-csv";
    public static final String VERSION = "1.0.0";

    /** Null until {@link #configure}: the instance the server constructs only describes itself. */
    private final MarketFile file;

    public CsvMarketDataProvider() {
        this(null);
    }

    private CsvMarketDataProvider(MarketFile file) {
        this.file = file;
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
        // inlined by javac: a server speaking another version of this SPI refuses the jar at load
        return MarketDataProvider.SPI_VERSION;
    }

    /** @throws IllegalArgumentException when {@code file} is not set, unreadable or malformed */
    @Override
    public MarketDataProvider configure(ProviderSettings settings) {
        Path path = Path.of(settings.required("file"));
        return new CsvMarketDataProvider(MarketFile.read(path));
    }

    @Override
    public MarketLookup lookup(NormalizedAddress address) {
        if (file == null) {
            return new MarketLookup.Unavailable("the market file is not configured", null);
        }
        return file.rowFor(address)
                .<MarketLookup>map(row -> new MarketLookup.Found(row.snapshot(ID + " " + VERSION + " (" + file.name() + ")")))
                .orElseGet(MarketLookup.NoData::new);
    }
}
