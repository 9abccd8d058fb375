package io.attest.plugins.marketbundled;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.attest.plugin.api.deal.Regulation;
import io.attest.plugin.api.deal.RegulationCategory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The 50 metros of {@code markets.csv} (see the README next to it for sources and vintages),
 * indexed by ZIP prefix and by principal city. Figures the file does not publish are modelled here,
 * from the rows that do publish them:
 * <ul>
 *   <li>ADR = {@link #adrPerFmr()} × the metro's HUD FY2025 2-bedroom FMR, where the factor is the
 *       median ADR/FMR ratio of the rows with a published ADR;</li>
 *   <li>occupancy = {@link #modelledOccupancy()}, the median published occupancy;</li>
 *   <li>projected annual revenue = ADR × 365 × occupancy (also for rows that publish ADR and
 *       occupancy but no revenue).</li>
 * </ul>
 * The long-term rent is the HUD FY2025 2-bedroom FMR (published, not modelled). The listing count
 * ({@code str_active_listings}, revision 2) is the number of active listings the row's figures
 * describe, for the market; it is never modelled: an empty cell stays unknown ({@code null}).
 */
final class MarketTable {

    /** The end of HUD's fiscal year 2025 (FMRs effective 1 Oct 2024 – 30 Sep 2025). */
    static final LocalDate FMR_PERIOD_END = LocalDate.of(2025, 9, 30);

    /** One metro with its figures, ready to answer. */
    record Metro(String name, Set<String> states, List<String> principalCities, BigDecimal fmr2br, String fmrSource,
                 BigDecimal adr, BigDecimal occupancy, BigDecimal annualRevenue, Integer activeListings, LocalDate asOf, String strAsOf,
                 String strSource, List<String> modelledFields, Regulation regulation) {
    }

    private final List<Metro> metros;
    private final Map<String, Metro> byZip3;
    private final Map<String, Metro> byCity; // "CITY|ST" (SAINT/FORT/MOUNT spelled out)
    private final Map<String, Metro> byFirstCity;
    private final BigDecimal adrPerFmr;
    private final BigDecimal occupancy;

    private MarketTable(List<Metro> metros, Map<String, Metro> byZip3, BigDecimal adrPerFmr, BigDecimal occupancy) {
        this.metros = List.copyOf(metros);
        this.byZip3 = Map.copyOf(byZip3);
        this.adrPerFmr = adrPerFmr;
        this.occupancy = occupancy;
        Map<String, Metro> cities = new HashMap<>();
        Map<String, Metro> first = new HashMap<>();
        for (Metro metro : metros) {
            for (String city : metro.principalCities()) {
                cities.putIfAbsent(city, metro);
            }
            first.put(metro.principalCities().getFirst(), metro);
        }
        this.byCity = Map.copyOf(cities);
        this.byFirstCity = Map.copyOf(first);
    }

    static MarketTable load(InputStream in) {
        try (in) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return parse(text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read markets.csv", e);
        }
    }

    static MarketTable parse(String text) {
        List<Map<String, String>> rows = new ArrayList<>();
        CsvSchema header = CsvSchema.emptySchema().withHeader();
        try (MappingIterator<Map<String, String>> lines = new CsvMapper().readerForMapOf(String.class).with(header)
                .readValues(text)) {
            while (lines.hasNext()) {
                Map<String, String> row = new HashMap<>();
                lines.next().forEach((column, cell) -> row.put(column, cell.strip()));
                if (!rows.isEmpty() && !row.keySet().equals(rows.getFirst().keySet())) {
                    throw new IllegalArgumentException("markets.csv row " + (rows.size() + 1) + " lacks columns of the header");
                }
                rows.add(row);
            }
        } catch (IOException | RuntimeException malformed) {
            throw new IllegalArgumentException("markets.csv is not valid: " + malformed.getMessage(), malformed);
        }
        // The model's two constants, from the rows that publish the figure.
        List<BigDecimal> ratios = new ArrayList<>();
        List<BigDecimal> occupancies = new ArrayList<>();
        for (Map<String, String> row : rows) {
            if (!row.get("str_adr").isEmpty()) {
                ratios.add(new BigDecimal(row.get("str_adr")).divide(new BigDecimal(row.get("fmr_2br_monthly")), MathContext.DECIMAL64));
            }
            if (!row.get("str_occupancy").isEmpty()) {
                occupancies.add(new BigDecimal(row.get("str_occupancy")));
            }
        }
        BigDecimal adrPerFmr = median(ratios).setScale(4, RoundingMode.HALF_UP);
        BigDecimal occupancy = median(occupancies).setScale(3, RoundingMode.HALF_UP);

        List<Metro> metros = new ArrayList<>();
        Map<String, Metro> zip3 = new HashMap<>();
        for (Map<String, String> row : rows) {
            Metro metro = metro(row, adrPerFmr, occupancy);
            metros.add(metro);
            for (String prefix : zip3(row.get("zip3"))) {
                if (zip3.putIfAbsent(prefix, metro) != null) {
                    throw new IllegalArgumentException("ZIP prefix " + prefix + " is in two metros");
                }
            }
        }
        return new MarketTable(metros, zip3, adrPerFmr, occupancy);
    }

    private static Metro metro(Map<String, String> row, BigDecimal adrPerFmr, BigDecimal modelledOccupancy) {
        String name = row.get("metro");
        String statesPart = name.substring(name.lastIndexOf(", ") + 2);
        Set<String> states = new LinkedHashSet<>(Arrays.asList(statesPart.split("-")));
        List<String> cities = Arrays.stream(row.get("principal_cities").split("\\|")).map(MarketTable::cityKeyOfListed).toList();
        BigDecimal fmr = new BigDecimal(row.get("fmr_2br_monthly"));
        List<String> modelled = new ArrayList<>();
        BigDecimal adr;
        if (row.get("str_adr").isEmpty()) {
            adr = adrPerFmr.multiply(fmr).setScale(2, RoundingMode.HALF_UP);
            modelled.add("adr");
        } else {
            adr = new BigDecimal(row.get("str_adr"));
        }
        BigDecimal occupancy;
        if (row.get("str_occupancy").isEmpty()) {
            occupancy = modelledOccupancy;
            modelled.add("occupancy_rate");
        } else {
            occupancy = new BigDecimal(row.get("str_occupancy"));
        }
        BigDecimal revenue;
        if (row.get("str_annual_revenue").isEmpty()) {
            revenue = adr.multiply(BigDecimal.valueOf(365)).multiply(occupancy).setScale(2, RoundingMode.HALF_UP);
            modelled.addFirst("projected_annual_revenue");
        } else {
            revenue = new BigDecimal(row.get("str_annual_revenue"));
        }
        String listings = row.get("str_active_listings");
        Integer activeListings = listings.isEmpty() ? null : Integer.valueOf(listings);
        String strAsOf = row.get("str_as_of");
        LocalDate asOf = strAsOf.isEmpty() ? FMR_PERIOD_END : periodEnd(strAsOf);
        Regulation regulation = row.get("str_regulation").isEmpty() && row.get("str_regulation_note").isEmpty()
                ? Regulation.UNKNOWN
                : new Regulation(RegulationCategory.fromWire(row.get("str_regulation")),
                        emptyToNull(row.get("str_regulation_note")), emptyToNull(row.get("str_regulation_source")));
        return new Metro(name, Set.copyOf(states), cities, fmr, row.get("fmr_source"), adr, occupancy, revenue, activeListings, asOf,
                strAsOf, emptyToNull(row.get("str_source")), List.copyOf(modelled), regulation);
    }

    /** {@code 2019-04} → 2019-04-30, {@code 2023} → 2023-12-31. */
    static LocalDate periodEnd(String period) {
        if (period.matches("\\d{4}-\\d{2}")) {
            return YearMonth.parse(period).atEndOfMonth();
        }
        if (period.matches("\\d{4}")) {
            return LocalDate.of(Integer.parseInt(period), 12, 31);
        }
        throw new IllegalArgumentException("str_as_of is not YYYY or YYYY-MM: " + period);
    }

    private static List<String> zip3(String cell) {
        List<String> prefixes = new ArrayList<>();
        for (String part : cell.split("\\|")) {
            String[] range = part.strip().split("-");
            int from = Integer.parseInt(range[0]);
            int to = range.length == 2 ? Integer.parseInt(range[1]) : from;
            for (int p = from; p <= to; p++) {
                prefixes.add(String.format(Locale.ROOT, "%03d", p));
            }
        }
        return prefixes;
    }

    private static BigDecimal median(List<BigDecimal> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("markets.csv has no published STR figure to model from");
        }
        List<BigDecimal> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2)
                : sorted.get(n / 2 - 1).add(sorted.get(n / 2)).divide(BigDecimal.valueOf(2), MathContext.DECIMAL64);
    }

    private static String emptyToNull(String value) {
        return value == null || value.isEmpty() ? null : value;
    }

    /** "SAINT LOUIS MO" → "SAINT LOUIS|MO". */
    private static String cityKeyOfListed(String listed) {
        int space = listed.lastIndexOf(' ');
        return cityKey(listed.substring(0, space), listed.substring(space + 1));
    }

    /** City names compared with ST/SAINT, FT/FORT, MT/MOUNT as equal. */
    static String cityKey(String city, String state) {
        String name = " " + city.toUpperCase(Locale.ROOT).replace(".", "").strip() + " ";
        name = name.replace(" ST ", " SAINT ").replace(" FT ", " FORT ").replace(" MT ", " MOUNT ");
        return name.strip() + "|" + state.toUpperCase(Locale.ROOT);
    }

    Metro byZip3(String prefix) {
        return byZip3.get(prefix);
    }

    Metro byCity(String key) {
        return byCity.get(key);
    }

    /** The metro whose first-named principal city this is (the city its regulation note describes). */
    Metro byFirstCity(String key) {
        return byFirstCity.get(key);
    }

    List<Metro> metros() {
        return metros;
    }

    BigDecimal adrPerFmr() {
        return adrPerFmr;
    }

    BigDecimal modelledOccupancy() {
        return occupancy;
    }
}
