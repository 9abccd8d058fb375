package io.attest.domain.deal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * The USPS Publication 28 tables the address normaliser reads: street suffixes (Appendix C1),
 * secondary unit designators (C2), state abbreviations (Appendix B) and directionals (§233).
 *
 * <p>The domain does not read files itself: {@link #load(Function)} takes a source that opens a
 * table by its file name ({@code usps-street-suffixes.csv}, {@code usps-secondary-units.csv},
 * {@code us-states.csv}, {@code usps-directionals.csv}); {@link #bundled()} reads the copies that
 * ship in this module's resources (see the README next to them for source and attribution).
 */
public final class UspsTables {

    public static final String SUFFIXES = "usps-street-suffixes.csv";
    public static final String UNITS = "usps-secondary-units.csv";
    public static final String STATES = "us-states.csv";
    public static final String DIRECTIONALS = "usps-directionals.csv";

    /** Kind of a state code in Appendix B. */
    public enum StateKind { STATE, DISTRICT, TERRITORY, FREELY_ASSOCIATED_STATE, MILITARY }

    /** One secondary unit designator: its standard abbreviation and whether a number must follow. */
    public record UnitDesignator(String abbreviation, boolean requiresNumber) {
    }

    private final Map<String, String> suffixes;          // any spelling -> standard abbreviation
    private final Set<String> standardSuffixes;
    private final Map<String, UnitDesignator> units;     // designator or abbreviation -> designator
    private final Map<String, String> stateNames;        // full name -> code
    private final Map<String, StateKind> stateCodes;     // code -> kind
    private final Map<String, String> directionals;      // word or abbreviation -> abbreviation

    private UspsTables(Map<String, String> suffixes, Set<String> standardSuffixes, Map<String, UnitDesignator> units,
                       Map<String, String> stateNames, Map<String, StateKind> stateCodes, Map<String, String> directionals) {
        this.suffixes = Map.copyOf(suffixes);
        this.standardSuffixes = Set.copyOf(standardSuffixes);
        this.units = Map.copyOf(units);
        this.stateNames = Map.copyOf(stateNames);
        this.stateCodes = Map.copyOf(stateCodes);
        this.directionals = Map.copyOf(directionals);
    }

    private static volatile UspsTables bundled;

    /** The tables shipped in this module's resources (parsed once). */
    public static UspsTables bundled() {
        UspsTables tables = bundled;
        if (tables == null) {
            synchronized (UspsTables.class) {
                tables = bundled;
                if (tables == null) {
                    tables = load(name -> UspsTables.class.getResourceAsStream(name));
                    bundled = tables;
                }
            }
        }
        return tables;
    }

    /**
     * Reads the four tables from {@code source}, which opens a table by file name (null when it is
     * missing).
     *
     * @throws IllegalArgumentException when a table is missing or malformed
     */
    public static UspsTables load(Function<String, InputStream> source) {
        Objects.requireNonNull(source, "source");
        return parse(open(source, SUFFIXES), open(source, UNITS), open(source, STATES), open(source, DIRECTIONALS));
    }

    private static Reader open(Function<String, InputStream> source, String name) {
        InputStream in = source.apply(name);
        if (in == null) {
            throw new IllegalArgumentException("USPS table " + name + " is missing");
        }
        return new InputStreamReader(in, StandardCharsets.UTF_8);
    }

    /** Parses the four CSV tables (header row first, as in shared/data); closes the readers. */
    public static UspsTables parse(Reader suffixCsv, Reader unitCsv, Reader stateCsv, Reader directionalCsv) {
        Map<String, String> suffixes = new HashMap<>();
        Set<String> standard = new HashSet<>();
        for (List<String> row : rows(suffixCsv, SUFFIXES, 3)) {
            String abbreviation = up(row.get(2));
            standard.add(abbreviation);
            for (String variant : row.get(1).split("\\|")) {
                suffixes.putIfAbsent(up(variant), abbreviation);
            }
            suffixes.putIfAbsent(up(row.get(0)), abbreviation);
        }
        // A token that already is a standard abbreviation stays itself (MDW is listed under MEADOW and MEADOWS).
        for (String abbreviation : standard) {
            suffixes.put(abbreviation, abbreviation);
        }
        Map<String, UnitDesignator> units = new HashMap<>();
        for (List<String> row : rows(unitCsv, UNITS, 3)) {
            UnitDesignator designator = new UnitDesignator(up(row.get(1)), Boolean.parseBoolean(row.get(2).strip()));
            units.put(up(row.get(0)), designator);
            units.put(designator.abbreviation(), designator);
        }
        Map<String, String> names = new HashMap<>();
        Map<String, StateKind> codes = new HashMap<>();
        for (List<String> row : rows(stateCsv, STATES, 3)) {
            String code = up(row.get(1));
            names.put(up(row.get(0)), code);
            codes.put(code, StateKind.valueOf(up(row.get(2))));
        }
        Map<String, String> directionals = new HashMap<>();
        for (List<String> row : rows(directionalCsv, DIRECTIONALS, 2)) {
            directionals.put(up(row.get(0)), up(row.get(1)));
            directionals.put(up(row.get(1)), up(row.get(1)));
        }
        if (suffixes.isEmpty() || units.isEmpty() || codes.isEmpty() || directionals.isEmpty()) {
            throw new IllegalArgumentException("a USPS table is empty");
        }
        return new UspsTables(suffixes, standard, units, names, codes, directionals);
    }

    private static String up(String value) {
        return value.strip().toUpperCase(Locale.ROOT);
    }

    private static List<List<String>> rows(Reader reader, String name, int columns) {
        List<List<String>> rows = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(reader)) {
            String line = in.readLine(); // header
            if (line == null) {
                throw new IllegalArgumentException("USPS table " + name + " is empty");
            }
            int number = 1;
            while ((line = in.readLine()) != null) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                List<String> cells = List.of(line.split(",", -1));
                if (cells.size() != columns) {
                    throw new IllegalArgumentException("USPS table " + name + " line " + number + " has "
                            + cells.size() + " cells, expected " + columns);
                }
                rows.add(cells);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read USPS table " + name, e);
        }
        return rows;
    }

    /** The standard suffix abbreviation for any C1 spelling ({@code AVENUE}, {@code AVN} → {@code AVE}), or null. */
    public String suffix(String token) {
        return suffixes.get(token);
    }

    public boolean isStandardSuffix(String token) {
        return standardSuffixes.contains(token);
    }

    /** The unit designator for a C2 name or abbreviation ({@code APARTMENT}, {@code APT}), or null. */
    public UnitDesignator unit(String token) {
        return units.get(token);
    }

    /** The code of a state by its full name ({@code NEW YORK} → {@code NY}), or null. */
    public String stateByName(String name) {
        return stateNames.get(name);
    }

    /** The kind of a two-letter code, or null when it is not in Appendix B. */
    public StateKind stateKind(String code) {
        return stateCodes.get(code);
    }

    /** The longest number of words in a state name (for matching from the end of an address). */
    public int longestStateName() {
        int longest = 1;
        for (String name : stateNames.keySet()) {
            longest = Math.max(longest, name.split(" ").length);
        }
        return longest;
    }

    /** The one/two-letter abbreviation of a directional word or abbreviation, or null. */
    public String directional(String token) {
        return directionals.get(token);
    }
}
