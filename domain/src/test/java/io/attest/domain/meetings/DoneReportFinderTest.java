package io.attest.domain.meetings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class DoneReportFinderTest {

    private static final List<String> PEOPLE = List.of("ian.wright@example.com", "dana.kim@example.com", "omar@example.com");
    private final DoneReportFinder finder = new DoneReportFinder();

    @Test
    void aSpeakerReportingWorkDoneIsTheOwnerAndTheOffsetsPointAtTheWords() {
        String text = "Dana: Morning all.\nIan: The migration PR landed yesterday. Next up is the index.\nOmar: Nice.";
        List<DoneReport> reports = finder.find(text, PEOPLE);
        assertThat(reports).hasSize(1);
        DoneReport report = reports.getFirst();
        assertThat(report.owners()).containsExactly("ian.wright@example.com");
        assertThat(report.text()).isEqualTo("The migration PR landed yesterday.");
        assertThat(text.substring(report.offsetStart(), report.offsetEnd())).isEqualTo(report.text());
    }

    @Test
    void aShortReportKeepsTheSentenceBeforeItWhereTheSubjectIs() {
        String text = "[10:02] <ian> Quick update on the budget spreadsheet. Sent it this morning.";
        DoneReport report = finder.find(text, PEOPLE).getFirst();
        assertThat(report.text()).isEqualTo("Quick update on the budget spreadsheet. Sent it this morning.");
        assertThat(report.owners()).containsExactly("ian.wright@example.com");
    }

    @Test
    void aNamedParticipantIsAnOwnerTooAndAScribeLineIsTheNamedSpeaker() {
        List<DoneReport> prose = finder.find("Status: the release notes were published by Dana on Monday.", PEOPLE);
        assertThat(prose).singleElement().extracting(DoneReport::owners).isEqualTo(List.of("dana.kim@example.com"));
        List<DoneReport> scribe = finder.find("<omar> Dana: I finished the vendor review", PEOPLE);
        assertThat(scribe).singleElement().extracting(DoneReport::owners).isEqualTo(List.of("dana.kim@example.com"));
    }

    @Test
    void questionsNegationsPromisesAndConditionsAreNotReports() {
        String text = """
                Ian: Has the migration landed?
                Ian: The migration has not landed.
                Ian: The migration isn't merged yet.
                Ian: I'll have the migration merged by Friday.
                Ian: Once the migration is merged we can ship the index.
                Ian: The migration needs to be done first.
                Dana: What needs to get done?
                """;
        assertThat(finder.find(text, PEOPLE)).isEmpty();
    }

    @Test
    void unlabelledLinesContinueTheSpeakerUntilABlankLine() {
        String text = "Ian: Two things.\nThe invoice batch was sent.\n\nThe vendor contract was signed and sent.";
        List<DoneReport> reports = finder.find(text, PEOPLE);
        assertThat(reports).hasSize(1);
        assertThat(reports.getFirst().text()).isEqualTo("The invoice batch was sent.");
    }
}
