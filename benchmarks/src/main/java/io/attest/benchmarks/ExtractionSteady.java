package io.attest.benchmarks;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;

/**
 * Citation extraction of one build ({@code CitationCheck.citations(legal pack, 1 MB)}, its jar in a class
 * loader of its own as in {@link ExtractionAB}) after a long warm-up, alone in its JVM: the mean thread CPU
 * time per operation over a time. A check against {@link ExtractionAB}, whose two builds share one JIT and
 * one heap: run it for each build in turn, and again in the other order.
 * {@code java -Xmx2g -cp attest-benchmarks.jar io.attest.benchmarks.ExtractionSteady BUILD.jar dense|prose WARMUP_SECONDS SECONDS [RECOGNISER]} (the recogniser as in {@link ExtractionAB})
 */
public final class ExtractionSteady {

    private ExtractionSteady() {
    }

    public static void main(String[] args) throws Exception {
        ExtractionAB.Side side = ExtractionAB.side(args[0], args[1], args.length > 4 ? args[4] : null);
        long warmUp = Long.parseLong(args[2]) * 1_000_000_000L;
        long measured = Long.parseLong(args[3]) * 1_000_000_000L;
        ThreadMXBean clock = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long until = System.nanoTime() + warmUp;
        while (System.nanoTime() < until) {
            side.run();
        }
        long started = clock.getCurrentThreadCpuTime();
        int operations = 0;
        until = System.nanoTime() + measured;
        while (System.nanoTime() < until) {
            side.run();
            operations++;
        }
        System.out.printf("%s %s: CPU %.2f ms per operation over %d operations after %s s of warm-up%n",
                args[0], args[1], (clock.getCurrentThreadCpuTime() - started) / 1e6 / operations, operations, args[2]);
    }
}
