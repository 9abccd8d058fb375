package io.attest.adapters.http.console.pages;

import io.attest.application.calculator.ShowLastRuns;
import io.attest.domain.calculator.SchemaSummary;
import io.attest.domain.shared.AttestException;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Hidden;
import java.util.List;

/** The calculator: the account's schemas, and one schema's last run with its ranked levers as a tornado chart. */
@Hidden
@Controller("/console/calculator")
@Produces(MediaType.TEXT_HTML)
@ExecuteOn(TaskExecutors.BLOCKING)
public class CalculatorPageController {

    private final ShowLastRuns lastRuns;

    public CalculatorPageController(ShowLastRuns lastRuns) {
        this.lastRuns = lastRuns;
    }

    public record SchemaRow(String id, String name, String createdAt, boolean selected) {
    }

    /** {@code run} is null when no schema is chosen or it has not run yet. */
    public record Page(Chrome chrome, List<SchemaRow> schemas, SchemaRow selected, LastRunView run) {
    }

    public record LastRunView(String ranAt, String output, String headline, TornadoChart chart) {
    }

    @Get
    public HttpResponse<?> show(HttpRequest<?> request, @Nullable @QueryValue String schema) {
        var account = KeysPageController.account(request);
        List<SchemaSummary> schemas = lastRuns.schemas(account);
        String chosen = schema != null ? schema : schemas.isEmpty() ? null : schemas.getFirst().id().value();
        SchemaRow selected = null;
        LastRunView run = null;
        if (chosen != null) {
            try {
                var found = lastRuns.of(account, chosen);
                selected = new SchemaRow(found.schema().id().value(), found.schema().name(), Pages.time(found.schema().createdAt()), true);
                run = found.lastRun().map(r -> new LastRunView(Pages.timeToSecond(r.ranAt()), r.output(), r.headline(),
                        TornadoChart.of(r.rankedLevers()))).orElse(null);
            } catch (AttestException e) {
                return KeysPageController.notFound(request);
            }
        }
        String selectedId = selected == null ? null : selected.id();
        List<SchemaRow> rows = schemas.stream().map(s -> new SchemaRow(s.id().value(), s.name(), Pages.time(s.createdAt()),
                s.id().value().equals(selectedId))).toList();
        return Pages.ok("calculator", new Page(Chrome.signedIn(request, "calculator"), rows, selected, run));
    }
}
