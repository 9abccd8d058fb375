package com.acme.attest.marketcsv;

import io.attest.plugin.api.deal.NormalizedAddress;
import io.attest.plugin.api.deal.Regulation;
import io.attest.plugin.api.deal.RegulationCategory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The customer's market file: a header line naming the columns (any order) and one market a line.
 * Columns: {@code market}, {@code state}, {@code city} and/or {@code zip_prefix} (1 to 5 digits),
 * {@code adr}, {@code occupancy_rate} (0 to 1), {@code projected_annual_revenue} (empty: modelled),
 * {@code comp_count} (empty: unknown), {@code rent_estimate_monthly}, {@code as_of} (YYYY-MM-DD),
 * {@code source}, {@code regulation} (a wire name such as {@code permit_required}; empty: unknown),
 * {@code regulation_note}.
 *
 * <p>An address takes the row with the longest ZIP prefix of its ZIP in its state, else the row of
 * its city in its state.
 *
 * <p>Apache Commons CSV reads the records (RFC 4180: a cell in double quotes may hold commas, line
 * breaks and doubled quotes); this class checks the columns and the figures.
 */
final class MarketFile {

    static final List<String> REQUIRED = List.of("market", "state", "adr", "occupancy_rate", "rent_estimate_monthly", "as_of");
    static final Set<String> KNOWN = Set.of("market", "state", "city", "zip_prefix", "adr", "occupancy_rate",
            "projected_annual_revenue", "comp_count", "rent_estimate_monthly", "as_of", "source", "regulation",
            "regulation_note");

    /** RFC 4180, plus the file's conventions: a line starting with {@code #} is a comment, empty lines are skipped. */
    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setCommentMarker('#').setIgnoreEmptyLines(true).get();

    private final String name;
    private final List<MarketRow> rows;

    private MarketFile(String name, List<MarketRow> rows) {
        this.name = name;
        this.rows = List.copyOf(rows);
    }

