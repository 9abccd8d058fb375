package io.attest.benchmarks;

import io.attest.adapters.http.guard.GuardViews;
import io.attest.adapters.http.json.CheckedJsonBodyHandler;
import io.micronaut.buffer.netty.NettyByteBufferFactory;
import io.micronaut.context.ApplicationContext;
import io.micronaut.core.type.Argument;
import io.micronaut.http.MediaType;
import io.micronaut.http.body.MessageBodyReader;
import io.micronaut.http.netty.body.NettyJsonHandler;
import io.micronaut.http.simple.SimpleHttpHeaders;
import io.micronaut.json.JsonMapper;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Decoding the JSON body of the largest check, {@code POST /v1/guard/verify-references} with
 * {@code CheckInput.legal().scaled(100, 50)} (about 1 MB of text and 5 sources of about 1 MB: 6 MB of
 * JSON), into its request record, from a direct Netty buffer as the server hands it over:
 * <ul>
 *   <li>{@code checked} — the application's {@link CheckedJsonBodyHandler} (the strict rules, the shape
 *       and Serde's binding; what every JSON route pays);</li>
 *   <li>{@code serdeOnly} — Micronaut's own {@link NettyJsonHandler}, no strict rules: the floor.</li>
 * </ul>
 * Measured on the build before the one-pass rules (two tokenizations) and after (docs/performance.md,
 * "Strict JSON in one pass").
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xmx2g"})
@Warmup(iterations = 3, time = 4)
@Measurement(iterations = 5, time = 4)
public class JsonBodyDecodingBenchmark {

    private static final Argument<GuardViews.VerifyReferencesRequest> TYPE = Argument.of(GuardViews.VerifyReferencesRequest.class);

    private ApplicationContext context;
    private MessageBodyReader<GuardViews.VerifyReferencesRequest> checked;
    private MessageBodyReader<GuardViews.VerifyReferencesRequest> serdeOnly;
    private ByteBuf body;

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp() {
        context = ApplicationContext.run();
        checked = context.getBean(CheckedJsonBodyHandler.class);
        serdeOnly = new NettyJsonHandler<>(context.getBean(JsonMapper.class));
        byte[] json = CheckInput.legal().scaled(100, 50).json().getBytes(StandardCharsets.UTF_8);
        body = Unpooled.directBuffer(json.length).writeBytes(json);
        GuardViews.VerifyReferencesRequest decoded = checked();
        if (decoded.sources().size() != CheckInput.SOURCES || decoded.text().length() < 1_000_000) {
            throw new IllegalStateException("the body did not decode as expected");
        }
    }

    @TearDown
    public void tearDown() {
        body.release();
        context.close();
    }

    @Benchmark
    public GuardViews.VerifyReferencesRequest checked() {
        return read(checked);
    }

    @Benchmark
    public GuardViews.VerifyReferencesRequest serdeOnly() {
        return read(serdeOnly);
    }

    /** Each read releases the buffer it is given once, as the server's would: retain it for the next. */
    private GuardViews.VerifyReferencesRequest read(MessageBodyReader<GuardViews.VerifyReferencesRequest> reader) {
        body.retain().readerIndex(0);
        return reader.read(TYPE, MediaType.APPLICATION_JSON_TYPE, new SimpleHttpHeaders(),
                NettyByteBufferFactory.DEFAULT.wrap(body));
    }
}
