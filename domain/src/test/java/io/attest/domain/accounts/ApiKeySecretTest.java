package io.attest.domain.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.shared.Sha256;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

class ApiKeySecretTest {

    @Test
    void aGeneratedKeyHasThePrefixThirtyRandomCharactersAndTheirCrc32InBase62() {
        String key = ApiKeySecret.generate().reveal();

        assertThat(key).matches("att_[0-9A-Za-z]{36}");
        String random = key.substring(4, 34);
        CRC32 crc = new CRC32();
        crc.update(random.getBytes(StandardCharsets.US_ASCII));
        assertThat(decodeBase62(key.substring(34))).isEqualTo(crc.getValue());
    }

    @Test
    void parseAcceptsAGeneratedKeyAndRejectsEveryOneCharacterTypo() {
        String key = ApiKeySecret.generate().reveal();
        assertThat(ApiKeySecret.parse(key)).isPresent();
        int accepted = 0;
        for (int i = 4; i < key.length(); i++) {
            char replacement = key.charAt(i) == 'a' ? 'b' : 'a';
            String typo = key.substring(0, i) + replacement + key.substring(i + 1);
            if (ApiKeySecret.parse(typo).isPresent()) {
                accepted++;
            }
        }
        assertThat(accepted).isZero();
    }

    @Test
    void parseRejectsWrongShapes() {
        String key = ApiKeySecret.generate().reveal();
        assertThat(ApiKeySecret.parse(null)).isEmpty();
        assertThat(ApiKeySecret.parse("")).isEmpty();
        assertThat(ApiKeySecret.parse(key + "x")).isEmpty();
        assertThat(ApiKeySecret.parse("sk_" + key.substring(3))).isEmpty();
        assertThat(ApiKeySecret.parse(key.substring(0, 10) + "-" + key.substring(11))).isEmpty();
    }

    @Test
    void onlyTheHashAndAHintLeaveTheSecret() {
        ApiKeySecret secret = ApiKeySecret.generate();
        String key = secret.reveal();
        assertThat(secret.sha256()).isEqualTo(Sha256.hex(key)).hasSize(64);
        assertThat(secret.hint()).isEqualTo("att_\u2026" + key.substring(key.length() - 4));
        assertThat(secret.toString()).doesNotContain(key.substring(4, 34));
    }

    @Test
    void keysDoNotRepeat() {
        Set<String> keys = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            keys.add(ApiKeySecret.generate().reveal());
        }
        assertThat(keys).hasSize(10_000);
    }

    private static long decodeBase62(String text) {
        long value = 0;
        for (char c : text.toCharArray()) {
            value = value * 62 + io.attest.domain.shared.Base62.ALPHABET.indexOf(c);
        }
        return value;
    }
}