    /** @throws IllegalArgumentException naming the file, line and column of the first mistake */
    static MarketFile read(Path path) {
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("setting file: cannot read the market file " + path + ": " + e, e);
        }
        return parse(path.getFileName().toString(), text);
    }

    static MarketFile parse(String name, String text) {
        List<NumberedRecord> records = records(name, text);
        if (records.isEmpty()) {
            throw new IllegalArgumentException(name + " is empty: it needs a header line and one line per market");
        }
        List<String> header = records.getFirst().cells().stream().map(cell -> cell.strip().toLowerCase(Locale.ROOT)).toList();
        for (String column : REQUIRED) {
            if (!header.contains(column)) {
                throw new IllegalArgumentException(name + ": the header has no column " + column + " (it needs " + REQUIRED + ")");
            }
        }
        for (String column : header) {
            if (!KNOWN.contains(column)) {
                throw new IllegalArgumentException(name + ": unknown column " + column + " (known: " + KNOWN + ")");
            }
        }
        List<MarketRow> rows = new ArrayList<>();
        for (NumberedRecord record : records.subList(1, records.size())) {
            String where = name + " line " + record.line() + ": ";
            if (record.cells().size() != header.size()) {
                throw new IllegalArgumentException(where + record.cells().size() + " cells, the header has " + header.size());
            }
            try {
                MarketRow row = new Line(header, record.cells()).row();
                row.snapshot(name); // the figures' own checks (occupancy 0 to 1, no negative amounts) now, not at the first request
                rows.add(row);
            } catch (IllegalArgumentException | NullPointerException | DateTimeParseException e) {
                throw new IllegalArgumentException(where + e.getMessage(), e);
            }
        }
        return new MarketFile(name, rows);
    }

    /** One record and the line it starts on (1-based), for the error messages. */
    private record NumberedRecord(long line, List<String> cells) {
    }

    /** The records of the text, without lines of spaces; a malformed record stops with the parser's message naming its line. */
    private static List<NumberedRecord> records(String name, String text) {
        String withoutBom = text.startsWith("\uFEFF") ? text.substring(1) : text;
        List<NumberedRecord> records = new ArrayList<>();
        try (CSVParser parser = CSVParser.parse(withoutBom, FORMAT)) {
            // The for loop asks the parser for the next record only at the next turn: inside it, the
            // parser's line number is the line this record ends on.
            for (CSVRecord record : parser) {
                List<String> cells = record.toList();
                if (cells.size() == 1 && cells.getFirst().isBlank()) {
                    continue;
                }
                records.add(new NumberedRecord(parser.getCurrentLineNumber() - lineBreaks(cells), cells));
            }
        } catch (IOException | UncheckedIOException e) {
            Throwable cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : e;
            throw new IllegalArgumentException(name + ": " + cause.getMessage(), e);
        }
        return records;
    }

    /** Line breaks inside quoted cells, counted as the parser counts lines (CR LF is one). */
    private static long lineBreaks(List<String> cells) {
        return cells.stream().mapToLong(cell -> cell.replace("\r\n", "\n").chars().filter(c -> c == '\n' || c == '\r').count()).sum();
    }

    String name() {
        return name;
    }

    List<MarketRow> rows() {
        return rows;
    }

    Optional<MarketRow> rowFor(NormalizedAddress address) {
        if (address.zip5() != null) {
            Optional<MarketRow> byZip = rows.stream()
                    .filter(row -> row.zipPrefix() != null && row.state().equals(address.state()) && address.zip5().startsWith(row.zipPrefix()))
                    .max(Comparator.comparingInt(row -> row.zipPrefix().length()));
            if (byZip.isPresent()) {
                return byZip;
            }
        }
        String city = cityKey(address.city());
        return rows.stream().filter(row -> row.city() != null && row.state().equals(address.state()) && cityKey(row.city()).equals(city))
                .findFirst();
    }

    private static String cityKey(String city) {
        return city.toUpperCase(Locale.ROOT).replace(".", "").strip();
    }

    /** One data line with its header, read column by column. */
    private record Line(List<String> header, List<String> cells) {

        MarketRow row() {
            String state = required("state").toUpperCase(Locale.ROOT);
            if (!state.matches("[A-Z]{2}")) {
                throw new IllegalArgumentException("state must be a two-letter code: " + state);
            }
            String city = optional("city");
            String zipPrefix = optional("zip_prefix");
            if (zipPrefix != null && !zipPrefix.matches("\\d{1,5}")) {
                throw new IllegalArgumentException("zip_prefix must be 1 to 5 digits: " + zipPrefix);
            }
            if (city == null && zipPrefix == null) {
                throw new IllegalArgumentException("a market needs a city or a zip_prefix to be found");
            }
            String category = optional("regulation");
            Regulation regulation = category == null && optional("regulation_note") == null ? Regulation.UNKNOWN
                    : new Regulation(RegulationCategory.fromWire(category), optional("regulation_note"), null);
            String comps = optional("comp_count");
            String revenue = optional("projected_annual_revenue");
            return new MarketRow(required("market"), state, city, zipPrefix, decimal("adr"), decimal("occupancy_rate"),
                    revenue == null ? null : decimal("projected_annual_revenue"), comps == null ? null : Integer.valueOf(comps),
                    decimal("rent_estimate_monthly"), LocalDate.parse(required("as_of")), optional("source"), regulation);
        }

        private String optional(String column) {
            int index = header.indexOf(column);
            if (index < 0) {
                return null;
            }
            String value = cells.get(index).strip();
            return value.isEmpty() ? null : value;
        }

        private String required(String column) {
            String value = optional(column);
            if (value == null) {
                throw new IllegalArgumentException(column + " is empty");
            }
            return value;
        }

        private BigDecimal decimal(String column) {
            String value = required(column);
            try {
                return new BigDecimal(value);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(column + " is not a number: " + value, e);
            }
        }
    }
}
