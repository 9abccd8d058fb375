package io.attest.plugins.extractionbuiltin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ParticipantDirectoryTest {

    private final ParticipantDirectory directory = new ParticipantDirectory(List.of(
            "ada.lovelace@example.com", "alexander.petrov@example.com", "sam.lee@example.com", "sam.ortiz@example.com",
            "lucy.oconnor@uni.example", "kate.morgan@example.com"));

    @Test
    void namesNicksAndInitialsResolveToTheirParticipant() {
        assertThat(directory.resolve("Ada")).isEqualTo("ada.lovelace@example.com");
        assertThat(directory.resolve("Lovelace")).isEqualTo("ada.lovelace@example.com");
        assertThat(directory.resolve("Ada Lovelace")).isEqualTo("ada.lovelace@example.com");
        assertThat(directory.resolve("ada_l")).isEqualTo("ada.lovelace@example.com");
        assertThat(directory.resolve("alovelace")).isEqualTo("ada.lovelace@example.com");
        assertThat(directory.resolve("Dr. Lovelace")).isEqualTo("ada.lovelace@example.com");
        assertThat(directory.resolve("Lucy O'Connor")).isEqualTo("lucy.oconnor@uni.example");
        assertThat(directory.resolveInitials("KM")).isEqualTo("kate.morgan@example.com");
        assertThat(directory.resolve("Alex")).as("unique prefix of a first name").isEqualTo("alexander.petrov@example.com");
    }

    @Test
    void ambiguousOrUnknownNamesResolveToNobody() {
        assertThat(directory.resolve("Sam")).as("two Sams").isNull();
        assertThat(directory.resolve("Sam Lee")).isEqualTo("sam.lee@example.com");
        assertThat(directory.resolve("Hartley")).isNull();
        assertThat(directory.resolve("")).isNull();
        assertThat(directory.resolveInitials("km")).as("initials are upper case").isNull();
    }

    @Test
    void owedToFallsBackToTheFirstParticipantWhoIsNotTheOwner() {
        assertThat(directory.firstOtherThan("ada.lovelace@example.com")).isEqualTo("alexander.petrov@example.com");
        assertThat(directory.firstOtherThan("sam.lee@example.com")).isEqualTo("ada.lovelace@example.com");
        assertThat(new ParticipantDirectory(List.of("solo@example.com")).firstOtherThan("solo@example.com")).isNull();
    }
}
