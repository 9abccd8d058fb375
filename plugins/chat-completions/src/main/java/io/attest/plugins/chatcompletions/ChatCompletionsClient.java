package io.attest.plugins.chatcompletions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.attest.plugins.httpsupport.BoundedBody;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A client of one OpenAI-compatible {@code POST /chat/completions} endpoint (OpenAI, vLLM, Ollama,
 * llama.cpp server, LM Studio…): non-streaming, first choice only. Thread-safe; create one per
 * endpoint and keep it (it holds a connection pool).
 *
 * <p>Retries only where it is safe: when the connection was refused (nothing was sent) and when the
 * server declined the work with 429 or 503, waiting its {@code Retry-After} if that is short
 * ({@link ChatCompletionsSettings#maxRetryWait()}). A timeout is not retried — the model may still be
 * writing the first answer, and a second request would double its load and the caller's wait —
 * nor is a 500 or a connection lost mid-answer. Redirects are never followed (the key must not travel
 * to another host).
 */
public final class ChatCompletionsClient {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int UPSTREAM_MESSAGE_CHARS = 300;

    private final ChatCompletionsSettings settings;
    private final HttpClient http;
    /** Set once the server refused {@code response_format}; later JSON requests go without it. */
    private final AtomicBoolean jsonFormatRefused = new AtomicBoolean();

    public ChatCompletionsClient(ChatCompletionsSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.http = HttpClient.newBuilder()
                .connectTimeout(settings.connectTimeout())
                .followRedirects(HttpClient.Redirect.NEVER)
                // vLLM, Ollama and llama.cpp speak HTTP/1.1; an h2c upgrade attempt only costs a round trip
                .version(HttpClient.Version.HTTP_1_1)
                .build();
    }

    public ChatCompletionsSettings settings() {
        return settings;
    }

    /**
     * The first choice of a completion of {@code request}.
     *
     * @throws ChatCompletionsException.Unreachable     no connection, or it broke before the answer was complete
     * @throws ChatCompletionsException.TimedOut        no complete answer within the request timeout
     * @throws ChatCompletionsException.HttpError       a status other than 200 (after any safe retries)
     * @throws ChatCompletionsException.MalformedAnswer a 200 that is not a completion with text, or a too large one
     */
    public ChatAnswer complete(ChatRequest request) throws ChatCompletionsException {
        Objects.requireNonNull(request, "request");
        boolean formatRetried = false;
        for (int attempt = 1; ; attempt++) {
            boolean sendFormat = request.jsonAnswer() && switch (settings.jsonMode()) {
                case ON -> true;
                case OFF -> false;
                case AUTO -> !jsonFormatRefused.get();
            };
            try {
                return send(request, sendFormat);
            } catch (AttemptFailed failed) {
                if (sendFormat && settings.jsonMode() == ChatCompletionsSettings.JsonMode.AUTO && !formatRetried
                        && refusesJsonFormat(failed.error)) {
                    // the server does not know response_format: the same request without it is a different request, not a retry
                    jsonFormatRefused.set(true);
                    formatRetried = true;
                    attempt--;
                    continue;
                }
                Duration wait = failed.safeToRetry ? waitBeforeRetry(failed.error) : null;
                if (wait == null || attempt >= settings.maxAttempts()) {
                    throw failed.error;
                }
                sleep(wait);
            }
        }
    }

    /** The request body as the OpenAI API defines it. */
    byte[] body(ChatRequest request, boolean sendFormat) {
        ObjectNode body = JSON.createObjectNode();
        body.put("model", settings.model());
        ArrayNode messages = body.putArray("messages");
        for (ChatMessage message : request.messages()) {
            messages.addObject().put("role", message.role().wireName()).put("content", message.content());
        }
        if (request.temperature() != null) {
            body.put("temperature", request.temperature());
        }
        if (request.maxTokens() != null) {
            body.put("max_tokens", request.maxTokens());
        }
        if (sendFormat) {
            body.putObject("response_format").put("type", "json_object");
        }
        body.put("stream", false);
        try {
            return JSON.writeValueAsBytes(body);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write a chat request", e);
        }
    }

    private ChatAnswer send(ChatRequest request, boolean sendFormat) throws AttemptFailed {
        HttpRequest.Builder http = HttpRequest.newBuilder(settings.endpoint())
                .timeout(settings.requestTimeout())
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body(request, sendFormat)));
        if (settings.apiKey() != null) {
            http.header("Authorization", "Bearer " + settings.apiKey());
        }
        HttpResponse<byte[]> response = exchange(http.build());
        int status = response.statusCode();
        if (status != 200) {
            String upstream = upstreamMessage(response.body());
            boolean declined = status == 429 || status == 503;
            throw new AttemptFailed(new ChatCompletionsException.HttpError(status, retryAfter(response), upstream), declined);
        }
        try {
            return answer(response.body());
        } catch (ChatCompletionsException.MalformedAnswer malformed) {
            throw new AttemptFailed(malformed, false);
        }
    }

    /** Sends and reads the whole answer within the request timeout (the JDK's own timeout stops at the headers). */
    private HttpResponse<byte[]> exchange(HttpRequest request) throws AttemptFailed {
        CompletableFuture<HttpResponse<byte[]>> future = http.sendAsync(request, BoundedBody.handler(settings.maxResponseBytes()));
        try {
            return future.get(settings.requestTimeout().toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new AttemptFailed(timedOut(), false);
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new AttemptFailed(new ChatCompletionsException.Unreachable("interrupted while waiting for the model endpoint", e), false);
        } catch (ExecutionException | CancellationException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            if (cause instanceof BoundedBody.TooLarge) {
                throw new AttemptFailed(new ChatCompletionsException.MalformedAnswer(
                        "the model endpoint sent an answer larger than " + settings.maxResponseBytes() + " bytes"), false);
            }
            if (cause instanceof HttpConnectTimeoutException) {
                throw new AttemptFailed(new ChatCompletionsException.Unreachable(
                        "no connection to the model endpoint within " + seconds(settings.connectTimeout()), cause), false);
            }
            if (cause instanceof HttpTimeoutException) {
                throw new AttemptFailed(timedOut(), false);
            }
            if (cause instanceof ConnectException) {
                // refused or no route: the request never left, so another attempt cannot do anything twice
                throw new AttemptFailed(new ChatCompletionsException.Unreachable("the model endpoint refused the connection", cause), true);
            }
            throw new AttemptFailed(new ChatCompletionsException.Unreachable("the connection to the model endpoint failed", cause), false);
        }
    }

    private ChatCompletionsException.TimedOut timedOut() {
        return new ChatCompletionsException.TimedOut("the model endpoint did not answer within " + seconds(settings.requestTimeout()));
    }

    private static String seconds(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    /** The first choice's text; anything else a 200 may carry is malformed. */
    static ChatAnswer answer(byte[] body) throws ChatCompletionsException.MalformedAnswer {
        JsonNode root;
        try {
            root = JSON.readTree(body);
        } catch (IOException e) {
            throw new ChatCompletionsException.MalformedAnswer("the model endpoint sent an answer that is not JSON");
        }
        if (root == null || !root.isObject()) {
            throw new ChatCompletionsException.MalformedAnswer("the model endpoint sent an answer that is not a JSON object");
        }
        JsonNode choices = root.get("choices");
        if (choices == null || !choices.isArray() || choices.isEmpty() || !choices.get(0).isObject()) {
            throw new ChatCompletionsException.MalformedAnswer(root.has("error")
                    ? "the model endpoint sent an error instead of a completion"
                    : "the model endpoint sent an answer without choices");
        }
        JsonNode choice = choices.get(0);
        JsonNode message = choice.get("message");
        JsonNode content = message == null ? null : message.get("content");
        if (content == null || !content.isTextual()) {
            throw new ChatCompletionsException.MalformedAnswer("the model endpoint sent a completion without text");
        }
        JsonNode usage = root.get("usage");
        return new ChatAnswer(content.textValue(), text(choice.get("finish_reason")), text(root.get("model")),
                count(usage, "prompt_tokens"), count(usage, "completion_tokens"));
    }

    private static String text(JsonNode node) {
        return node != null && node.isTextual() ? node.textValue() : null;
    }

    private static Integer count(JsonNode usage, String name) {
        JsonNode value = usage == null ? null : usage.get(name);
        return value != null && value.canConvertToInt() && value.isIntegralNumber() ? value.intValue() : null;
    }

    /** {@code error.message} (OpenAI, vLLM, llama.cpp), {@code error} as a string (Ollama) or {@code message}; shortened, one line. */
    static String upstreamMessage(byte[] body) {
        if (body == null || body.length == 0) {
            return null;
        }
        String message;
        try {
            JsonNode root = JSON.readTree(body);
            JsonNode error = root == null ? null : root.get("error");
            if (error != null && error.isObject() && error.get("message") != null) {
                message = error.get("message").asText();
            } else if (error != null && error.isTextual()) {
                message = error.textValue();
            } else if (root != null && root.get("message") != null) {
                message = root.get("message").asText();
            } else {
                message = new String(body, StandardCharsets.UTF_8);
            }
        } catch (IOException | RuntimeException notJson) {
            message = new String(body, StandardCharsets.UTF_8);
        }
        message = message.replaceAll("\\p{Cntrl}+", " ").strip();
        return message.length() > UPSTREAM_MESSAGE_CHARS ? message.substring(0, UPSTREAM_MESSAGE_CHARS) + "…" : message;
    }

    /** A 400 or 422 that names the response format: the server does not support JSON mode. */
    private static boolean refusesJsonFormat(ChatCompletionsException error) {
        if (!(error instanceof ChatCompletionsException.HttpError http) || !(http.status() == 400 || http.status() == 422)) {
            return false;
        }
        String message = http.upstreamMessage() == null ? "" : http.upstreamMessage().toLowerCase(Locale.ROOT);
        return message.contains("response_format") || message.contains("json_object") || message.contains("response format");
    }

    /** How long to wait before retrying a safe failure, or {@code null} when the server asked for longer than we wait. */
    private Duration waitBeforeRetry(ChatCompletionsException error) {
        Duration asked = error.retryAfter();
        if (asked == null) {
            return settings.retryWait();
        }
        return asked.compareTo(settings.maxRetryWait()) <= 0 ? asked : null;
    }

    /** {@code Retry-After} as seconds or an HTTP date; capped at one hour; {@code null} when absent or unreadable. */
    static Duration retryAfter(HttpResponse<?> response) {
        return response.headers().firstValue("Retry-After").map(ChatCompletionsClient::retryAfter).orElse(null);
    }

    static Duration retryAfter(String value) {
        String text = value.strip();
        Duration wait;
        try {
            wait = Duration.ofSeconds(Long.parseLong(text));
        } catch (NumberFormatException notSeconds) {
            try {
                wait = Duration.between(ZonedDateTime.now(), ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME));
            } catch (DateTimeParseException notDate) {
                return null;
            }
        }
        if (wait.isNegative()) {
            return Duration.ZERO;
        }
        return wait.compareTo(Duration.ofHours(1)) > 0 ? Duration.ofHours(1) : wait;
    }

    private static void sleep(Duration wait) throws ChatCompletionsException.Unreachable {
        try {
            Thread.sleep(wait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ChatCompletionsException.Unreachable("interrupted while waiting to retry the model endpoint", e);
        }
    }

    /** One attempt's failure and whether another attempt is safe. */
    private static final class AttemptFailed extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient ChatCompletionsException error;
        private final boolean safeToRetry;

        AttemptFailed(ChatCompletionsException error, boolean safeToRetry) {
            super(error.getMessage(), null, false, false);
            this.error = error;
            this.safeToRetry = safeToRetry;
        }
    }

    @Override
    public String toString() {
        return "ChatCompletionsClient[" + settings + "]";
    }
}
