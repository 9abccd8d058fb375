package io.attest.adapters.http.connection;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.util.ReferenceCountUtil;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The deadline state machine on an {@link EmbeddedChannel} whose clock the test moves (no waiting):
 * codec between the two handlers, as in the server's pipeline, and a stand-in for the application.
 */
class RequestDeadlinesTest {

    private static final ConnectionSettings SETTINGS = new ConnectionSettings(Duration.ofSeconds(10), Duration.ofSeconds(20),
            Duration.ofSeconds(120), Duration.ofSeconds(60), 0);

    private final List<RequestDeadlines.Wait> timeouts = new ArrayList<>();
    private final List<Object> appReceived = new ArrayList<>();
    private long fakeNanos = 1_000_000_000L;
    private final EmbeddedChannel channel = channel();

    private EmbeddedChannel channel() {
        RequestDeadlines deadlines = new RequestDeadlines(SETTINGS, timeouts::add, () -> fakeNanos);
        return new EmbeddedChannel(deadlines.raw(), new HttpServerCodec(), deadlines.decoded(), new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext ctx, Object msg) {
                appReceived.add(msg.getClass().getSimpleName());
                ReferenceCountUtil.release(msg);
            }
        });
    }

    private void advance(int seconds) {
        fakeNanos += TimeUnit.SECONDS.toNanos(seconds);
        channel.advanceTimeBy(seconds, TimeUnit.SECONDS);
        channel.runScheduledPendingTasks();
    }

    private void send(String text) {
        channel.writeInbound(Unpooled.copiedBuffer(text, StandardCharsets.US_ASCII));
    }

    private void answer() {
        DefaultFullHttpResponse ok = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK,
                Unpooled.copiedBuffer("{}", StandardCharsets.US_ASCII));
        ok.headers().set(HttpHeaderNames.CONTENT_LENGTH, 2);
        channel.writeAndFlush(ok);
    }

    private String written() {
        StringBuilder out = new StringBuilder();
        for (Object o; (o = channel.readOutbound()) != null; ) {
            ByteBuf buf = (ByteBuf) o;
            out.append(buf.toString(StandardCharsets.UTF_8));
            buf.release();
        }
        return out.toString();
    }

    @Test
    void aRequestLineWithoutHeadersIsAnswered408AtTheHeaderDeadline() {
        send("GET /health HTTP/1.1\r\nHost: x\r\n");
        advance(9);
        assertThat(channel.isActive()).isTrue();
        advance(2);
        assertThat(timeouts).containsExactly(RequestDeadlines.Wait.HEADERS);
        assertThat(written()).startsWith("HTTP/1.1 408 Request Timeout").contains("\"code\":\"request_timeout\"");
        assertThat(channel.isActive()).isFalse();
        assertThat(appReceived).as("the application never saw the request").isEmpty();
    }

    @Test
    void theHeaderDeadlineCountsFromTheFirstByteNotTheLast() {
        send("GET /health HTTP/1.1\r\n");
        for (int i = 0; i < 5; i++) {
            advance(2);
            if (channel.isActive()) {
                send("X-Slow: " + i + "\r\n");
            }
        }
        assertThat(timeouts).containsExactly(RequestDeadlines.Wait.HEADERS);
        assertThat(channel.isActive()).isFalse();
    }

    @Test
    void aConnectionThatSendsNothingIsClosedWithoutAnAnswer() {
        advance(11);
        assertThat(timeouts).containsExactly(RequestDeadlines.Wait.IDLE);
        assertThat(written()).isEmpty();
        assertThat(channel.isActive()).isFalse();
    }

    @Test
    void noDeadlineRunsWhileTheServerWorksAndAKeepAliveConnectionThenGetsItsOwn() {
        send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n");
        advance(300);
        assertThat(channel.isActive()).as("the server is still working on it").isTrue();
        answer();
        assertThat(written()).startsWith("HTTP/1.1 200 OK");
        advance(59);
        assertThat(channel.isActive()).isTrue();
        advance(2);
        assertThat(timeouts).containsExactly(RequestDeadlines.Wait.IDLE);
        assertThat(channel.isActive()).isFalse();
    }

    @Test
    void aSecondRequestOnTheConnectionHasItsOwnHeaderDeadline() {
        send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n");
        answer();
        written();
        advance(30);
        send("GET /health HTTP/1.1\r\n");
        advance(11);
        assertThat(timeouts).containsExactly(RequestDeadlines.Wait.HEADERS);
        assertThat(written()).startsWith("HTTP/1.1 408");
    }

    @Test
    void aBodyThatPausesTooLongIsAnswered408AndOneThatKeepsComingIsNot() {
        send("POST /v1/x HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n12345");
        advance(19);
        send("678");
        advance(19);
        assertThat(channel.isActive()).as("never 20 s without a byte").isTrue();
        advance(2);
        assertThat(timeouts).containsExactly(RequestDeadlines.Wait.BODY);
        assertThat(written()).startsWith("HTTP/1.1 408");
        assertThat(channel.isActive()).isFalse();
    }

    @Test
    void aBodyTricklingInIsCutAtTheTotalDeadline() {
        send("POST /v1/x HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n");
        for (int i = 0; i < 14 && channel.isActive(); i++) {
            send("a");
            advance(10);
        }
        assertThat(timeouts).containsExactly(RequestDeadlines.Wait.BODY);
        assertThat(fakeNanos - 1_000_000_000L).isLessThanOrEqualTo(TimeUnit.SECONDS.toNanos(130));
    }

    @Test
    void whenTheAnswerHasBegunAMissedBodyDeadlineOnlyClosesAndLaterWritesAreDropped() {
        send("POST /v1/x HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n12");
        answer(); // e.g. a 401 before the body was read
        assertThat(written()).startsWith("HTTP/1.1 200");
        advance(21);
        assertThat(timeouts).containsExactly(RequestDeadlines.Wait.BODY);
        assertThat(written()).as("no 408 after an answer").isEmpty();
        assertThat(channel.isActive()).isFalse();
    }
}
