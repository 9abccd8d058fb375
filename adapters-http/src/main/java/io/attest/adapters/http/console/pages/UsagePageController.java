package io.attest.adapters.http.console.pages;

import io.attest.application.accounts.ShowUsage;
import io.attest.domain.accounts.Usage;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Hidden;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.TextStyle;
import java.util.Locale;

/** This month's metered calls: a meter against the plan's limit, the reset date, and a bar per day. */
@Hidden
@Controller("/console/usage")
@Produces(MediaType.TEXT_HTML)
@ExecuteOn(TaskExecutors.BLOCKING)
public class UsagePageController {

    private final ShowUsage usage;
    private final Clock clock;

    public UsagePageController(ShowUsage usage, Clock clock) {
        this.usage = usage;
        this.clock = clock;
    }

    /** {@code limit} is null on an unlimited plan; {@code percent} is then 0. */
    public record Page(Chrome chrome, String month, long used, Long limit, long percent, long remaining, String resetsAt,
                       DailyChart chart) {
        public boolean unlimited() {
            return limit == null;
        }

        /** The meter turns amber from 80 % and red from 95 %, like the quota headers warn. */
        public long high() {
            return limit == null ? 0 : Math.max(1, limit * 95 / 100);
        }

        public long low() {
            return limit == null ? 0 : Math.max(1, limit * 80 / 100);
        }
    }

    @Get
    public HttpResponse<?> show(HttpRequest<?> request) {
        var account = KeysPageController.account(request);
        Usage now = usage.of(account);
        Long limit = now.limit().isPresent() ? now.limit().getAsLong() : null;
        long percent = limit == null || limit == 0 ? 0 : Math.min(100, now.used() * 100 / limit);
        long remaining = limit == null ? 0 : Math.max(0, limit - now.used());
        String month = now.period().month().getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH) + " "
                + now.period().month().getYear();
        LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        DailyChart chart = DailyChart.of(now.period().month(), usage.perDay(account), today);
        return Pages.ok("usage", new Page(Chrome.signedIn(request, "usage"), month, now.used(), limit, percent, remaining,
                Pages.time(now.period().resetsAt()), chart));
    }
}
