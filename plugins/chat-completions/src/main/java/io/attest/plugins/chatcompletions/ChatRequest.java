package io.attest.plugins.chatcompletions;

import java.util.List;
import java.util.Objects;

/**
 * One completion to ask for. The model comes from the client's settings.
 *
 * @param messages    the conversation, at least one message
 * @param temperature sampling temperature (0 for the most repeatable answer), or {@code null} for the server's default
 * @param maxTokens   upper bound of generated tokens, or {@code null} for the server's default
 * @param jsonAnswer  ask for a JSON object ({@code response_format: {"type": "json_object"}}) when the
 *                    server supports it; the prompt should say so too, since not every server does
 */
public record ChatRequest(List<ChatMessage> messages, Double temperature, Integer maxTokens, boolean jsonAnswer) {

    public ChatRequest {
        messages = List.copyOf(Objects.requireNonNull(messages, "messages"));
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("a chat request needs at least one message");
        }
        if (temperature != null && !(temperature >= 0 && temperature <= 2)) {
            throw new IllegalArgumentException("temperature must be within 0 and 2: " + temperature);
        }
        if (maxTokens != null && maxTokens < 1) {
            throw new IllegalArgumentException("maxTokens must be positive: " + maxTokens);
        }
    }
}
