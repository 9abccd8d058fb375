package io.attest.benchmarks.search;

import io.attest.adapters.search.LuceneTranscriptSearch;
import io.attest.plugin.api.meetings.search.SearchQuery;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Stream;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * The Lucene transcript search under load, in-process (no HTTP): what the provider itself costs.
 *
 * <pre>
 * java -cp attest-benchmarks.jar io.attest.benchmarks.search.TranscriptSearchLoad build DIR [ITEMS] [THREADS]
 * java -cp attest-benchmarks.jar io.attest.benchmarks.search.TranscriptSearchLoad pg-build DIR JDBC_URL [ITEMS]
 * java -cp attest-benchmarks.jar io.attest.benchmarks.search.TranscriptSearchLoad pg-rebuild DIR JDBC_URL [ITEMS]
 * java -cp attest-benchmarks.jar io.attest.benchmarks.search.TranscriptSearchLoad query DIR [RATE] [SECONDS] [WARMUP]
 * </pre>
 *
 * <ul>
 *   <li>{@code build}: deletes DIR, generates {@link SyntheticMeetings} up to ITEMS items (default
 *       100,000) over 200 accounts, indexes them with THREADS threads (default 2) and commits,
 *       without an embedding store: every vector is computed.</li>
 *   <li>{@code pg-build}: the same data with the PostgreSQL embedding store at JDBC_URL (an empty
 *       database, or one populated by an earlier run; user and password from DATABASE_USER and
 *       DATABASE_PASSWORD, default attest/attest): migrates it, inserts the accounts and transcripts,
 *       deletes DIR and indexes everything as the server's follower rebuilds (pages of 500 through
 *       {@code indexAll}, a commit every 16,000,000 characters of transcript, {@code -Drebuild.commitChars}); vectors the store
 *       lacks are computed and saved.</li>
 *   <li>{@code pg-rebuild}: deletes DIR (a new instance) and rebuilds the same way; every vector
 *       should come from PostgreSQL (the counts are printed).</li>
 *   <li>{@code query}: opens the index in DIR (a fresh JVM, like a server after a restart) and
 *       sends generated questions open-loop at RATE per second (default 100): question i is due
 *       at {@code start + i / RATE} whether or not earlier ones are answered, and its latency is
 *       measured from that due time (no coordinated omission). WARMUP seconds (default 20) first,
 *       not recorded, then SECONDS (default 60). Prints the percentiles and the process's
 *       resident memory, sampled every second.</li>
 * </ul>
 */
public final class TranscriptSearchLoad {

    private static final int ACCOUNTS = 200;
    private static final long SEED = 20261125L;
    private static final PrintStream OUT = System.out;

