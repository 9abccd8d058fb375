package io.attest.plugins.marketbundled;

import java.util.ArrayList;
import java.util.List;

/** RFC 4180 lines as the data file uses them: cells quoted only where they hold a comma or quote. */
final class Csv {

    private Csv() {
    }

    static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
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
            } else {
                cell.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("unterminated quote");
        }
        cells.add(cell.toString());
        return cells;
    }
}
