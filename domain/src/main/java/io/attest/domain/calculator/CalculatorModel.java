package io.attest.domain.calculator;

import io.attest.plugin.api.calculator.BoundFormula;
import io.attest.plugin.api.calculator.Decimals;
import io.attest.plugin.api.calculator.EvaluationFailure;
import io.attest.plugin.api.calculator.Formula;
import io.attest.plugin.api.calculator.FormulaParse;
import io.attest.plugin.api.calculator.FormulaProblem;
import io.attest.plugin.api.calculator.IncrementalFormula;
import io.attest.plugin.api.calculator.IncrementalFormula.Recording;
import io.attest.plugin.api.calculator.FormulaEngine;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A validated schema compiled for running: every value has a slot in one array (the lines in
 * schema order, then the inputs that are not lines in order of first use), every formula is bound
 * to slots, and the lines are evaluated in a precomputed dependency order. Immutable and
 * thread-safe; build it once per schema and run it many times.
 */
public final class CalculatorModel {

    /** Line ids and names: ASCII letters, digits and underscores, not starting with a digit. */
    public static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    /** The function names of the language; they cannot be line ids. */
    public static final Set<String> FUNCTIONS = Set.of("min", "max", "round");

    /**
     * The most formula operations one run may execute ({@link RunCost}: every line once, plus the
     * lines each input moves on its way to the output, each weighted by its operations) unless the
     * operator sets another budget; a schema above it is refused when it is created. Chosen from
     * measurements (docs/performance.md): a schema at the budget made of the costliest operations
     * (34-digit divisions) runs in at most about 1.7 s of one core; the documented 2,000-line worst case
     * costs 1.6 million.
     */
    public static final long DEFAULT_COST_BUDGET = 10_000_000;
    /**
     * The most formula operations whose evaluation a run records for its analysis (an
     * {@link IncrementalFormula} keeps at most one reference per operation: 4 Mi references,
     * 16–32 MB): a schema of huge formulas (the body limit allows tens of millions of operations) is
     * analysed by evaluating in full rather than holding that much memory per request.
     */
    public static final int MAX_RECORDED_OPERATIONS = 1 << 22;

    private final List<Line> lines;
    private final String[] names;
    private final String[] displayNames;
    private final Map<String, Integer> slotOf;
    private final LineType[] types;
    private final AssumptionRules.Rule[] rules;
    private final BoundFormula[] formulas;
    /** Per slot, its formula when the engine offers incremental evaluation, else null. */
    private final IncrementalFormula[] incremental;
    private final int[] order;
    private final int[] orderPosition;
    private final int[] inputs;
    private final int[][] dependents;
    private final int output;
    private final boolean[] feedsOutput;
    private final int stackDepth;
    /** The operations of the incremental formulas: what recording a run may hold, in references. */
    private final long recordedOperations;
    /** Per slot, the operations of one evaluation of its formula (0 for an input). */
    private final int[] operations;
    private final RunCost cost;
    /** What the lever measurement reads: built once, shared by every run. */
    private final LeverMeasurement.Graph graph;