    private TranscriptSearchLoad() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: TranscriptSearchLoad build DIR [ITEMS] [THREADS] | pg-build DIR JDBC_URL [ITEMS]"
                    + " | pg-rebuild DIR JDBC_URL [ITEMS] | probe DIR [COUNT] | query DIR [RATE] [SECONDS] [WARMUP]");
            System.exit(2);
        }
        Path dir = Path.of(args[1]);
        machine();
        try {
            run(args, dir);
        } catch (Throwable e) {
            e.printStackTrace();
            System.exit(1);
        }
        System.exit(0);
    }

    private static void run(String[] args, Path dir) throws Exception {
        switch (args[0]) {
            case "build" -> build(dir, args.length > 2 ? Integer.parseInt(args[2]) : 100_000, args.length > 3 ? Integer.parseInt(args[3]) : 2);
            case "rebuild" -> rebuild(dir, args.length > 2 ? Integer.parseInt(args[2]) : 100_000, args.length > 3 ? Integer.parseInt(args[3]) : 2);
            case "pg-build" -> pgBuild(dir, args[2], args.length > 3 ? Integer.parseInt(args[3]) : 100_000);
            case "pg-rebuild" -> pgRebuild(dir, args[2], args.length > 3 ? Integer.parseInt(args[3]) : 100_000);
            case "probe" -> probe(dir, args.length > 2 ? Integer.parseInt(args[2]) : 2_000);
            case "query" -> query(dir, args.length > 2 ? Double.parseDouble(args[2]) : 100, args.length > 3 ? Integer.parseInt(args[3]) : 60,
                    args.length > 4 ? Integer.parseInt(args[4]) : 20);
            default -> throw new IllegalArgumentException("build, rebuild, pg-build, pg-rebuild, probe or query: " + args[0]);
        }
    }

    private static void build(Path dir, int items, int threads) throws Exception {
        deleteRecursively(dir);
        List<TranscriptDocument> transcripts = generate(items);
        long chars = transcripts.stream().mapToLong(t -> t.text().length()).sum();

        LuceneTranscriptSearch search = new LuceneTranscriptSearch();
        long t0 = System.nanoTime();
        search.open(dir);
        search.search(new SearchQuery("acct_none", "load the model", null, null, List.of(), 1)); // model load, not counted
        OUT.printf("open + model load: %.1f s%n", seconds(System.nanoTime() - t0));

        double cold = indexAll(search, transcripts, threads);
        long vectors = search.computedVectors();
        OUT.printf("build without an embedding store (every vector computed): %.1f s, %,d vectors (items + passages), "
                + "%.2f ms of wall time per vector, %,d KB/s of transcript%n", cold, vectors, cold * 1000 / vectors,
                Math.round(chars / 1024.0 / cold));
        search.close();
        OUT.printf("index on disk: %,d MB%n", size(dir.resolve("index")) >> 20);
    }

    /** Without a store, a rebuild computes every vector again: the same as {@link #build}, kept for old commands. */
    private static void rebuild(Path dir, int items, int threads) throws Exception {
        build(dir, items, threads);
    }

    /**
     * The first build of an index whose vectors go to PostgreSQL: migrates the database, inserts the
     * synthetic accounts and transcripts (the vectors' foreign key), deletes DIR, then indexes
     * everything the way the server's follower rebuilds — pages of 500 transcripts through
     * {@code indexAll}, a commit at most every 30 s, one calling thread (the provider spreads the work over the
     * cores). Every vector is computed and saved.
     */
    private static void pgBuild(Path dir, String url, int items) throws Exception {
        List<TranscriptDocument> transcripts = generate(items);
        try (PostgresVectors store = PostgresVectors.connect(url, user(), password())) {
            long t0 = System.nanoTime();
            store.populate(transcripts);
            OUT.printf("database migrated and populated (accounts, transcripts) in %.1f s; vectors stored before: %,d%n",
                    seconds(System.nanoTime() - t0), store.storedVectors());
            deleteRecursively(dir);
            pagedRebuild(dir, store, transcripts, "first build with the PostgreSQL store (vectors computed and saved)");
            OUT.printf("vectors in PostgreSQL: %,d, table with its indexes %s%n", store.storedVectors(), store.tableSize());
        }
    }

    /** A new instance (DIR deleted, nothing on disk) rebuilding from the vectors kept in PostgreSQL. */
    private static void pgRebuild(Path dir, String url, int items) throws Exception {
        List<TranscriptDocument> transcripts = generate(items);
        try (PostgresVectors store = PostgresVectors.connect(url, user(), password())) {
            store.populate(transcripts); // no-op when pg-build populated it (adds items and changes of older runs)
            OUT.printf("vectors in PostgreSQL: %,d%n", store.storedVectors());
            deleteRecursively(dir);
            pagedRebuild(dir, store, transcripts, "rebuild after deleting the whole directory (vectors from PostgreSQL)");
        }
    }

    private static void pagedRebuild(Path dir, PostgresVectors store, List<TranscriptDocument> transcripts, String what) throws Exception {
        long chars = transcripts.stream().mapToLong(t -> t.text().length()).sum();
        int items = transcripts.stream().mapToInt(t -> t.items().size()).sum();
        LuceneTranscriptSearch search = new LuceneTranscriptSearch();
        long t0 = System.nanoTime();
        search.open(dir, store);
        search.search(new SearchQuery("acct_none", "load the model", null, null, List.of(), 1)); // model load, not counted
        OUT.printf("open + model load: %.1f s%n", seconds(System.nanoTime() - t0));
        double cpu0 = processCpuSeconds();
        t0 = System.nanoTime();
        search.clear();
        // as the server's follower: a commit once attest.meetings.index.rebuild-commit-chars characters of
        // transcript text have been indexed since the last one, and at the end
        long commitChars = Long.getLong("rebuild.commitChars", 16_000_000);
        long uncommitted = 0;
        int commits = 0;
        for (int from = 0; from < transcripts.size(); from += 500) {
            List<TranscriptDocument> page = transcripts.subList(from, Math.min(transcripts.size(), from + 500));
            search.indexAll(page);
            uncommitted += page.stream().mapToLong(t -> t.text().length()).sum();
            if (from + 500 >= transcripts.size() || uncommitted >= commitChars) {
                search.commit();
                uncommitted = 0;
                commits++;
            }
            if (from % 2_500 == 0) {
                OUT.printf("  %,d transcripts after %.0f s%n", from + 500, seconds(System.nanoTime() - t0));
            }
        }
        double elapsed = seconds(System.nanoTime() - t0);
        OUT.printf("%s: %.1f s, %,d items/s, %,d KB/s of transcript; process CPU %.0f s; %d commits%n", what, elapsed,
                Math.round(items / elapsed), Math.round(chars / 1024.0 / elapsed), processCpuSeconds() - cpu0, commits);
        OUT.printf("  vectors computed by the model: %,d; taken from PostgreSQL: %,d; saved: %,d%n", search.computedVectors(),
                search.storedVectors(), store.saved.sum());
        OUT.printf("  time in PostgreSQL: reading vectors %.1f s, saving %.1f s%n", seconds(store.readNanos.sum()),
                seconds(store.writeNanos.sum()));
        search.close();
        OUT.printf("index on disk: %,d MB%n", size(dir.resolve("index")) >> 20);
    }

    private static List<TranscriptDocument> generate(int items) {
        long t0 = System.nanoTime();
        List<TranscriptDocument> transcripts = new SyntheticMeetings(ACCOUNTS, SEED).transcripts(items);
        long chars = transcripts.stream().mapToLong(t -> t.text().length()).sum();
        OUT.printf("generated %,d transcripts, %,d items, %,d characters of transcript in %.1f s%n", transcripts.size(),
                transcripts.stream().mapToInt(t -> t.items().size()).sum(), chars, seconds(System.nanoTime() - t0));
        return transcripts;
    }

    private static String user() {
        return System.getenv().getOrDefault("DATABASE_USER", "attest");
    }

    private static String password() {
        return System.getenv().getOrDefault("DATABASE_PASSWORD", "attest");
    }

    private static double processCpuSeconds() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime() / 1e9;
    }

    private static double indexAll(LuceneTranscriptSearch search, List<TranscriptDocument> transcripts, int threads) throws Exception {
        long t0 = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        AtomicLong next = new AtomicLong();
        List<Future<?>> workers = new ArrayList<>();
        for (int w = 0; w < threads; w++) {
            workers.add(pool.submit(() -> {
                for (long i = next.getAndIncrement(); i < transcripts.size(); i = next.getAndIncrement()) {
                    search.index(transcripts.get((int) i));
                    if (i % 20_000 == 0) {
                        OUT.printf("  %,d transcripts after %.0f s%n", i, seconds(System.nanoTime() - t0));
                    }
                }
                return null;
            }));
        }
        for (Future<?> worker : workers) {
            worker.get();
        }
        pool.shutdown();
        search.commit();
        return seconds(System.nanoTime() - t0);
    }

    /**
     * Questions one after another on one thread, timed by that thread's CPU time (which another
     * process on the machine barely changes): what one question costs, without queueing.
     */
    private static void probe(Path dir, int count) throws Exception {
        LuceneTranscriptSearch search = new LuceneTranscriptSearch();
        search.open(dir);
        SyntheticMeetings meetings = new SyntheticMeetings(ACCOUNTS, SEED);
        SplittableRandom random = new SplittableRandom(SEED + 2);
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Histogram cpu = new Histogram(1, TimeUnit.HOURS.toMicros(1), 3);
        com.sun.management.ThreadMXBean allocation = (com.sun.management.ThreadMXBean) threads;
        long allocated = 0;
        for (int i = 0; i < count * 2; i++) {
            SearchQuery query = meetings.query(random);
            long bytes = allocation.getCurrentThreadAllocatedBytes();
            long begin = threads.getCurrentThreadCpuTime();
            search.search(query);
            long used = threads.getCurrentThreadCpuTime() - begin;
            if (i >= count) { // the first half warms up
                cpu.recordValue(Math.max(1, used / 1_000));
                allocated += allocation.getCurrentThreadAllocatedBytes() - bytes;
            }
        }
        OUT.printf("allocated per question: %,d KB%n", allocated / count / 1024);
        OUT.printf("CPU per question, one thread, %,d questions (ms): mean %.2f  p50 %.2f  p90 %.2f  p99 %.2f  max %.2f%n",
                count, cpu.getMean() / 1000.0, ms(cpu, 50), ms(cpu, 90), ms(cpu, 99), cpu.getMaxValue() / 1000.0);
        search.close();
    }

    private static void query(Path dir, double rate, int measuredSeconds, int warmupSeconds) throws Exception {
        Memory before = Memory.now();
        LuceneTranscriptSearch search = new LuceneTranscriptSearch();
        long t0 = System.nanoTime();
        search.open(dir);
        OUT.printf("opened %s in %.1f s (applied sequence %,d); RSS before open %,d MB%n", dir, seconds(System.nanoTime() - t0),
                search.appliedSequence(), before.rss() >> 20);
        SyntheticMeetings meetings = new SyntheticMeetings(ACCOUNTS, SEED);
        SplittableRandom random = new SplittableRandom(SEED + 1);
        int warmup = (int) Math.round(warmupSeconds * rate);
        int total = warmup + (int) Math.round(measuredSeconds * rate);
        List<SearchQuery> queries = new ArrayList<>(total);
        for (int i = 0; i < total; i++) {
            queries.add(meetings.query(random));
        }
        Histogram measured = new ConcurrentHistogram(1, TimeUnit.HOURS.toMicros(1), 3);
        Histogram service = new ConcurrentHistogram(1, TimeUnit.HOURS.toMicros(1), 3);
        LongAdder errors = new LongAdder();
        LongAdder hits = new LongAdder();
        // Twice the cores: enough to overlap, few enough not to time-slice; waiting in the queue counts
        // in the latency, which runs from the due time.
        ExecutorService pool = Executors.newFixedThreadPool(Integer.getInteger("load.workers", 2 * Runtime.getRuntime().availableProcessors()));
        Memory[] peak = {Memory.now()};
        Thread sampler = Thread.ofPlatform().daemon().start(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                Memory now = Memory.now();
                if (now.rss() > peak[0].rss()) {
                    peak[0] = now;
                }
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        long interval = (long) (1e9 / rate);
        long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
        List<Future<?>> pending = new ArrayList<>(total);
        for (int i = 0; i < total; i++) {
            long due = start + i * interval;
            for (long now = System.nanoTime(); now < due; now = System.nanoTime()) {
                LockSupport.parkNanos(due - now);
            }
            SearchQuery query = queries.get(i);
            boolean recorded = i >= warmup;
            pending.add(pool.submit(() -> {
                long begin = System.nanoTime();
                try {
                    hits.add(search.search(query).size());
                } catch (RuntimeException e) {
                    errors.increment();
                }
                long end = System.nanoTime();
                if (recorded) {
                    measured.recordValue(Math.min(measured.getHighestTrackableValue(), Math.max(1, (end - due) / 1_000)));
                    service.recordValue(Math.min(service.getHighestTrackableValue(), Math.max(1, (end - begin) / 1_000)));
                }
            }));
        }
        for (Future<?> f : pending) {
            f.get();
        }
        pool.shutdown();
        sampler.interrupt();
        Memory after = Memory.now();
        OUT.printf("%,d questions at %.0f/s (warm-up %,d not recorded), %,d errors, %.1f matches per question%n",
                total - warmup, rate, warmup, errors.sum(), hits.sum() / (double) total);
        OUT.printf("latency from the due time (ms): p50 %.2f  p90 %.2f  p99 %.2f  p99.9 %.2f  max %.2f%n",
                ms(measured, 50), ms(measured, 90), ms(measured, 99), ms(measured, 99.9), measured.getMaxValue() / 1000.0);
        OUT.printf("service time alone (ms):      p50 %.2f  p90 %.2f  p99 %.2f  p99.9 %.2f  max %.2f%n",
                ms(service, 50), ms(service, 90), ms(service, 99), ms(service, 99.9), service.getMaxValue() / 1000.0);
        OUT.printf("resident memory: peak %,d MB (anonymous %,d MB, file-backed %,d MB), at the end %,d MB; heap used %,d MB of %,d MB max%n",
                peak[0].rss() >> 20, peak[0].anon() >> 20, peak[0].file() >> 20, after.rss() >> 20,
                (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) >> 20, Runtime.getRuntime().maxMemory() >> 20);
        OUT.println("load average at the end: " + Files.readString(Path.of("/proc/loadavg")).trim());
        OUT.printf("process CPU: %.1f s%n", ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1e9);
        search.close();
    }

    /** VmRSS, RssAnon and RssFile of this process, in bytes (Linux). */
    private record Memory(long rss, long anon, long file) {
        static Memory now() {
            try {
                Map<String, Long> values = new java.util.HashMap<>();
                for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                    String[] parts = line.split("\\s+");
                    if (parts.length >= 2 && (line.startsWith("VmRSS") || line.startsWith("RssAnon") || line.startsWith("RssFile"))) {
                        values.put(parts[0], Long.parseLong(parts[1]) * 1024);
                    }
                }
                return new Memory(values.getOrDefault("VmRSS:", 0L), values.getOrDefault("RssAnon:", 0L), values.getOrDefault("RssFile:", 0L));
            } catch (IOException e) {
                return new Memory(0, 0, 0);
            }
        }
    }

    private static void machine() {
        Runtime runtime = Runtime.getRuntime();
        try {
            OUT.println("load average at start: " + Files.readString(Path.of("/proc/loadavg")).trim());
        } catch (IOException e) {
            // not Linux
        }
        OUT.printf("java %s (%s), %d processors, max heap %,d MB, args %s%n", System.getProperty("java.version"),
                System.getProperty("java.vm.name"), runtime.availableProcessors(), runtime.maxMemory() >> 20,
                ManagementFactory.getRuntimeMXBean().getInputArguments());
    }

    private static double ms(Histogram histogram, double percentile) {
        return histogram.getValueAtPercentile(percentile) / 1000.0;
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }

    private static long size(Path path) throws IOException {
        try (Stream<Path> files = Files.walk(path)) {
            return files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }

    private static void deleteRecursively(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
