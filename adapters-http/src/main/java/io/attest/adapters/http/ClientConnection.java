package io.attest.adapters.http;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpRequestWrapper;
import io.micronaut.http.server.netty.NettyHttpRequest;
import io.netty.channel.Channel;
import java.util.function.BooleanSupplier;

/**
 * Whether the client that sent a request has closed its connection, for long work that should stop
 * when nobody waits for its answer (Micronaut has no cancellation for a blocking route). Netty keeps
 * reading a connection while its one request is being answered, so a client that closes its socket
 * is seen at once: the channel becomes inactive. The supplier polls that state (a volatile read, safe
 * from any thread) and holds no listener on the connection, so a keep-alive connection accumulates
 * nothing. Over HTTP/2 it sees the connection, not a reset of one stream.
 */
public final class ClientConnection {

    private ClientConnection() {
    }

    /** True once the client's connection is closed; always false for a request that did not come through Netty. */
    public static BooleanSupplier closed(HttpRequest<?> request) {
        HttpRequest<?> unwrapped = request;
        while (unwrapped instanceof HttpRequestWrapper<?> wrapper) {
            unwrapped = wrapper.getDelegate();
        }
        if (unwrapped instanceof NettyHttpRequest<?> netty) {
            Channel channel = netty.getChannelHandlerContext().channel();
            return () -> !channel.isActive();
        }
        return () -> false;
    }
}
