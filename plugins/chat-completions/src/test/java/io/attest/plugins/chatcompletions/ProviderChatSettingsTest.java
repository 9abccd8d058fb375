package io.attest.plugins.chatcompletions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.plugin.api.ProviderSettings;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shared keys of every chat-completions provider: defaults, overrides, and errors that name the setting. */
class ProviderChatSettingsTest {

    private static ProviderSettings settings(String... pairs) {
        Map<String, String> values = new HashMap<>(Map.of("base-url", "http://127.0.0.1:11434/v1/", "model", "llama3.1:8b"));
        for (int i = 0; i < pairs.length; i += 2) {
            values.put(pairs[i], pairs[i + 1]);
        }
        return new ProviderSettings(values);
    }

    @Test
    void defaultsAndTheProvidersOwnTimeout() {
        ChatCompletionsSettings chat = ProviderChatSettings.endpoint(settings(), Duration.ofSeconds(60));
        assertThat(chat.endpoint()).hasToString("http://127.0.0.1:11434/v1/chat/completions");
        assertThat(chat.model()).isEqualTo("llama3.1:8b");
        assertThat(chat.apiKey()).isNull();
        assertThat(chat.connectTimeout()).isEqualTo(Duration.ofSeconds(2));
        assertThat(chat.requestTimeout()).isEqualTo(Duration.ofSeconds(60));
        assertThat(chat.maxAttempts()).isEqualTo(2);
        assertThat(chat.maxResponseBytes()).isEqualTo(1024 * 1024);
        assertThat(chat.jsonMode()).isEqualTo(ChatCompletionsSettings.JsonMode.AUTO);
        assertThat(ProviderChatSettings.temperature(settings(), 0.8)).isEqualTo(0.8);
        assertThat(ProviderChatSettings.maxTokens(settings())).isEqualTo(4096);
        assertThat(ProviderChatSettings.retryAfter(settings())).isEqualTo(Duration.ofSeconds(30));
        assertThat(ProviderChatSettings.flag(settings(), "send-samples", true)).isTrue();
    }

    @Test
    void everyKeyCanBeSet() {
        ProviderSettings set = settings("api-key", " sk-1 ", "timeout", "5s", "connect-timeout", "1s", "max-attempts", "1",
                "max-response-bytes", "4096", "json-mode", "off", "temperature", "0", "max-tokens", "128", "retry-after", "3s",
                "send-samples", "no");
        ChatCompletionsSettings chat = ProviderChatSettings.endpoint(set, Duration.ofSeconds(60));
        assertThat(chat.apiKey()).isEqualTo("sk-1");
        assertThat(chat.requestTimeout()).isEqualTo(Duration.ofSeconds(5));
        assertThat(chat.connectTimeout()).isEqualTo(Duration.ofSeconds(1));
        assertThat(chat.maxAttempts()).isEqualTo(1);
        assertThat(chat.maxResponseBytes()).isEqualTo(4096);
        assertThat(chat.jsonMode()).isEqualTo(ChatCompletionsSettings.JsonMode.OFF);
        assertThat(ProviderChatSettings.temperature(set, 0.8)).isZero();
        assertThat(ProviderChatSettings.maxTokens(set)).isEqualTo(128);
        assertThat(ProviderChatSettings.retryAfter(set)).isEqualTo(Duration.ofSeconds(3));
        assertThat(ProviderChatSettings.flag(set, "send-samples", true)).isFalse();
        assertThat(chat.toString()).doesNotContain("sk-1");
    }

    @Test
    void errorsNameTheSetting() {
        assertThatThrownBy(() -> ProviderChatSettings.endpoint(new ProviderSettings(Map.of("model", "m")), Duration.ofSeconds(1)))
                .hasMessageContaining("base-url");
        assertThatThrownBy(() -> ProviderChatSettings.endpoint(settings("base-url", "not a url"), Duration.ofSeconds(1)))
                .hasMessageStartingWith("setting base-url");
        assertThatThrownBy(() -> ProviderChatSettings.endpoint(settings("base-url", "ftp://host/v1"), Duration.ofSeconds(1)))
                .hasMessageStartingWith("setting base-url");
        assertThatThrownBy(() -> ProviderChatSettings.endpoint(settings("json-mode", "maybe"), Duration.ofSeconds(1)))
                .hasMessageStartingWith("setting json-mode");
        assertThatThrownBy(() -> ProviderChatSettings.temperature(settings("temperature", "2.5"), 0))
                .hasMessageStartingWith("setting temperature");
        assertThatThrownBy(() -> ProviderChatSettings.temperature(settings("temperature", "hot"), 0))
                .hasMessageStartingWith("setting temperature");
        assertThatThrownBy(() -> ProviderChatSettings.retryAfter(settings("retry-after", "0s")))
                .hasMessageStartingWith("setting retry-after");
        assertThatThrownBy(() -> ProviderChatSettings.flag(settings("send-samples", "perhaps"), "send-samples", true))
                .hasMessageStartingWith("setting send-samples");
    }
}