    private CalculatorModel(List<Line> lines, List<String> names, Map<String, Integer> slotOf, LineType[] types,
                            BoundFormula[] formulas, int[] operations, int[][] dependencies, int stackDepth, long costBudget) {
        this.lines = List.copyOf(lines);
        this.operations = operations;
        this.names = names.toArray(String[]::new);
        this.slotOf = Map.copyOf(slotOf);
        this.types = types;
        this.formulas = formulas;
        this.stackDepth = Math.max(1, stackDepth);
        int slots = this.names.length;

        this.rules = new AssumptionRules.Rule[slots];
        for (int s = 0; s < slots; s++) {
            rules[s] = formulas[s] == null ? AssumptionRules.ruleFor(this.names[s], types[s]) : null;
        }
        this.incremental = new IncrementalFormula[slots];
        long recorded = 0;
        for (int s = 0; s < slots; s++) {
            if (formulas[s] instanceof IncrementalFormula capable) {
                incremental[s] = capable;
                recorded += operations[s];
            }
        }
        this.recordedOperations = recorded;
        this.displayNames = new String[slots];
        for (int s = 0; s < slots; s++) {
            displayNames[s] = s < lines.size() ? lines.get(s).displayName() : this.names[s];
        }

        DependencyGraph graph = new DependencyGraph(dependencies);
        int[] all = graph.topologicalOrder();
        this.order = Arrays.stream(all).filter(s -> formulas[s] != null).toArray();
        this.orderPosition = new int[slots];
        Arrays.fill(orderPosition, Integer.MAX_VALUE);
        for (int k = 0; k < order.length; k++) {
            orderPosition[order[k]] = k;
        }
        List<Integer> inputSlots = new ArrayList<>();
        for (int s = 0; s < slots; s++) {
            if (formulas[s] == null) {
                inputSlots.add(s);
            }
        }
        this.inputs = inputSlots.stream().mapToInt(Integer::intValue).toArray();
        this.output = chooseOutput(this.lines, types, graph);
        this.feedsOutput = graph.upstreamOf(output);
        this.dependents = new int[slots][];
        for (int s = 0; s < slots; s++) {
            dependents[s] = Arrays.stream(graph.dependents(s)).filter(d -> feedsOutput[d]).toArray();
        }
        // Counting is exact for every schema within the budget (it takes at most about twice the
        // budget in steps) and for those a few times above it; beyond, it stops (RunCost.count).
        long stepLimit = costBudget > Long.MAX_VALUE / 8 ? Long.MAX_VALUE : 4 * costBudget + slots;
        this.cost = RunCost.count(order, inputs, dependents, feedsOutput, operations, this.names, stepLimit);
        this.graph = new LeverMeasurement.Graph(inputs, order, orderPosition, dependents, feedsOutput, formulas,
                incremental, operations, this.names, output, this.stackDepth);
    }

    /** The most operations a run of this schema executes (counted when it was compiled). */
    public RunCost cost() {
        return cost;
    }

    /** As {@link #compile(List, FormulaEngine, long)} with the {@link #DEFAULT_COST_BUDGET}. */
    public static CalculatorModel compile(List<Line> lines, FormulaEngine engine) {
        return compile(lines, engine, DEFAULT_COST_BUDGET);
    }

