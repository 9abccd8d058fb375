package io.attest.plugins.chatcompletions;

import java.io.Serial;
import java.time.Duration;

/**
 * Why a completion failed, as a closed set a caller can switch over. Messages are safe to show a
 * client (no URL, no key, no upstream body); {@link HttpError#upstreamMessage()} is for logs.
 */
public abstract sealed class ChatCompletionsException extends Exception {

    @Serial
    private static final long serialVersionUID = 1L;

    private ChatCompletionsException(String message, Throwable cause) {
        super(message, cause);
    }

    /** How long the server asked us to wait (its {@code Retry-After}), or {@code null}. */
    public Duration retryAfter() {
        return null;
    }

    /** No connection: refused, no route, DNS, TLS handshake, connection closed before an answer. */
    public static final class Unreachable extends ChatCompletionsException {
        @Serial
        private static final long serialVersionUID = 1L;

        public Unreachable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Connected (or trying to) but no complete answer within the timeout. */
    public static final class TimedOut extends ChatCompletionsException {
        @Serial
        private static final long serialVersionUID = 1L;

        public TimedOut(String message) {
            super(message, null);
        }
    }

    /** The server answered with a status other than 200. */
    public static final class HttpError extends ChatCompletionsException {
        @Serial
        private static final long serialVersionUID = 1L;

        private final int status;
        private final transient Duration retryAfter;
        private final String upstreamMessage;

        public HttpError(int status, Duration retryAfter, String upstreamMessage) {
            super("the model endpoint answered HTTP " + status, null);
            this.status = status;
            this.retryAfter = retryAfter;
            this.upstreamMessage = upstreamMessage;
        }

        public int status() {
            return status;
        }

        @Override
        public Duration retryAfter() {
            return retryAfter;
        }

        /** The server's own error message ({@code error.message}), shortened, or {@code null}: for logs. */
        public String upstreamMessage() {
            return upstreamMessage;
        }
    }

    /** A 200 whose body is not a chat completion (not JSON, no choice, no text, too large). */
    public static final class MalformedAnswer extends ChatCompletionsException {
        @Serial
        private static final long serialVersionUID = 1L;

        public MalformedAnswer(String message) {
            super(message, null);
        }
    }
}
