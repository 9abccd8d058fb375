package io.attest.benchmarks.load;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * An open-loop HTTP load generator: requests go out on a fixed schedule, whether or not earlier
 * ones have been answered, and every latency is measured from the request's <em>planned</em> send
 * time. A server that stalls therefore shows the stall in every request that should have been sent
 * during it (no coordinated omission), unlike a closed-loop tool such as wrk, which waits for an
 * answer before sending the next request on a connection.
 *
 * <pre>
 * java -cp attest-benchmarks.jar io.attest.benchmarks.load.ConstantRateLoad \
 *     URL RATE DURATION WARMUP BODY_FILE [HEADER ...]
 * </pre>
 *
 * <ul>
 *   <li>{@code RATE}: requests per second (may be fractional); request i is planned at
 *       {@code start + i / RATE}.</li>
 *   <li>{@code DURATION}, {@code WARMUP}: seconds ({@code 60} or {@code 60s}); the warm-up runs
 *       first on the same schedule and is reported apart, never in the figures.</li>
 *   <li>{@code BODY_FILE}: sent as the body of a POST ({@code Content-Type: application/json}
 *       unless a header sets it); {@code -} sends GETs without a body.</li>
 *   <li>{@code HEADER}: {@code "Name: value"}, any number.</li>
 * </ul>
 *
 * System properties: {@code load.timeout} (seconds a request may take before it counts as an
 * error, default 10), {@code load.maxInFlight} (default 1,000: a request planned while that many
 * are unanswered is not sent and is counted as "not sent", a failure — the bound that keeps an
 * overloaded run from exhausting the generator), {@code load.hgrm} (a file for the full percentile
 * distribution of the measured latencies, in milliseconds, HdrHistogram's {@code .hgrm} layout).
 *
 * <p>HTTP/1.1 through the JDK's {@link HttpClient}: requests are sent asynchronously, and the
 * client opens as many keep-alive connections as there are requests in flight. The process exits
 * with 1 when any measured request failed, was not 2xx, was not sent or was not answered, else 0.
 * Every run is bounded: at most {@code (WARMUP + DURATION) × RATE} requests, then at most
 * {@code load.timeout} + 2 s of waiting for the last answers. Only loopback addresses are accepted
 * as targets.
 */
public final class ConstantRateLoad {

    /** Latencies in microseconds, up to one hour, 3 significant digits. */
    private static final long HIGHEST_MICROS = TimeUnit.HOURS.toMicros(1);

    private ConstantRateLoad() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 5) {
            System.err.println("usage: ConstantRateLoad URL RATE DURATION_S WARMUP_S BODY_FILE|- [\"Name: value\" ...]");
            System.exit(2);
        }
        URI uri = URI.create(args[0]);
        if (uri.getHost() == null) {
            throw new IllegalArgumentException("URL without a host: " + args[0]);
        }
        for (InetAddress address : InetAddress.getAllByName(uri.getHost())) {
            if (!address.isLoopbackAddress()) {
                throw new IllegalArgumentException("refusing to load " + uri.getHost() + " (" + address.getHostAddress()
                        + "): this generator only targets the loopback interface (127.0.0.0/8, ::1)");
            }
        }
        double rate = Double.parseDouble(args[1]);
        long durationS = seconds(args[2]);
        long warmupS = seconds(args[3]);
        byte[] body = args[4].equals("-") ? null : Files.readAllBytes(Path.of(args[4]));
        List<String[]> headers = new ArrayList<>();
        for (int i = 5; i < args.length; i++) {
            int colon = args[i].indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("header without 'Name: value': " + args[i]);
            }
            headers.add(new String[] {args[i].substring(0, colon).strip(), args[i].substring(colon + 1).strip()});
        }
        if (rate <= 0 || durationS <= 0 || warmupS < 0) {
            throw new IllegalArgumentException("RATE and DURATION must be > 0, WARMUP >= 0");
        }
        Duration timeout = Duration.ofSeconds(Long.getLong("load.timeout", 10));
        int maxInFlight = Integer.getInteger("load.maxInFlight", 1_000);
        String hgrm = System.getProperty("load.hgrm");

        HttpRequest.Builder builder = HttpRequest.newBuilder(uri).timeout(timeout);
        boolean contentType = false;
        for (String[] h : headers) {
            builder.header(h[0], h[1]);
            contentType |= h[0].equalsIgnoreCase("Content-Type");
        }
        if (body != null) {
            if (!contentType) {
                builder.header("Content-Type", "application/json");
            }
            builder.POST(HttpRequest.BodyPublishers.ofByteArray(body));
        } else {
            builder.GET();
        }
        HttpRequest request = builder.build();
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();

        Run run = new Run(client, request, rate, warmupS, durationS, maxInFlight);
        PrintStream out = System.out;
        out.printf("%s %s at %s req/s (every %.3f ms), warm-up %d s (%,d requests, not recorded), measured %d s"
                        + " (%,d requests)%s%n",
                request.method(), uri, fmt(rate), 1_000.0 / rate, warmupS, run.warmupCount, durationS,
                run.measuredCount, body == null ? "" : String.format(", body %,d bytes", body.length));
        run.go(timeout);
        run.report(out);
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            out.printf("generator CPU: %,d ms (warm-up included)%n", TimeUnit.NANOSECONDS.toMillis(os.getProcessCpuTime()));
        }
        if (hgrm != null) {
            try (PrintStream file = new PrintStream(hgrm, StandardCharsets.UTF_8)) {
                run.measured.outputPercentileDistribution(file, 1_000.0);
            }
            out.println("percentile distribution (ms): " + hgrm);
        }
        System.exit(run.measuredErrors.sum() + run.measuredNon2xx.sum() + run.unanswered() + run.measuredSkipped == 0 ? 0 : 1);
    }

    /** One schedule of requests and what came back. */
    private static final class Run {
        private final HttpClient client;
        private final HttpRequest request;
        private final double intervalNanos;
        private final int maxInFlight;
        private final AtomicLong inFlight = new AtomicLong();
        long maxInFlightSeen;
        long measuredSkipped;
        long warmupSkipped;
        final long warmupCount;
        final long measuredCount;

        /** From the planned send time: what a caller arriving on schedule sees. */
        final Histogram measured = new ConcurrentHistogram(1, HIGHEST_MICROS, 3);
        /** From the moment the generator actually sent: the service time alone, for comparison. */
        final Histogram measuredFromSend = new ConcurrentHistogram(1, HIGHEST_MICROS, 3);
        final Histogram warmup = new ConcurrentHistogram(1, HIGHEST_MICROS, 3);
        final LongAdder measuredErrors = new LongAdder();
        final LongAdder measuredNon2xx = new LongAdder();
        final LongAdder measuredCompleted = new LongAdder();
        final LongAdder warmupErrors = new LongAdder();
        final LongAdder warmupNon2xx = new LongAdder();
        final LongAdder responseBytes = new LongAdder();
        final Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();
        final Map<String, LongAdder> errorKinds = new ConcurrentHashMap<>();
        final AtomicReference<String> firstNon2xx = new AtomicReference<>();
        long maxSendLagNanos;
        long lateSends;
        long measuredStartNanos;
        long measuredLastSendNanos;

        Run(HttpClient client, HttpRequest request, double rate, long warmupS, long durationS, int maxInFlight) {
            this.client = client;
            this.maxInFlight = maxInFlight;
            this.request = request;
            this.intervalNanos = 1e9 / rate;
            this.warmupCount = Math.round(warmupS * rate);
            this.measuredCount = Math.round(durationS * rate);
        }

        void go(Duration timeout) throws InterruptedException {
            long total = warmupCount + measuredCount;
            long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
            for (long i = 0; i < total; i++) {
                long planned = start + (long) (i * intervalNanos);
                long now = System.nanoTime();
                while (now < planned) {
                    LockSupport.parkNanos(planned - now);
                    now = System.nanoTime();
                }
                boolean recorded = i >= warmupCount;
                if (recorded) {
                    if (i == warmupCount) {
                        measuredStartNanos = planned;
                    }
                    measuredLastSendNanos = now;
                    long lag = now - planned;
                    maxSendLagNanos = Math.max(maxSendLagNanos, lag);
                    if (lag > TimeUnit.MILLISECONDS.toNanos(1)) {
                        lateSends++;
                    }
                }
                if (inFlight.get() >= maxInFlight) {
                    // The server is this far behind: not sending is the only bounded choice left.
                    // Counted apart and as a failure, never as a latency.
                    if (recorded) {
                        measuredSkipped++;
                    } else {
                        warmupSkipped++;
                    }
                    continue;
                }
                maxInFlightSeen = Math.max(maxInFlightSeen, inFlight.incrementAndGet());
                send(planned, now, recorded);
            }
            long deadline = System.nanoTime() + timeout.toNanos() + TimeUnit.SECONDS.toNanos(2);
            while (inFlight.get() > 0 && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
        }

        private void send(long planned, long sent, boolean recorded) {
            client.sendAsync(request, HttpResponse.BodyHandlers.ofByteArray()).whenComplete((response, error) -> {
                long done = System.nanoTime();
                if (error != null) {
                    (recorded ? measuredErrors : warmupErrors).increment();
                    Throwable cause = error.getCause() != null ? error.getCause() : error;
                    errorKinds.computeIfAbsent(cause.getClass().getSimpleName(), k -> new LongAdder()).increment();
                } else {
                    responseBytes.add(response.body().length);
                    if (recorded) {
                        statuses.computeIfAbsent(response.statusCode(), k -> new LongAdder()).increment();
                    }
                    boolean ok = response.statusCode() / 100 == 2;
                    if (!ok) {
                        (recorded ? measuredNon2xx : warmupNon2xx).increment();
                        firstNon2xx.compareAndSet(null, response.statusCode() + " "
                                + new String(response.body(), StandardCharsets.UTF_8));
                    }
                    long micros = Math.max(1, TimeUnit.NANOSECONDS.toMicros(done - planned));
                    if (recorded) {
                        measured.recordValue(Math.min(micros, HIGHEST_MICROS));
                        measuredFromSend.recordValue(Math.min(Math.max(1, TimeUnit.NANOSECONDS.toMicros(done - sent)), HIGHEST_MICROS));
                        measuredCompleted.increment();
                    } else {
                        warmup.recordValue(Math.min(micros, HIGHEST_MICROS));
                    }
                }
                inFlight.decrementAndGet();
            });
        }

        long unanswered() {
            return inFlight.get();
        }

        void report(PrintStream out) {
            double window = (measuredLastSendNanos - measuredStartNanos) / 1e9;
            double sendRate = window > 0 ? (measuredCount - 1) / window : 0;
            out.printf("warm-up: %,d answered, errors %d, non-2xx %d, not sent %d, p50 %s ms, p99 %s ms, max %s ms%n",
                    warmup.getTotalCount(), warmupErrors.sum(), warmupNon2xx.sum(), warmupSkipped,
                    ms(warmup.getValueAtPercentile(50)), ms(warmup.getValueAtPercentile(99)), ms(warmup.getMaxValue()));
            out.printf("measured: count %,d, answered %,d, errors %d, non-2xx %d, not sent (%,d in flight) %d,"
                            + " unanswered at the end %d; scheduled at %.2f req/s; statuses %s%s%n",
                    measuredCount, measuredCompleted.sum(), measuredErrors.sum(), measuredNon2xx.sum(), maxInFlight,
                    measuredSkipped, unanswered(), sendRate, new TreeMap<>(statuses), errorKinds.isEmpty() ? "" : "; errors " + new TreeMap<>(errorKinds));
            out.printf("latency from planned send (ms): p50 %s  p90 %s  p99 %s  p99.9 %s  max %s  mean %s%n",
                    ms(measured.getValueAtPercentile(50)), ms(measured.getValueAtPercentile(90)),
                    ms(measured.getValueAtPercentile(99)), ms(measured.getValueAtPercentile(99.9)),
                    ms(measured.getMaxValue()), String.format("%.3f", measured.getMean() / 1_000));
            out.printf("latency from actual send  (ms): p50 %s  p90 %s  p99 %s  p99.9 %s  max %s%n",
                    ms(measuredFromSend.getValueAtPercentile(50)), ms(measuredFromSend.getValueAtPercentile(90)),
                    ms(measuredFromSend.getValueAtPercentile(99)), ms(measuredFromSend.getValueAtPercentile(99.9)),
                    ms(measuredFromSend.getMaxValue()));
            out.printf("generator: max send lag %.3f ms, sends more than 1 ms late %d, max in flight %,d; response bytes %,d%n",
                    maxSendLagNanos / 1e6, lateSends, maxInFlightSeen, responseBytes.sum());
            String sample = firstNon2xx.get();
            if (sample != null) {
                out.println("first non-2xx: " + (sample.length() > 500 ? sample.substring(0, 500) + "…" : sample));
            }
        }
    }

    private static String ms(long micros) {
        return String.format("%.3f", micros / 1_000.0);
    }

    private static String fmt(double rate) {
        return rate == Math.rint(rate) ? Long.toString((long) rate) : Double.toString(rate);
    }

    private static long seconds(String s) {
        String t = s.endsWith("s") ? s.substring(0, s.length() - 1) : s;
        return Long.parseLong(t);
    }
}