    /**
     * Validates and compiles {@code lines}. Every problem is found before failing: 422
     * {@code schema_validation_failed} with {@code detail.errors[]} (each {@code {index, line,
     * reason, message, position?, cycle?}}) and, when there is a cycle, {@code detail.cycle}. A valid
     * schema whose run would cost more than {@code costBudget} operations is refused with the single
     * error {@code too_complex}, which carries the figures ({@link #tooComplex}).
     */
    public static CalculatorModel compile(List<Line> lines, FormulaEngine engine, long costBudget) {
        List<Map<String, Object>> errors = new ArrayList<>();
        if (lines.isEmpty()) {
            errors.add(error(null, null, "no_lines", "a schema needs at least one line", null, null));
            throw invalid(errors, null);
        }
        Map<String, Integer> slotOf = new HashMap<>();
        List<String> names = new ArrayList<>();
        boolean[] usable = new boolean[lines.size()];
        for (int i = 0; i < lines.size(); i++) {
            Line line = lines.get(i);
            String id = line.id();
            names.add(id);
            if (id.isEmpty()) {
                errors.add(error(i, id, "empty_id", "lines[" + i + "] has an empty id", null, null));
            } else if (!IDENTIFIER.matcher(id).matches()) {
                errors.add(error(i, id, "invalid_id", "'" + id + "' is not an identifier: use letters, digits and _,"
                        + " not starting with a digit", null, null));
            } else if (FUNCTIONS.contains(id)) {
                errors.add(error(i, id, "invalid_id", "'" + id + "' is a function name and cannot be a line id", null, null));
            } else if (slotOf.containsKey(id)) {
                errors.add(error(i, id, "duplicate_id", "the id '" + id + "' is already used by lines["
                        + slotOf.get(id) + "]", null, null));
            } else {
                slotOf.put(id, i);
                usable[i] = true;
            }
            if (line.type() != null && LineType.fromWire(line.type()).isEmpty()) {
                errors.add(error(i, id, "unknown_type", "the type '" + line.type()
                        + "' is not one of expense, income, rate, count, output", null, null));
            }
        }

        Formula[] parsed = new Formula[lines.size()];
        for (int i = 0; i < lines.size(); i++) {
            Line line = lines.get(i);
            if (!line.hasFormula()) {
                continue;
            }
            switch (engine.parse(line.formula())) {
                case FormulaParse.Parsed ok -> parsed[i] = ok.formula();
                case FormulaParse.Rejected rejected -> {
                    for (FormulaProblem problem : rejected.problems()) {
                        errors.add(error(i, line.id(), problem.reason().wireName(), problem.message(), problem.position(), null));
                    }
                }
            }
        }

        // Names that are not lines are inputs: a slot each after the lines, in order of first use.
        int lineCount = lines.size();
        for (int i = 0; i < lineCount; i++) {
            if (parsed[i] != null && usable[i]) {
                for (String name : parsed[i].references()) {
                    if (!slotOf.containsKey(name)) {
                        slotOf.put(name, names.size());
                        names.add(name);
                    }
                }
            }
        }
        int slots = names.size();
        int[][] dependencies = new int[slots][];
        int[][] bindings = new int[slots][];
        int stackDepth = 1;
        for (int s = 0; s < slots; s++) {
            if (s < lineCount && usable[s] && parsed[s] != null) {
                List<String> references = parsed[s].references();
                int[] binding = new int[references.size()];
                for (int r = 0; r < binding.length; r++) {
                    binding[r] = slotOf.get(references.get(r));
                }
                bindings[s] = binding;
                dependencies[s] = Arrays.stream(binding).distinct().toArray();
                stackDepth = Math.max(stackDepth, parsed[s].scratchSize());
            } else {
                dependencies[s] = new int[0];
            }
        }

        List<String> cycle = null;
        for (int[] path : new DependencyGraph(dependencies).cycles()) {
            List<String> ids = Arrays.stream(path).mapToObj(names::get).toList();
            if (cycle == null) {
                cycle = ids;
            }
            String message = path.length == 2
                    ? "'" + ids.get(0) + "' refers to itself"
                    : "circular reference: " + String.join(" -> ", ids);
            errors.add(error(path[0], ids.get(0), "cycle", message, null, ids));
        }
        if (!errors.isEmpty()) {
            errors.sort(Comparator.comparingInt((Map<String, Object> e) -> (Integer) e.getOrDefault("index", -1))
                    .thenComparingInt(e -> (Integer) e.getOrDefault("position", -1)));
            throw invalid(errors, cycle);
        }

        LineType[] types = new LineType[slots];
        BoundFormula[] formulas = new BoundFormula[slots];
        int[] operations = new int[slots];
        for (int i = 0; i < lineCount; i++) {
            Line line = lines.get(i);
            types[i] = line.type() == null ? null : LineType.fromWire(line.type()).orElseThrow();
            if (parsed[i] != null) {
                formulas[i] = parsed[i].bind(bindings[i]);
                operations[i] = Math.max(1, parsed[i].operations());
            }
        }
        CalculatorModel model = new CalculatorModel(lines, names, slotOf, types, formulas, operations, dependencies,
                stackDepth, costBudget);
        if (model.cost.operations() > costBudget) {
            throw invalid(List.of(tooComplex(model.cost, costBudget)), null);
        }
        return model;
    }

