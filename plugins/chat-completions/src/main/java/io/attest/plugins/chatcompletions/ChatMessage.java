package io.attest.plugins.chatcompletions;

import java.util.Locale;
import java.util.Objects;

/** One message of a conversation: who says it and what. */
public record ChatMessage(Role role, String content) {

    /** The roles every OpenAI-compatible server accepts. */
    public enum Role {
        SYSTEM, USER, ASSISTANT;

        /** The wire name ({@code system}, {@code user}, {@code assistant}). */
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public ChatMessage {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(content, "content");
    }

    public static ChatMessage system(String content) {
        return new ChatMessage(Role.SYSTEM, content);
    }

    public static ChatMessage user(String content) {
        return new ChatMessage(Role.USER, content);
    }

    public static ChatMessage assistant(String content) {
        return new ChatMessage(Role.ASSISTANT, content);
    }
}
