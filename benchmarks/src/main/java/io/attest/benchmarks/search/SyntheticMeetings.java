package io.attest.benchmarks.search;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.search.SearchQuery;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * Deterministic synthetic meetings for the search benchmarks: accounts of very different sizes
 * (a Zipf-like spread: the largest holds about a fifth of everything), teams of 4–12 people per
 * account, weekly meetings of 25–45 speaker turns about a handful of the account's projects, and
 * 6–14 extracted items per meeting whose texts are lines of the transcript — requests, promises,
 * proposals that were agreed, questions left open — with owners, owed-to and due dates.
 *
 * <p>Vocabulary: about 3,600 project names (adjective × noun), 60 artefacts, 50 actions, 40
 * statuses, so postings and BM25 statistics look like a real index rather than a handful of words.
 */
public final class SyntheticMeetings {

    static final String[] FIRST = {"ada", "bob", "carol", "dev", "erin", "farid", "grace", "hugo", "ines", "jamal", "kira",
            "liam", "mona", "nils", "olga", "pavel", "quinn", "rosa", "sven", "tara", "umar", "vera", "wes", "xena", "yuki", "zane",
            "amir", "bea", "chen", "dora", "emil", "fay", "gus", "hana", "ivan", "jo", "kai", "lena", "milo", "nora"};
    static final String[] LAST = {"lovelace", "martin", "nguyen", "patel", "okafor", "shah", "becker", "ortiz", "kim", "novak",
            "rossi", "silva", "weber", "young", "zhang", "adams", "brooks", "cole", "diaz", "evans"};
    static final String[] ADJECTIVES = {"atlas", "beacon", "cobalt", "delta", "ember", "falcon", "granite", "harbor", "iris",
            "juniper", "kestrel", "lumen", "meridian", "nimbus", "onyx", "polaris", "quartz", "raven", "sierra", "tundra", "umbra",
            "vector", "willow", "zephyr", "billing", "payroll", "warehouse", "mobile", "partner", "customer", "vendor", "grant",
            "campus", "clinic", "library", "retail", "security", "marketing", "research", "support", "finance", "legal", "hiring",
            "onboarding", "analytics", "logistics", "facilities", "training", "compliance", "procurement", "design", "data",
            "platform", "infrastructure", "network", "storage", "identity", "pricing", "sales", "events"};
    static final String[] NOUNS = {"service", "portal", "migration", "rollout", "audit", "budget", "contract", "lease", "launch",
            "pipeline", "dashboard", "roadmap", "renewal", "upgrade", "campaign", "survey", "policy", "review", "pilot", "program",
            "integration", "backlog", "inventory", "forecast", "report", "schedule", "workshop", "handbook", "website", "app",
            "cluster", "database", "gateway", "firewall", "backup", "release", "sprint", "retrofit", "expansion", "relocation",
            "tender", "proposal", "licence", "subscription", "agreement", "onboarding", "offsite", "newsletter", "fundraiser",
            "inspection", "clinic", "warehouse", "office", "fleet", "kiosk", "showroom", "helpdesk", "catalog", "checkout",
            "scanner"};
    static final String[] ARTEFACTS = {"cost estimate", "status report", "risk register", "test plan", "budget sheet",
            "draft contract", "vendor shortlist", "slide deck", "runbook", "postmortem", "design doc", "spec", "timeline",
            "invoice", "purchase order", "training material", "press release", "job description", "floor plan", "quote",
            "migration plan", "security review", "data export", "user survey", "release notes", "support article", "SLA draft",
            "capacity plan", "grant application", "audit checklist", "incident report", "meeting notes", "price list",
            "onboarding guide", "access request", "change request", "backup report", "license inventory", "KPI summary",
            "customer list", "rollout checklist", "demo script", "FAQ", "handover note", "staffing plan", "heat map", "benchmark",
            "contract summary", "insurance claim", "permit application", "safety plan", "schedule draft", "menu", "seating chart",
            "travel plan", "evaluation form", "feedback summary", "requirements list", "architecture diagram", "cutover plan"};
    static final String[] ACTIONS = {"send", "update", "review", "draft", "finish", "share", "prepare", "check", "circulate",
            "sign off", "rewrite", "collect", "summarise", "book", "order", "test", "publish", "file", "revise", "translate",
            "clean up", "benchmark", "document", "archive", "approve", "validate", "present", "negotiate", "schedule", "merge",
            "deploy", "price", "estimate", "verify", "audit", "reconcile", "print", "upload", "forward", "compare", "outline",
            "format", "proofread", "simplify", "extend", "split", "migrate", "reprice", "tag", "label"};
    static final String[] STATUSES = {"behind schedule", "on track", "blocked on legal", "waiting for the vendor",
            "over budget", "ahead of plan", "stuck in review", "missing two people", "still in testing", "almost done",
            "at risk", "paused", "in the pilot phase", "waiting for sign-off", "delayed by the holidays", "understaffed",
            "green", "red since Monday", "failing its checks", "under audit", "waiting on procurement", "short of data",
            "in a good place", "slipping", "two weeks late", "on hold", "in negotiation", "in design", "half migrated",
            "ready for launch", "waiting for hardware", "blocked by security", "with the client", "with finance",
            "with the board", "out for comment", "back from review", "in QA", "rolled back", "live in one region"};
    static final String[] OPTIONS = {"the cheaper vendor", "the in-house option", "a phased rollout", "a single cutover",
            "the managed service", "the open-source tool", "the second design", "the quarterly plan", "the smaller scope",
            "the existing contract", "a three-month pilot", "the regional partner", "the cloud version", "the on-premises setup",
            "weekly releases", "monthly releases", "the original date", "a two-week delay", "the premium tier", "the basic tier"};
    static final String[] WHEN = {"by Friday", "by Monday", "before the next meeting", "by end of month", "next week", "today",
            "tomorrow", "by Wednesday", "this week", "in two weeks"};
    static final String[] QUESTION_TAILS = {"needs a new approval", "is covered by the current contract",
            "can ship before the audit", "has budget left this quarter", "affects the customers in Europe",
            "still needs the old database", "requires a security review", "can reuse last year's design",
            "is blocked by the vendor", "needs legal sign-off", "can run without the legacy system", "is worth extending",
            "will pass the inspection", "fits in the current sprint", "breaks the partner integration"};