    /**
     * The {@code too_complex} error: {@code cost} (operations per run; with {@code
     * cost_is_lower_bound: true} when counting stopped early), {@code budget}, and {@code
     * heaviest_lines}, each {@code {index, line, operations, evaluations}}.
     */
    private static Map<String, Object> tooComplex(RunCost cost, long budget) {
        String figure = String.format(java.util.Locale.ROOT, "%s%,d", cost.complete() ? "" : "at least ", cost.operations());
        StringBuilder message = new StringBuilder("a run of this schema would execute ").append(figure)
                .append(" formula operations (each line's operations times its evaluations: once, plus once for each")
                .append(" input that moves it on the way to the output); the budget is ")
                .append(String.format(java.util.Locale.ROOT, "%,d", budget));
        if (!cost.heaviest().isEmpty()) {
            RunCost.LineCost top = cost.heaviest().get(0);
            message.append(String.format(java.util.Locale.ROOT, "; the heaviest line is '%s' (%,d operations × %,d evaluations)",
                    top.line(), top.operations(), top.evaluations()));
        }
        message.append(": use fewer inputs per line, shorter formulas, or split the schema");
        Map<String, Object> error = error(null, null, "too_complex", message.toString(), null, null);
        error.put("cost", cost.operations());
        if (!cost.complete()) {
            error.put("cost_is_lower_bound", true);
        }
        error.put("budget", budget);
        List<Map<String, Object>> heaviest = new ArrayList<>();
        for (RunCost.LineCost line : cost.heaviest()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("index", line.index());
            entry.put("line", line.line());
            entry.put("operations", line.operations());
            entry.put("evaluations", line.evaluations());
            heaviest.add(entry);
        }
        error.put("heaviest_lines", heaviest);
        return error;
    }

