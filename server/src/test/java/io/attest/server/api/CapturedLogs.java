package io.attest.server.api;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.slf4j.LoggerFactory;

/**
 * For a test that provokes an error on purpose: during each test the named loggers write into a
 * list instead of the console, so the build output shows no stack trace that is not a failure, and
 * the test can assert what was logged. {@code @RegisterExtension final CapturedLogs logs =
 * CapturedLogs.of("io.micronaut.http.server.RouteExecutor")}.
 */
public final class CapturedLogs implements BeforeEachCallback, AfterEachCallback {

    private final List<String> names;
    private final List<Logger> loggers = new ArrayList<>();
    private final ListAppender<ILoggingEvent> appender = new ListAppender<>();

    private CapturedLogs(List<String> names) {
        this.names = names;
    }

    public static CapturedLogs of(String... loggerNames) {
        return new CapturedLogs(List.of(loggerNames));
    }

    /** The 500 path: Micronaut's route executor and our error processor both log the failure. */
    public static CapturedLogs unexpectedErrors() {
        return of("io.micronaut.http.server.RouteExecutor", "io.attest.adapters.http.error.FrameworkErrorProcessor");
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        appender.list.clear();
        appender.start();
        for (String name : names) {
            Logger logger = (Logger) LoggerFactory.getLogger(name);
            logger.addAppender(appender);
            logger.setAdditive(false);
            loggers.add(logger);
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        for (Logger logger : loggers) {
            logger.detachAppender(appender);
            logger.setAdditive(true);
        }
        loggers.clear();
        appender.stop();
    }

    /** The ERROR events logged so far in this test, formatted ({@code logger: message}). */
    public synchronized List<String> errors() {
        return appender.list.stream().filter(e -> e.getLevel().isGreaterOrEqual(Level.ERROR))
                .map(e -> e.getLoggerName() + ": " + e.getFormattedMessage()).toList();
    }

    /** The WARN events logged so far in this test, formatted ({@code logger: message}). */
    public synchronized List<String> warnings() {
        return appender.list.stream().filter(e -> e.getLevel() == Level.WARN)
                .map(e -> e.getLoggerName() + ": " + e.getFormattedMessage()).toList();
    }
}
