package io.attest.benchmarks;

import io.attest.domain.deal.AddressNormalizer;
import io.attest.domain.deal.AddressParse;
import io.attest.domain.deal.DealAnalyzer;
import io.attest.domain.deal.DealReport;
import io.attest.domain.deal.DealTerms;
import io.attest.plugin.api.deal.MarketLookup;
import io.attest.plugin.api.deal.NormalizedAddress;
import io.attest.domain.deal.UspsTables;
import io.attest.domain.deal.VerdictThresholds;
import io.attest.plugins.marketbundled.BundledMarketDataProvider;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The rental deal analyzer on one core: address normalisation (ops/s = addresses per second over a
 * mix of 40 free-form addresses, a quarter of them refused) and the whole analysis of one address
 * without HTTP (normalise, bundled market lookup, math, flags, verdict, reasoning).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class DealBenchmark {

    static final List<String> ADDRESSES = List.of(
            "9 south oak boulevard unit 3, dayton, ohio 45402",
            "Unit 2B, 77 Harbor Rd., Tacoma WA 98402-1234",
            "1320 West 400 North, Provo, UT",
            "101 1/2 Main Street, Springfield, IL 62701",
            "289-01 Montgomery Avenue, Queens, NY 11101",
            "123 Main St Apt 4 Springfield IL 62701",
            "100 Mill Creek Rd Ithaca NY 14850",
            "123 Main St Park City UT 84060",
            "100 Broadway New York NY 10005",
            "456 Mount Vernon Place, Baltimore, MD 21202",
            "123 Main St., Ste. 200, St. Louis, MO 63101",
            "5 N.W. 10th Ave, Miami, Fla. 33136",
            "1600 Pennsylvania Avenue NW, Washington, DC 20500",
            "350 Fifth Avenue, Floor 34, New York, NY 10118",
            "200 E Main St Apt 3B, Columbus OH 43215-1234",
            "500 W Madison St #1000, Chicago, IL 60661",
            "12 Lake Shore Dr Lake Forest IL 60045",
            "20 W 34th St, New York, New York 10001",
            "233 S Wacker Dr Suite 9400 Chicago IL 60606",
            "2100 Bay Shore Parkway, Brooklyn, NY 11214",
            "3 Brookside Ct., Apt. B, Nashville, Tenn. 37205",
            "16 Cañon Road, Santa Fe, NM 87501",
            "1 Harbor Pointe Blvd Bldg 3 Apt 210, Annapolis, MD 21401",
            "400 Park Avenue South, New York, NY 10016",
            "3650 Las Vegas Blvd S, Las Vegas, NV 89109",
            "1500 Marilla St, Dallas, TX 75201",
            "700 Lavaca Street, Austin, Texas 78701",
            "27 Hwy 50 Lake Tahoe CA",
            "12 Church St South Burlington VT 05403",
            "1010 Mockingbird Ln Dallas Tex 75247",
            "P.O. Box 123, Springfield, IL 62701",
            "RR 2 Box 15, Mayberry, NC 27030",
            "PSC 1234 Box 5678, APO AE 09012",
            "123 Main St, Toronto, ON M5V 2T6",
            "10 Downing St, London SW1A 2AA, UK",
            "123 Main St, Springfield, ZZ 62701",
            "123 Main St, Springfield, IL 6270",
            "Main Street, Springfield, IL 62701",
            "asdfgh qwerty",
            "13 rue de Rivoli, 75001 Paris, France");

    private final AddressNormalizer normalizer = new AddressNormalizer(UspsTables.bundled());
    private final BundledMarketDataProvider provider = new BundledMarketDataProvider();
    private final DealAnalyzer analyzer = new DealAnalyzer();
    private final LocalDate today = LocalDate.of(2026, 11, 22);
    private String[] addresses;

    @Setup
    public void setUp() {
        addresses = ADDRESSES.toArray(String[]::new);
    }

    @Benchmark
    @OperationsPerInvocation(40)
    public void normalize(Blackhole blackhole) {
        for (String address : addresses) {
            blackhole.consume(normalizer.parse(address));
        }
    }

    @Benchmark
    public DealReport analyze() {
        NormalizedAddress address = normalizer.parse("1500 marilla street, dallas, texas 75201").orThrow();
        MarketLookup lookup = provider.lookup(address);
        return analyzer.analyze(address, ((MarketLookup.Found) lookup).snapshot(), DealTerms.defaults(),
                VerdictThresholds.DEFAULTS, today);
    }

    @Benchmark
    public AddressParse normalizeOne() {
        return normalizer.parse("9 south oak boulevard unit 3, dayton, ohio 45402");
    }
}
