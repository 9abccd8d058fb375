package io.attest.adapters.http.connection;

import io.attest.adapters.http.ClientAddresses;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.BeanProvider;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.netty.channel.ChannelPipelineCustomizer;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.netty.channel.Channel;
import io.netty.channel.ChannelPipeline;
import jakarta.inject.Singleton;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Adds the connection guards to every HTTP/1.1 connection through Micronaut's Netty pipeline
 * customisation: the per-address cap (a connection past it is closed at once, before anything is read)
 * and the {@link RequestDeadlines}. Connections from the operator's trusted proxies are not capped:
 * behind a proxy every client shares its address, so the proxy must apply its own per-client limit.
 * Counted in {@code attest_connections_refused_total} and {@code attest_connections_timed_out_total{wait}}.
 */
@Singleton
public class SlowClientGuard implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {

    private static final Logger LOG = LoggerFactory.getLogger(SlowClientGuard.class);

    private final ConnectionSettings settings;
    private final ConnectionCounts counts;
    private final ClientAddresses addresses;
    private final BeanProvider<MeterRegistry> meters;

    public SlowClientGuard(@Value("${attest.connections.header-timeout:10s}") Duration headerTimeout,
                           @Value("${attest.connections.body-idle-timeout:20s}") Duration bodyIdleTimeout,
                           @Value("${attest.connections.body-timeout:120s}") Duration bodyTimeout,
                           @Value("${attest.connections.keep-alive-timeout:60s}") Duration keepAliveTimeout,
                           @Value("${attest.connections.max-per-address:256}") int maxPerAddress,
                           ClientAddresses addresses, BeanProvider<MeterRegistry> meters) {
        this.settings = new ConnectionSettings(headerTimeout, bodyIdleTimeout, bodyTimeout, keepAliveTimeout, maxPerAddress);
        this.counts = new ConnectionCounts(maxPerAddress);
        this.addresses = addresses;
        this.meters = meters;
    }

    @Override
    public NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
        event.getBean().register(new Listener());
        return event.getBean();
    }

    /** Open connections from {@code address} now (for tests and diagnostics). */
    public int openFrom(InetAddress address) {
        return counts.openFrom(address);
    }

    private boolean admit(Channel channel) {
        if (settings.maxPerAddress() < 1 || !(channel.remoteAddress() instanceof InetSocketAddress remote)
                || remote.getAddress() == null || addresses.isTrustedProxy(remote.getAddress())) {
            return true;
        }
        InetAddress address = remote.getAddress();
        if (!counts.tryOpen(address)) {
            count("attest.connections.refused", null);
            LOG.debug("connection from {} refused: {} already open", address.getHostAddress(), settings.maxPerAddress());
            return false;
        }
        channel.closeFuture().addListener(f -> counts.closed(address));
        return true;
    }

    private void count(String name, RequestDeadlines.Wait wait) {
        meters.ifPresent(registry -> {
            if (wait == null) {
                registry.counter(name).increment();
            } else {
                registry.counter(name, "wait", wait.name().toLowerCase(java.util.Locale.ROOT)).increment();
            }
        });
    }

    /** The server-wide customizer: hands each new connection its own. */
    private final class Listener implements NettyServerCustomizer {
        @Override
        public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
            if (role != ChannelRole.CONNECTION) {
                return this;
            }
            if (!admit(channel)) {
                channel.config().setAutoRead(false);
                channel.eventLoop().execute(channel::close); // after Micronaut has built the pipeline
                return this;
            }
            return new Connection(channel);
        }
    }

    /** One admitted connection: its deadlines go around the HTTP/1.1 codec once the pipeline is built. */
    private final class Connection implements NettyServerCustomizer {
        private final Channel channel;

        private Connection(Channel channel) {
            this.channel = channel;
        }

        @Override
        public void onStreamPipelineBuilt() {
            ChannelPipeline pipeline = channel.pipeline();
            if (pipeline.get(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC) == null
                    || pipeline.get("attest-deadlines") != null) {
                return; // HTTP/2 streams are not guarded here (the server speaks HTTP/1.1)
            }
            RequestDeadlines deadlines = new RequestDeadlines(settings, wait -> {
                count("attest.connections.timed_out", wait);
                LOG.debug("connection from {} closed: {} deadline passed", channel.remoteAddress(), wait);
            });
            pipeline.addBefore(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC, "attest-deadlines-bytes", deadlines.raw());
            pipeline.addAfter(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC, "attest-deadlines", deadlines.decoded());
        }
    }
}
