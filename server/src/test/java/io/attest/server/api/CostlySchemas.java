package io.attest.server.api;

/**
 * Calculator schemas of known cost (docs/calculator.md, "Cost": each line's operations times its
 * evaluations — once, plus once per input that moves it on the way to the output), as request bodies.
 */
final class CostlySchemas {

    /** Issue 16's schema: 600 lines, each the previous one plus the same 1,500 inputs (about 5.6 MB). */
    static final int ISSUE16_LINES = 600;
    static final int ISSUE16_INPUTS = 1_500;
    /**
     * Its cost: {@code l0} has 1,500 names and 1,499 additions (2,999 operations), every later line
     * one name and one addition more (3,001); every input moves every line, so each line is
     * evaluated 1 + 1,500 times.
     */
    static final long ISSUE16_COST = (1L + ISSUE16_INPUTS) * (2_999 + (ISSUE16_LINES - 1) * 3_001L);

    private CostlySchemas() {
    }

    static String issue16Schema() {
        StringBuilder sum = new StringBuilder();
        for (int i = 0; i < ISSUE16_INPUTS; i++) {
            sum.append(i == 0 ? "" : "+").append("in").append(i);
        }
        StringBuilder json = new StringBuilder("{\"name\":\"issue 16\",\"lines\":[");
        for (int k = 0; k < ISSUE16_LINES; k++) {
            json.append(k == 0 ? "" : ",").append("{\"id\":\"l").append(k).append("\",\"formula\":\"")
                    .append(k == 0 ? "" : "l" + (k - 1) + "+").append(sum).append("\"}");
        }
        return json.append("]}").toString();
    }

    /** A run of {@link #issue16Schema()}: every input a 34-digit decimal. */
    static String issue16Run(String schemaId) {
        StringBuilder json = new StringBuilder("{\"schema_id\":\"").append(schemaId).append("\",\"values\":{");
        for (int i = 0; i < ISSUE16_INPUTS; i++) {
            json.append(i == 0 ? "" : ",").append("\"in").append(i).append("\":1.00000").append(1_000_000_000_000_000L + i)
                    .append("1234567891");
        }
        return json.append("}}").toString();
    }

    /**
     * A schema that costs exactly {@code cost} operations (a multiple of 10) plus {@code extra} × 20:
     * {@code l0} sums 9 inputs (17 operations), each later line adds ones to the previous line
     * ({@code l4 = l3+1+1…}, 1 + 2 per "+1"), and every input moves every line, so the cost is 10 ×
     * the operations of all lines.
     */
    static String schemaCosting(long cost, int extra) {
        if (cost % 10 != 0) {
            throw new IllegalArgumentException("a multiple of 10: " + cost);
        }
        long operations = cost / 10;
        int perLine = 4_900; // "+1" terms per line: under the 10,000-character formula limit
        int lines = 1;
        while ((operations - 17 - lines) % 2 != 0 || (operations - 17 - lines) / 2 > (long) lines * perLine) {
            lines++;
        }
        long terms = (operations - 17 - lines) / 2;
        StringBuilder json = new StringBuilder("{\"name\":\"at the budget\",\"lines\":[{\"id\":\"l0\",\"formula\":\"i0");
        for (int i = 1; i < 9; i++) {
            json.append("+i").append(i);
        }
        json.append("\"}");
        for (int k = 1; k <= lines; k++) {
            long here = terms / lines + (k <= terms % lines ? 1 : 0) + (k == lines ? extra : 0);
            json.append(",{\"id\":\"l").append(k).append("\",\"formula\":\"l").append(k - 1).append("+1".repeat((int) here)).append("\"}");
        }
        return json.append("]}").toString();
    }
}
