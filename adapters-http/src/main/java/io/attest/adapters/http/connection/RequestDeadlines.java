package io.attest.adapters.http.connection;

import io.attest.adapters.http.RequestAttributes;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.PrefixedIds;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpStatusClass;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;
import java.nio.channels.ClosedChannelException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The deadlines of one HTTP/1.1 connection, so that a client that stalls cannot keep it (issue 16:
 * 800 connections that sent a request line and nothing more were all open after a minute). Two
 * handlers share this state: {@link #raw()} sits before Netty's HTTP codec and sees every byte that
 * arrives (a request line or header block still being received produces no decoded message);
 * {@link #decoded()} sits after it and sees where requests start and end, and the responses going out.
 *
 * <ul>
 *   <li>idle: a new connection that sends nothing gets the header deadline; a keep-alive connection
 *       between requests gets {@code keepAliveTimeout}; then it is closed without an answer;</li>
 *   <li>headers: from the first byte of a request to the end of its headers, {@code headerTimeout};</li>
 *   <li>body: at most {@code bodyIdleTimeout} without a byte, {@code bodyTimeout} in all;</li>
 *   <li>while the server works on a request, no deadline (the routes have their own budgets).</li>
 * </ul>
 * A missed header or body deadline is answered {@code 408 request_timeout} in the one error layout
 * (unless a response to the request has already begun) and the connection is closed; nothing more is
 * read from it and nothing the application writes afterwards is sent. All of it runs on the
 * connection's event loop, so the state needs no locking.
 */
final class RequestDeadlines {

    /** What a running timer guards. */
    enum Wait { IDLE, HEADERS, BODY }

    private final ConnectionSettings settings;
    private final Consumer<Wait> onTimeout;
    private final LongSupplier nanoClock;
    private ChannelHandlerContext ctx;
    private ScheduledFuture<?> timer;
    private Wait waiting;
    private boolean firstRequest = true;
    private boolean bodyOpen;
    private boolean headerStarted;
    private long headerStart;
    private long bodyStart;
    private long lastBodyByte;
    private long requestsRead;
    private long responsesStarted;
    private long responsesDone;
    private boolean timedOut;

    RequestDeadlines(ConnectionSettings settings, Consumer<Wait> onTimeout) {
        this(settings, onTimeout, System::nanoTime);
    }

    /** With the clock the event loop's timers run on (a test's {@code EmbeddedChannel} has its own). */
    RequestDeadlines(ConnectionSettings settings, Consumer<Wait> onTimeout, LongSupplier nanoClock) {
        this.settings = settings;
        this.onTimeout = onTimeout;
        this.nanoClock = nanoClock;
    }

    ChannelHandler raw() {
        return new Raw();
    }

    ChannelHandler decoded() {
        return new Decoded();
    }

    private final class Raw extends ChannelInboundHandlerAdapter {
        @Override
        public void channelRead(ChannelHandlerContext rawCtx, Object msg) {
            if (timedOut) {
                ReferenceCountUtil.release(msg);
                return;
            }
            if (msg instanceof ByteBuf bytes && bytes.isReadable()) {
                bytesArrived();
            }
            rawCtx.fireChannelRead(msg);
        }
    }

    private final class Decoded extends ChannelDuplexHandler {
        @Override
        public void handlerAdded(ChannelHandlerContext context) {
            ctx = context;
            armIdle();
        }

        @Override
        public void handlerRemoved(ChannelHandlerContext context) {
            cancel();
        }

        @Override
        public void channelInactive(ChannelHandlerContext context) throws Exception {
            cancel();
            super.channelInactive(context);
        }

        @Override
        public void channelRead(ChannelHandlerContext context, Object msg) throws Exception {
            if (timedOut) {
                ReferenceCountUtil.release(msg);
                return;
            }
            if (msg instanceof HttpRequest) {
                requestStarted();
            }
            if (msg instanceof LastHttpContent) {
                bodyEnded();
            }
            super.channelRead(context, msg);
        }

        @Override
        public void write(ChannelHandlerContext context, Object msg, ChannelPromise promise) throws Exception {
            if (timedOut) {
                ReferenceCountUtil.release(msg);
                promise.tryFailure(new ClosedChannelException());
                return;
            }
            if (msg instanceof HttpResponse response && response.status().codeClass() != HttpStatusClass.INFORMATIONAL) {
                responsesStarted++;
            }
            if (msg instanceof LastHttpContent && responsesDone < responsesStarted) {
                responsesDone++;
                if (!bodyOpen) {
                    armBetweenRequests();
                }
            }
            super.write(context, msg, promise);
        }
    }

    private void bytesArrived() {
        long now = nanoClock.getAsLong();
        if (bodyOpen) {
            lastBodyByte = now;
        } else if (!headerStarted) {
            headerStarted = true;
            headerStart = now;
            if (requestsRead == responsesDone) {
                arm(Wait.HEADERS, ConnectionSettings.nanos(settings.headerTimeout()));
            }
        }
    }

    private void requestStarted() {
        long now = nanoClock.getAsLong();
        firstRequest = false;
        headerStarted = false;
        bodyOpen = true;
        bodyStart = now;
        lastBodyByte = now;
        requestsRead++;
        arm(Wait.BODY, nextBodyCheck(now));
    }

    private void bodyEnded() {
        bodyOpen = false;
        armBetweenRequests();
    }

    /** After a body is read or a response is sent: nothing while the server works, else wait for the next request. */
    private void armBetweenRequests() {
        if (requestsRead > responsesDone) {
            cancel();
        } else if (headerStarted) {
            long header = ConnectionSettings.nanos(settings.headerTimeout());
            arm(Wait.HEADERS, header == 0 ? 0 : Math.max(1, headerStart + header - nanoClock.getAsLong()));
        } else {
            armIdle();
        }
    }

    private void armIdle() {
        arm(Wait.IDLE, ConnectionSettings.nanos(firstRequest ? settings.headerTimeout() : settings.keepAliveTimeout()));
    }

    /** Nanoseconds until the body must have made progress: the sooner of the idle and total deadlines (0: none). */
    private long nextBodyCheck(long now) {
        long idle = ConnectionSettings.nanos(settings.bodyIdleTimeout());
        long total = ConnectionSettings.nanos(settings.bodyTimeout());
        long untilIdle = idle == 0 ? Long.MAX_VALUE : lastBodyByte + idle - now;
        long untilTotal = total == 0 ? Long.MAX_VALUE : bodyStart + total - now;
        long next = Math.min(untilIdle, untilTotal);
        return next == Long.MAX_VALUE ? 0 : Math.max(1, next);
    }

    private void arm(Wait wait, long nanos) {
        cancel();
        if (nanos <= 0 || ctx == null) {
            return;
        }
        waiting = wait;
        timer = ctx.executor().schedule(this::expired, nanos, TimeUnit.NANOSECONDS);
    }

    private void cancel() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
        waiting = null;
    }

    private void expired() {
        Wait wait = waiting;
        timer = null;
        if (wait == null || timedOut || !ctx.channel().isActive()) {
            return;
        }
        if (wait == Wait.BODY) {
            long next = nextBodyCheck(nanoClock.getAsLong());
            if (next > 1 && bodyOpen) {
                arm(Wait.BODY, next); // bytes came since the timer was set: not late yet
                return;
            }
        }
        timedOut = true;
        waiting = null;
        onTimeout.accept(wait);
        boolean answered = wait == Wait.IDLE || (wait == Wait.BODY && responsesStarted >= requestsRead);
        if (answered) {
            ctx.close();
        } else {
            ctx.writeAndFlush(requestTimeout(wait)).addListener(ChannelFutureListener.CLOSE);
        }
    }

    private FullHttpResponse requestTimeout(Wait wait) {
        String message = wait == Wait.HEADERS
                ? "the request line and headers did not arrive within " + settings.headerTimeout().toSeconds() + " s"
                : "the request body did not arrive in time (at most " + settings.bodyIdleTimeout().toSeconds()
                + " s without data, " + settings.bodyTimeout().toSeconds() + " s in all)";
        String requestId = PrefixedIds.next("req_");
        String json = "{\"error\":{\"code\":\"" + ErrorCode.REQUEST_TIMEOUT.wireName() + "\",\"message\":\"" + message
                + "\",\"request_id\":\"" + requestId + "\"}}";
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.REQUEST_TIMEOUT,
                Unpooled.copiedBuffer(json, StandardCharsets.UTF_8));
        response.headers()
                .set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON)
                .set(HttpHeaderNames.CONTENT_LENGTH, response.content().readableBytes())
                .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE)
                .set(RequestAttributes.REQUEST_ID_HEADER, requestId);
        return response;
    }
}
