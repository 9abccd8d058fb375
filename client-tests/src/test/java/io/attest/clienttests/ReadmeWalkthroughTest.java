package io.attest.clienttests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.attest.client.ApiClient;
import io.attest.client.ApiException;
import io.attest.client.ApiResponse;
import io.attest.client.api.AccountApi;
import io.attest.client.api.CalculatorEngineApi;
import io.attest.client.api.CitationCheckApi;
import io.attest.client.api.ConsoleApi;
import io.attest.client.api.MeetingMemoryApi;
import io.attest.client.api.PlatformApi;
import io.attest.client.api.RentalDealAnalyzerApi;
import io.attest.client.api.VoiceProfileApi;
import io.attest.client.api.WebhooksApi;
import io.attest.client.model.Account;
import io.attest.client.model.AnalyzeDealResponse;
import io.attest.client.model.AnalyzeDealRequest;
import io.attest.client.model.CalculatorLine;
import io.attest.client.model.CalculatorSchema;
import io.attest.client.model.CitationFlag;
import io.attest.client.model.CreateCalculatorSchemaRequest;
import io.attest.client.model.CreateKey;
import io.attest.client.model.CreateWebhookEndpointRequest;
import io.attest.client.model.CreatedKey;
import io.attest.client.model.Credentials;
import io.attest.client.model.Digest;
import io.attest.client.model.DigestRequest;
import io.attest.client.model.DigestRequestWindow;
import io.attest.client.model.EventList;
import io.attest.client.model.GenerateRequest;
import io.attest.client.model.GenerateResult;
import io.attest.client.model.IngestRequest;
import io.attest.client.model.IngestResult;
import io.attest.client.model.Plugin;
import io.attest.client.model.QueryRequest;
import io.attest.client.model.QueryResult;
import io.attest.client.model.RunCalculatorRequest;
import io.attest.client.model.RunCalculatorResponse;
import io.attest.client.model.TrainRequest;
import io.attest.client.model.Usage;
import io.attest.client.model.VerifyReferencesRequest;
import io.attest.client.model.VerifyReferencesResponse;
import io.attest.client.model.VoiceProfile;
import io.attest.client.model.WebhookEndpoint;
import io.attest.testsupport.TestDirectories;
import io.attest.testsupport.TestPostgres;
import io.attest.testsupport.VoiceSamples;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.math.BigDecimal;
import java.net.CookieManager;
import java.net.http.HttpClient;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The README's walk-through, with the Java client generated at build time from the OpenAPI document,
 * against a live server over real HTTP: sign up and create a key in the console, then one call of
 * each built capability. A change of the API that the document does not follow fails here.
 */
class ReadmeWalkthroughTest {

    private static EmbeddedServer server;

