package io.attest.benchmarks;

import com.password4j.Argon2Function;
import com.password4j.Password;
import com.password4j.types.Argon2;
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
 * Password hashing as the server does it at sign-up (hash) and login (verify), which bounds how many
 * of those one core can serve.
 *
 * <p>The parameters and the password4j calls are a copy of
 * {@code server/src/main/java/io/attest/server/security/Argon2idPasswordHasher.java} (Argon2id,
 * 19 MiB, t=2, p=1, 32-byte hash, 16-byte random salt, PHC string; verify reads the parameters back
 * from the stored hash). The benchmark does not depend on the server module, which would bring
 * Micronaut in. If those parameters change, change them here too (or move the hasher to a module
 * both can use; see benchmarks/README.md).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class Argon2idBenchmark {

    // Same values as Argon2idPasswordHasher.
    static final int MEMORY_KIB = 19 * 1024;
    static final int ITERATIONS = 2;
    static final int PARALLELISM = 1;
    static final int HASH_LENGTH = 32;
    static final int SALT_LENGTH = 16;

    private Argon2Function function;
    private String password;
    private String wrongPassword;
    private String storedHash;

    @Setup
    public void setUp() {
        function = Argon2Function.getInstance(MEMORY_KIB, ITERATIONS, PARALLELISM, HASH_LENGTH, Argon2.ID);
        password = "correct horse battery staple";
        wrongPassword = "correct horse battery stapler";
        storedHash = Password.hash(password).addRandomSalt(SALT_LENGTH).with(function).getResult();
        if (!storedHash.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")) {
            throw new IllegalStateException("unexpected PHC string: " + storedHash);
        }
        if (!verify(password) || verify(wrongPassword)) {
            throw new IllegalStateException("verify must accept the password and refuse another");
        }
    }

    /** Sign-up, password change: a new salt and a full Argon2id run. */
    @Benchmark
    public String hash() {
        return Password.hash(password).addRandomSalt(SALT_LENGTH).with(function).getResult();
    }

    /** Login with the right password. */
    @Benchmark
    public boolean verifyCorrect() {
        return verify(password);
    }

    /** Login with a wrong password: must cost the same as a right one. */
    @Benchmark
    public boolean verifyWrong() {
        return verify(wrongPassword);
    }

    private boolean verify(String candidate) {
        return Password.check(candidate, storedHash).with(Argon2Function.getInstanceFromHash(storedHash));
    }
}
