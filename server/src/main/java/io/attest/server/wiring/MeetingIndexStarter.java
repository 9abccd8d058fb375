package io.attest.server.wiring;

import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.inject.Singleton;

/** Opens this instance's meeting index and starts following the change log when the HTTP server starts. */
@Singleton
public class MeetingIndexStarter {

    private final MeetingSearchIndex index;

    public MeetingIndexStarter(MeetingSearchIndex index) {
        this.index = index;
    }

    @EventListener
    void onStartup(ServerStartupEvent event) {
        index.startFollowing();
    }
}