    private final int accounts;
    private final long seed;

    public SyntheticMeetings(int accounts, long seed) {
        this.accounts = accounts;
        this.seed = seed;
    }

    /** Transcripts in a fixed order until {@code items} items are reached; the same seed gives the same meetings. */
    public List<TranscriptDocument> transcripts(int items) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] weights = accountWeights();
        List<TranscriptDocument> out = new ArrayList<>();
        int made = 0;
        long sequence = 1;
        while (made < items) {
            int account = pick(random, weights);
            TranscriptDocument transcript = meeting(random, account, out.size(), sequence++, Math.min(items - made, 6 + random.nextInt(9)));
            out.add(transcript);
            made += transcript.items().size();
        }
        return out;
    }

    /** Account {@code i} weighs 1 / (i + 1): the first few are large, the tail small. */
    double[] accountWeights() {
        double[] weights = new double[accounts];
        double sum = 0;
        for (int i = 0; i < accounts; i++) {
            weights[i] = 1.0 / (i + 1);
            sum += weights[i];
        }
        for (int i = 0; i < accounts; i++) {
            weights[i] /= sum;
        }
        return weights;
    }

    static String accountId(int account) {
        return "acct_bench" + account;
    }

    static List<String> team(int account) {
        Random random = new Random(account * 7919L);
        int size = 4 + random.nextInt(9);
        List<String> people = new ArrayList<>();
        while (people.size() < size) {
            String email = FIRST[random.nextInt(FIRST.length)] + "." + LAST[random.nextInt(LAST.length)] + "@team" + account + ".test";
            if (!people.contains(email)) {
                people.add(email);
            }
        }
        return people;
    }

    /** The account's projects: 40 of the adjective × noun names, stable per account. */
    static List<String> projects(int account) {
        Random random = new Random(account * 104729L);
        List<String> projects = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            projects.add(ADJECTIVES[random.nextInt(ADJECTIVES.length)] + " " + NOUNS[random.nextInt(NOUNS.length)]);
        }
        return projects;
    }

    private TranscriptDocument meeting(SplittableRandom random, int account, int number, long sequence, int itemCount) {
        List<String> team = team(account);
        List<String> people = new ArrayList<>(team.subList(0, Math.min(team.size(), 3 + random.nextInt(4))));
        List<String> projects = projects(account);
        OffsetDateTime occurredAt = OffsetDateTime.of(2025, 1, 6, 9, 0, 0, 0, ZoneOffset.UTC)
                .plusDays(random.nextInt(600)).plusMinutes(random.nextInt(600));
        StringBuilder text = new StringBuilder();
        List<TranscriptDocument.Item> items = new ArrayList<>();
        int turns = 25 + random.nextInt(21);
        int itemEvery = Math.max(2, turns / Math.max(1, itemCount));
        String project = pick(random, projects);
        for (int turn = 0; turn < turns || items.size() < itemCount; turn++) {
            String speaker = pick(random, people);
            String other = pick(random, people);
            boolean itemTurn = items.size() < itemCount && (turn % itemEvery == itemEvery - 1 || turn >= turns);
            if (turn % 6 == 5 && !itemTurn) {
                project = pick(random, projects);
                line(text, speaker, "Next topic is the " + project + ".");
                continue;
            }
            if (itemTurn) {
                ItemKind kind = ItemKind.values()[random.nextInt(4)];
                String utterance = switch (kind) {
                    case ACTION_ITEM -> capital(name(other)) + ", can you " + pick(random, ACTIONS) + " the " + pick(random, ARTEFACTS)
                            + " for the " + project + " " + pick(random, WHEN) + "?";
                    case COMMITMENT -> "I will " + pick(random, ACTIONS) + " the " + pick(random, ARTEFACTS) + " for the " + project
                            + " " + pick(random, WHEN) + ".";
                    case DECISION -> "Let's go with " + pick(random, OPTIONS) + " for the " + project + ".";
                    case OPEN_QUESTION -> "Do we know whether the " + project + " " + pick(random, QUESTION_TAILS) + "?";
                };
                int start = text.length() + capital(name(speaker)).length() + 2;
                line(text, speaker, utterance);
                String owner = switch (kind) {
                    case ACTION_ITEM -> other;
                    case COMMITMENT -> speaker;
                    default -> null;
                };
                String owedTo = kind == ItemKind.DECISION ? null : kind == ItemKind.ACTION_ITEM ? speaker : other;
                LocalDate due = owner == null ? null : occurredAt.toLocalDate().plusDays(1 + random.nextInt(14));
                items.add(new TranscriptDocument.Item("item_" + number + "_" + items.size(), kind, utterance, owner, owedTo, due,
                        0.5 + random.nextInt(50) / 100.0, start, start + utterance.length()));
                line(text, kind == ItemKind.ACTION_ITEM ? other : pick(random, people),
                        kind == ItemKind.OPEN_QUESTION ? "Not sure, nobody has checked." : pick(random, new String[] {"Sure.",
                                "Agreed.", "Sounds good.", "Works for me.", "Will do.", "Fine by me."}));
                continue;
            }
            line(text, speaker, switch (random.nextInt(4)) {
                case 0 -> "The " + pick(random, ARTEFACTS) + " for the " + project + " is " + pick(random, STATUSES) + ".";
                case 1 -> "I talked to the team about the " + project + ", the " + pick(random, ARTEFACTS) + " is "
                        + pick(random, STATUSES) + ".";
                case 2 -> "Last week we had to " + pick(random, ACTIONS) + " the " + pick(random, ARTEFACTS)
                        + " again because the " + project + " was " + pick(random, STATUSES) + ".";
                default -> "Thanks " + capital(name(other)) + ", that helps with the " + project + ".";
            });
        }
        return new TranscriptDocument(accountId(account), "tr_" + number, sequence, occurredAt, people, text.toString(), items);
    }

    /** A question someone might ask this account: keywords, kind questions, names, some with filters. */
    public SearchQuery query(SplittableRandom random) {
        int account = pick(random, accountWeights());
        List<String> projects = projects(account);
        List<String> team = team(account);
        String project = pick(random, projects);
        String text = switch (random.nextInt(8)) {
            case 0 -> project;
            case 1 -> project + " " + pick(random, ARTEFACTS);
            case 2 -> "what did we decide about the " + project;
            case 3 -> "who owes the " + pick(random, ARTEFACTS) + " for the " + project;
            case 4 -> "open questions about the " + project;
            case 5 -> "what did " + capital(name(pick(random, team))) + " promise";
            case 6 -> "is the " + project + " " + pick(random, STATUSES);
            default -> pick(random, ACTIONS) + " " + pick(random, ARTEFACTS);
        };
        ItemKind kind = random.nextInt(5) == 0 ? ItemKind.values()[random.nextInt(4)] : null;
        OffsetDateTime since = random.nextInt(5) == 0 ? OffsetDateTime.of(2025, 1, 6, 0, 0, 0, 0, ZoneOffset.UTC).plusDays(random.nextInt(600)) : null;
        List<String> participants = random.nextInt(5) == 0 ? List.of(pick(random, team)) : List.of();
        return new SearchQuery(accountId(account), text, kind, since, participants, 20);
    }

    private static void line(StringBuilder text, String email, String utterance) {
        text.append(capital(name(email))).append(": ").append(utterance).append('\n');
    }

    private static String name(String email) {
        return email.substring(0, email.indexOf('.'));
    }

    private static String capital(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }

    private static <T> T pick(SplittableRandom random, List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    private static String pick(SplittableRandom random, String[] values) {
        return values[random.nextInt(values.length)];
    }

    private static int pick(SplittableRandom random, double[] weights) {
        double x = random.nextDouble();
        for (int i = 0; i < weights.length; i++) {
            x -= weights[i];
            if (x < 0) {
                return i;
            }
        }
        return weights.length - 1;
    }
}