    @BeforeAll
    static void startServer() {
        Map<String, Object> properties = new HashMap<>(TestPostgres.freshDatabase().micronautProperties());
        properties.put("micronaut.server.port", -1);
        properties.put("attest.plugins.dir", TestDirectories.temporary("attest-plugins").toString());
        // the README's local receiver settings: a webhook endpoint on this machine over plain http
        properties.put("attest.webhooks.allowed-cidrs", "127.0.0.0/8");
        properties.put("attest.webhooks.allow-http", true);
        server = ApplicationContext.run(EmbeddedServer.class, properties);
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.getApplicationContext().close();
        }
    }

    private static ApiClient client() {
        ApiClient client = new ApiClient();
        client.updateBaseUri(server.getURI().toString().replaceAll("/$", ""));
        return client;
    }

    @Test
    void theWalkthroughRunsWithTheGeneratedClient() throws Exception {
        // 1. sign up in the console: the session is a cookie
        ApiClient browser = client().setHttpClientBuilder(HttpClient.newBuilder().cookieHandler(new CookieManager()));
        ConsoleApi console = new ConsoleApi(browser);
        Account account = console.signUp(new Credentials().email("ada@example.com").password("at least twelve chars"));
        assertThat(account.getAccountId()).startsWith("acct_");
        assertThat(account.getPlan()).isEqualTo("free");

        // 2. create an API key: the secret is in this answer only
        CreatedKey key = console.createKey(new CreateKey().name("my laptop"));
        assertThat(key.getSecret()).startsWith("att_");
        ApiClient api = client().setRequestInterceptor(request -> request.header("Authorization", "Bearer " + key.getSecret()));

        // 3. call the API with it
        Usage usage = new AccountApi(api).usage();
        assertThat(usage.getUsed()).isZero();
        assertThat(usage.getLimit()).isEqualTo(100L);

        // 4. check the citations of an AI-written text against its sources
        ApiResponse<VerifyReferencesResponse> checked = new CitationCheckApi(api).verifyReferencesWithHttpInfo(
                new VerifyReferencesRequest().text("See Smith v. Jones, 999 F.4th 1 (2d Cir. 2022); 42 U.S.C. § 1983.")
                        .sources(List.of("42 U.S.C. § 1983")), null);
        assertThat(checked.getHeaders().get("request-id")).isNotEmpty();
        assertThat(checked.getHeaders().get("ratelimit")).singleElement().asString().startsWith("\"monthly\";r=99;t=");
        VerifyReferencesResponse check = checked.getData();
        assertThat(check.getDomain()).isEqualTo("legal");
        assertThat(check.getFlags()).extracting(CitationFlag::getRaw).contains("Smith v. Jones", "999 F.4th 1", "42 U.S.C. § 1983");
        assertThat(check.getFlags()).filteredOn(CitationFlag::getInSources).extracting(CitationFlag::getRaw).containsExactly("42 U.S.C. § 1983");
        assertThat(check.getFlaggedText()).contains("[verify]");

        // the rental deal analyzer, with the bundled market data
        AnalyzeDealResponse deal = new RentalDealAnalyzerApi(api).analyzeDeal(
                new AnalyzeDealRequest().address("1500 marilla street, dallas, texas 75201"), null);
        assertThat(deal.getAddressNormalized()).isEqualTo("1500 MARILLA ST, DALLAS, TX 75201");
        assertThat(deal.getVerdict()).isNotNull();
        assertThat(deal.getMath().getAnnualNet()).isNotNull();

        // the calculator: a schema, then a run with exact decimals (retried safely with an Idempotency-Key)
        CalculatorEngineApi calculator = new CalculatorEngineApi(api);
        CalculatorSchema schema = calculator.createCalculatorSchema(new CreateCalculatorSchemaRequest().name("Monthly net").lines(List.of(
                new CalculatorLine().id("revenue").type(CalculatorLine.TypeEnum.INCOME),
                new CalculatorLine().id("costs").type(CalculatorLine.TypeEnum.EXPENSE),
                new CalculatorLine().id("net").formula("revenue - costs").type(CalculatorLine.TypeEnum.OUTPUT))), null);
        RunCalculatorRequest run = new RunCalculatorRequest().schemaId(schema.getSchemaId())
                .values(Map.of("revenue", new BigDecimal("5000.10"), "costs", new BigDecimal("3200")));
        RunCalculatorResponse result = calculator.runCalculator(run, "walkthrough-run");
        assertThat(result.getResults().get("net")).isEqualByComparingTo("1800.10");
        assertThat(result.getAnalysis().getRankedLevers()).hasSize(2);
        ApiResponse<RunCalculatorResponse> replayed = calculator.runCalculatorWithHttpInfo(run, "walkthrough-run");
        assertThat(replayed.getHeaders().get("idempotent-replayed")).containsExactly("true");

        // voice: train a profile from writing samples, then write in that voice
        VoiceProfileApi voice = new VoiceProfileApi(api);
        VoiceProfile profile = voice.trainVoiceProfile(new TrainRequest().samples(VoiceSamples.first("jargon-file", 20)).name("jargon"), null);
        assertThat(profile.getProfileId()).startsWith("vp_");
        GenerateResult generated = voice.generateInVoice(new GenerateRequest().profileId(profile.getProfileId())
                .topic("Why small tools that do one thing well outlive big ones").format(GenerateRequest.FormatEnum.LINKEDIN), null);
        assertThat(generated.getVariants()).isNotEmpty();

        // meeting memory: ingest a transcript, ask it, and get a digest
        MeetingMemoryApi meetings = new MeetingMemoryApi(api);
        IngestResult ingested = meetings.ingestTranscript(new IngestRequest().transcriptId("kickoff").occurredAt("2026-01-05T09:00:00Z")
                .participants(List.of("ian@example.com", "dana@example.com"))
                .transcript("Dana: Ian, can you send the budget to finance?\nIan: I'll send the budget by Friday.\n"
                        + "Dana: We decided to launch in March."), null);
        assertThat(ingested.getExtracted().getCommitments() + ingested.getExtracted().getActionItems()).isPositive();
        QueryResult answers = meetings.queryMeetings(null, null, null, null, null, null, new QueryRequest().q("budget"));
        assertThat(answers.getMatches()).isNotEmpty();
        Digest digest = meetings.meetingDigest(new DigestRequest().window(new DigestRequestWindow("last_30_days")), null);
        assertThat(digest.getWindow()).contains("..");

        // webhooks: a local receiver (allowed by the operator's settings) and the events list
        WebhooksApi webhooks = new WebhooksApi(api);
        WebhookEndpoint endpoint = webhooks.createWebhookEndpoint(new CreateWebhookEndpointRequest().url("http://127.0.0.1:9/attest")
                .events(List.of("meeting_memory.ingest.completed")), null);
        assertThat(endpoint.getSecret()).startsWith("whsec_");
        EventList events = webhooks.listEvents(null, null, null, 10);
        assertThat(events.getHasMore()).isFalse();

        List<Plugin> plugins = new PlatformApi(api).listPlugins();
        assertThat(plugins).extracting(Plugin::getKind).contains("citation_pattern_pack", "market_data_provider");

        // twelve metered calls: usage and the idempotent replay are not metered
        assertThat(new AccountApi(api).usage().getUsed()).isEqualTo(12L);

        // errors come back in the one layout
        ApiException missing = catchThrowableOfType(ApiException.class, () -> calculator.getCalculatorSchema("calc_doesnotexist"));
        assertThat(missing.getCode()).isEqualTo(404);
        assertThat(missing.getResponseBody()).contains("\"code\":\"resource_not_found\"").contains("\"kind\":\"schema\"");
    }
}
