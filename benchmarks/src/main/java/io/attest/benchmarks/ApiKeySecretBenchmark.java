package io.attest.benchmarks;

import io.attest.domain.accounts.ApiKeySecret;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The CPU work every /v1 request does before its database lookup ({@code AuthenticateApiKey}):
 * parse the bearer token (shape + CRC32 checksum), then SHA-256 it to get the lookup key. A key
 * with a wrong checksum must be turned away before any hashing, so it is measured on its own.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ApiKeySecretBenchmark {

    /** Non-final fields so the JIT cannot constant-fold the inputs. */
    private String validKey;
    private String wrongChecksumKey;

    @Setup
    public void setUp() {
        validKey = ApiKeySecret.generate().reveal();
        wrongChecksumKey = withWrongChecksum(validKey);
        if (ApiKeySecret.parse(validKey).isEmpty()) {
            throw new IllegalStateException("a generated key must parse");
        }
        if (ApiKeySecret.parse(wrongChecksumKey).isPresent()) {
            throw new IllegalStateException("a key with a wrong checksum must be rejected");
        }
    }

    /** Same shape (prefix, length, base62 only), last checksum character changed. */
    static String withWrongChecksum(String key) {
        char last = key.charAt(key.length() - 1);
        char other = last == 'A' ? 'B' : 'A';
        return key.substring(0, key.length() - 1) + other;
    }

    /** Shape and checksum only. */
    @Benchmark
    public Optional<ApiKeySecret> parseValid() {
        return ApiKeySecret.parse(validKey);
    }

    /** What a request with a real key costs before the database: parse, then the SHA-256 hex to look up. */
    @Benchmark
    public String parseAndSha256Valid() {
        return ApiKeySecret.parse(validKey).orElseThrow().sha256();
    }

    /** A mistyped or made-up key: rejected by the checksum, never hashed, never looked up. */
    @Benchmark
    public Optional<ApiKeySecret> parseWrongChecksum() {
        return ApiKeySecret.parse(wrongChecksumKey);
    }

    /** Key creation: 30 characters from SecureRandom plus the checksum. */
    @Benchmark
    public ApiKeySecret generate() {
        return ApiKeySecret.generate();
    }
}
