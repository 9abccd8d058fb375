package io.attest.plugins.chatcompletions;

import java.util.Objects;

/**
 * The first choice of a completion.
 *
 * @param content          the assistant's text
 * @param finishReason     {@code stop}, {@code length} (cut at {@code max_tokens}), … or {@code null} when the server gave none
 * @param model            the model the server says answered, or {@code null}
 * @param promptTokens     tokens read, or {@code null} when the server did not report usage
 * @param completionTokens tokens written, or {@code null}
 */
public record ChatAnswer(String content, String finishReason, String model, Integer promptTokens, Integer completionTokens) {

    public ChatAnswer {
        Objects.requireNonNull(content, "content");
    }

    /** The server stopped because it hit the token limit: the content is cut off. */
    public boolean truncated() {
        return "length".equals(finishReason);
    }
}
