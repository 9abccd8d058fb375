package com.acme.attest.marketcsv;

import java.util.ArrayList;
import java.util.List;

/**
 * The records of a CSV text (RFC 4180: comma-separated, a cell in double quotes may hold commas,
 * line breaks and doubled quotes), each with the line it starts on. Blank lines and lines starting
 * with {@code #} are skipped. Written here rather than bundling a CSV library: a plugin jar must
 * carry every library it uses, and this is all the file needs.
 */
final class CsvLines {

    /** One record: the line it starts on (1-based) and its cells. */
    record Record(int line, List<String> cells) {
    }

    private CsvLines() {
    }

    static List<Record> parse(String text) {
        List<Record> records = new ArrayList<>();
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        int line = 1;
        int recordLine = 1;
        int i = text.startsWith("\uFEFF") ? 1 : 0;
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
            }
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                    line++;
                }
                end(records, recordLine, cells, cell);
                cells = new ArrayList<>();
                recordLine = line;
            } else {
                cell.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("a quoted cell opened on line " + recordLine + " is not closed");
        }
        end(records, recordLine, cells, cell);
        return records;
    }

    private static void end(List<Record> records, int line, List<String> cells, StringBuilder cell) {
        cells.add(cell.toString());
        cell.setLength(0);
        boolean blank = cells.size() == 1 && cells.getFirst().isBlank();
        boolean comment = cells.getFirst().stripLeading().startsWith("#");
        if (!blank && !comment) {
            records.add(new Record(line, List.copyOf(cells)));
        }
    }
}