    /** The lines that nothing references; among them the last typed {@code output}, else the last. */
    private static int chooseOutput(List<Line> lines, LineType[] types, DependencyGraph graph) {
        int last = -1;
        int lastTyped = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (graph.dependents(i).length == 0) {
                last = i;
                if (types[i] == LineType.OUTPUT) {
                    lastTyped = i;
                }
            }
        }
        return lastTyped >= 0 ? lastTyped : last;
    }

    public List<Line> lines() {
        return lines;
    }

    /** The inputs a run needs, in slot order: lines without a formula, then the other names. */
    public List<String> inputs() {
        return Arrays.stream(inputs).mapToObj(s -> names[s]).toList();
    }

    /** The id of the analysis output. */
    public String output() {
        return names[output];
    }

    /**
     * Evaluates every line and analyses the levers, recording the evaluation for the analysis
     * unless the recording could exceed {@link #MAX_RECORDED_OPERATIONS}.
     */
    public RunResult run(Map<String, BigDecimal> values) {
        return run(values, RunGuard.unlimited());
    }

    /**
     * As {@link #run(Map)}, reporting every operation executed to {@code guard}, which stops the
     * run (503 {@code service_unavailable}) past its time budget or when its caller has gone.
     */
    public RunResult run(Map<String, BigDecimal> values, RunGuard guard) {
        return run(values, recordedOperations <= MAX_RECORDED_OPERATIONS, guard);
    }

    /**
     * As {@link #run(Map)}; {@code recorded} chooses whether the analysis reuses the recorded
     * evaluation of the formulas that are {@link IncrementalFormula}s (faster, up to one reference
     * per operation of the schema) or evaluates every moved formula in full, as it always does for
     * an engine without that capability. The result is the same either way.
     */
    public RunResult run(Map<String, BigDecimal> values, boolean recorded) {
        return run(values, recorded, RunGuard.unlimited());
    }

    /** As {@link #run(Map, boolean)} under {@code guard}. */
    public RunResult run(Map<String, BigDecimal> values, boolean recorded, RunGuard guard) {
        Recording[] recordings = recorded ? new Recording[names.length] : null;
        BigDecimal[] slots = evaluate(values, recordings, guard);
        Map<String, BigDecimal> results = new LinkedHashMap<>();
        for (int s = 0; s < names.length; s++) {
            results.put(names[s], slots[s]);
        }
        return new RunResult(results, analyse(slots, recordings, guard));
    }

    /**
     * Every slot's value.
     *
     * @throws AttestException 400 {@code values.<name>} for an unknown name, a computed line, a
     *                         missing input or a value out of range; 422 {@code evaluation_failed}
     *                         naming the line when a formula cannot produce a number
     */
    public BigDecimal[] evaluate(Map<String, BigDecimal> values) {
        return evaluate(values, null, RunGuard.unlimited());
    }

    /**
     * As {@link #evaluate(Map)}; when {@code recordings} is not null, each incremental formula's
     * evaluation is recorded in it at its slot.
     */
    private BigDecimal[] evaluate(Map<String, BigDecimal> values, Recording[] recordings, RunGuard guard) {
        BigDecimal[] slots = new BigDecimal[names.length];
        for (Map.Entry<String, BigDecimal> entry : values.entrySet()) {
            String name = entry.getKey();
            Integer slot = slotOf.get(name);
            String field = "values." + name;
            if (slot == null) {
                throw AttestException.invalidRequest(field, "'" + name + "' is neither a line nor an input of this schema");
            }
            if (formulas[slot] != null) {
                throw AttestException.invalidRequest(field, "'" + name + "' is computed by its formula and cannot be given a value");
            }
            BigDecimal value = entry.getValue();
            if (value == null) {
                throw AttestException.invalidRequest(field, field + " must be a number");
            }
            if (!Decimals.inRange(value)) {
                throw AttestException.invalidRequest(field, field + " must be 0 or between 1e-1000 and 1e1000 in magnitude");
            }
            slots[slot] = Decimals.round(value);
        }
        for (int input : inputs) {
            if (slots[input] == null) {
                String kind = input < lines.size() ? "the line '" + names[input] + "' has no formula" : "'" + names[input] + "' is an input";
                throw AttestException.invalidRequest("values." + names[input], kind + " and needs a value");
            }
        }
        BigDecimal[] stack = new BigDecimal[stackDepth];
        long unreported = 0;
        for (int s : order) {
            slots[s] = evaluateLine(s, slots, stack, recordings);
            unreported += operations[s];
            if (unreported >= RunGuard.CHECK_INTERVAL) {
                guard.spend(unreported);
                unreported = 0;
            }
        }
        guard.spend(unreported);
        return slots;
    }

    private BigDecimal evaluateLine(int s, BigDecimal[] slots, BigDecimal[] stack, Recording[] recordings) {
        BigDecimal value;
        try {
            if (recordings != null && incremental[s] != null) {
                recordings[s] = incremental[s].record(slots, stack);
                value = recordings[s].value();
            } else {
                value = formulas[s].evaluate(slots, stack);
            }
        } catch (EvaluationFailure failure) {
            throw failed(s, failure.kind(), failure.getMessage());
        }
        if (!Decimals.inRange(value)) {
            throw failed(s, EvaluationFailure.Kind.OUT_OF_RANGE, "the value is 1e1000 or more in magnitude,"
                    + " or not zero and below 1e-1000");
        }
        return value;
    }

    private AttestException failed(int s, EvaluationFailure.Kind kind, String why) {
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("kind", kind.wireName());
        detail.put("line", names[s]);
        return new AttestException(ErrorCode.EVALUATION_FAILED, "line '" + names[s] + "' cannot be evaluated: " + why,
                null, detail);
    }

    /**
     * Ranked levers, headline and broken assumptions over evaluated slots. For each input, only the
     * lines downstream of it that feed the output are evaluated again, in dependency order (a bitset
     * of positions in the evaluation order); a line whose new value is identical to its old one
     * does not pass the change on. Inputs are measured in batches that advance through the lines
     * together ({@link LeverMeasurement}). {@code recordings}, when not null, holds the recorded
     * evaluation of {@code base} per slot, so an incremental formula may skip the parts that read no
     * moved value.
     */
    Analysis analyse(BigDecimal[] base, Recording[] recordings, RunGuard guard) {
        List<BrokenAssumption> broken = new ArrayList<>();
        for (int x : inputs) {
            if (rules[x] != null) {
                rules[x].check(names[x], base[x]).ifPresent(broken::add);
            }
        }
        Lever[] levers = LeverMeasurement.measure(graph, base, recordings, guard);
        List<Lever> ranked = rank(Arrays.asList(levers));
        return new Analysis(names[output], ranked, headline(ranked), broken);
    }

    /**
     * Levers measured per 1 % first, by the magnitude of their impact; then those measured per
     * unit (zero inputs), by magnitude; then those whose moved value could not be evaluated. Ties
     * keep slot order (lines in schema order, then other inputs by first use).
     */
    static List<Lever> rank(List<Lever> levers) {
        List<Lever> ranked = new ArrayList<>(levers);
        ranked.sort(Comparator.comparingInt(CalculatorModel::group)
                .thenComparing((Lever l) -> l.impact() == null ? BigDecimal.ZERO : l.impact().abs(), Comparator.reverseOrder()));
        return ranked;
    }

    private static int group(Lever lever) {
        if (lever.impact() == null) {
            return 2;
        }
        return lever.measure() == Lever.Measure.PER_PCT ? 0 : 1;
    }

    /** About the first ranked lever that moves the output (a zero input measured per unit may be the one). */
    private String headline(List<Lever> ranked) {
        String out = displayNames[output];
        if (ranked.isEmpty()) {
            return out + " does not depend on any input.";
        }
        Lever top = ranked.stream().filter(l -> l.impact() != null && l.impact().signum() != 0).findFirst().orElse(null);
        if (top == null) {
            if (ranked.stream().allMatch(l -> l.impact() == null)) {
                return "No input's effect on " + out + " could be measured: moving each one makes a formula fail.";
            }
            return "None of the inputs moves " + out + ": a 1% change in any of them (+1 for those at 0) leaves it unchanged.";
        }
        String lever = displayNames[slotOf.get(top.input())];
        String verb = top.impact().signum() > 0 ? "raises " : "lowers ";
        String move = top.measure() == Lever.Measure.PER_PCT ? "a 1% increase " : "each +1 ";
        return lever + " is the top lever on " + out + ": " + move + verb + out + " by " + headlineAmount(top.impact().abs()) + ".";
    }

    /** Two decimals for amounts of 0.01 and more, else three significant digits; plain notation. */
    static String headlineAmount(BigDecimal amount) {
        BigDecimal rounded = amount.compareTo(new BigDecimal("0.01")) >= 0
                ? amount.setScale(2, java.math.RoundingMode.HALF_UP)
                : amount.round(new java.math.MathContext(3, java.math.RoundingMode.HALF_UP));
        return Decimals.plain(rounded);
    }

    private static Map<String, Object> error(Integer index, String line, String reason, String message, Integer position,
                                             List<String> cycle) {
        Map<String, Object> error = new LinkedHashMap<>();
        if (index != null) {
            error.put("index", index);
        }
        if (line != null) {
            error.put("line", line);
        }
        error.put("reason", reason);
        if (position != null) {
            error.put("position", position);
        }
        if (cycle != null) {
            error.put("cycle", cycle);
        }
        error.put("message", message);
        return error;
    }

    private static AttestException invalid(List<Map<String, Object>> errors, List<String> cycle) {
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("errors", List.copyOf(errors));
        if (cycle != null) {
            detail.put("cycle", cycle);
        }
        String summary = errors.size() == 1 ? "the schema has 1 error: " + errors.get(0).get("message")
                : "the schema has " + errors.size() + " errors; the first: " + errors.get(0).get("message");
        return new AttestException(ErrorCode.SCHEMA_VALIDATION_FAILED, summary, null, detail);
    }
}
