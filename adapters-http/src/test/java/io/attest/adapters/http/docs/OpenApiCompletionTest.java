package io.attest.adapters.http.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OpenApiCompletionTest {

    private static final String GENERATED = """
            openapi: 3.0.1
            paths:
              /v1/guard/verify-references:
                post:
                  operationId: verifyReferences
                  requestBody:
                    content:
                      application/json:
                        schema:
                          $ref: '#/components/schemas/VerifyReferencesRequest'
                    required: true
                  responses:
                    "200":
                      description: Ok
                    "4XX":
                      description: An error
                  security:
                  - apiKey: []
              /v1/usage:
                get:
                  operationId: usage
                  responses:
                    "200":
                      description: Ok
                  security:
                  - apiKey: []
            components:
              schemas:
                ErrorBody:
                  type: object
                  properties:
                    code:
                      type: string
                    detail:
                      type: object
                      additionalProperties:
                        type: object
                VerifyReferencesRequest:
                  required: [text, VerifyReferencesRequest]
                  type: object
                  properties:
                    text:
                      type: string
                    domain:
                      type: string
                    VerifyReferencesRequest:
                      $ref: '#/components/schemas/VerifyReferencesRequest_1'
                VerifyReferencesRequest_1:
                  type: object
                VerifyReferencesResponse:
                  type: object
                  properties:
                    domain:
                      type: string
            """;

    @SuppressWarnings("unchecked")
    private static Map<String, Object> at(Map<String, Object> node, String... keys) {
        Map<String, Object> current = node;
        for (String key : keys) {
            current = (Map<String, Object>) current.get(key);
        }
        return current;
    }

    private static Map<String, Object> completed() {
        Map<String, Object> document = OpenApiCompletion.read(GENERATED);
        OpenApiCompletion.complete(document);
        return document;
    }

    @Test
    void everyRouteGetsItsHeadersAndEveryErrorWithItsCodes() {
        Map<String, Object> verify = at(completed(), "paths", "/v1/guard/verify-references", "post");
        Map<String, Object> responses = at(verify, "responses");
        assertThat(responses).doesNotContainKey("4XX")
                .containsKeys("200", "400", "401", "403", "406", "409", "413", "414", "415", "422", "429", "431", "500", "503");
        assertThat(at(responses, "401").get("x-error-codes")).isEqualTo(List.of("unauthenticated", "invalid_api_key"));
        assertThat(at(responses, "422").get("x-error-codes")).isEqualTo(List.of("idempotency_key_reused", "domain_unsupported"));
        assertThat(at(responses, "200", "headers")).containsKeys("Request-Id", "RateLimit", "RateLimit-Policy", "Idempotent-Replayed");
        assertThat(at(responses, "429", "headers")).containsKeys("Request-Id", "Retry-After", "RateLimit");
        assertThat(verify.get("parameters").toString()).contains("#/components/parameters/Idempotency-Key");

        Map<String, Object> usage = at(completed(), "paths", "/v1/usage", "get", "responses");
        assertThat(usage).doesNotContainKeys("403", "409", "415", "429");
        assertThat(at(usage, "200", "headers")).containsOnlyKeys("Request-Id");
    }

    @Test
    @SuppressWarnings("unchecked")
    void strayRecordPropertiesGoAndMapsTakeAnyValue() {
        Map<String, Object> schemas = at(completed(), "components", "schemas");
        assertThat(at(schemas, "VerifyReferencesRequest", "properties")).containsOnlyKeys("text", "domain");
        assertThat(at(schemas, "VerifyReferencesRequest").get("required")).isEqualTo(List.of("text"));
        assertThat(schemas).doesNotContainKey("VerifyReferencesRequest_1");
        assertThat(at(schemas, "ErrorBody", "properties", "detail", "additionalProperties")).isEmpty();
        assertThat((List<Object>) at(schemas, "ErrorBody", "properties", "code").get("enum")).contains("invalid_request", "quota_exceeded");
    }

    @Test
    void completingTwiceChangesNothing() {
        Map<String, Object> once = completed();
        String first = OpenApiCompletion.write(once);
        OpenApiCompletion.complete(once);
        assertThat(OpenApiCompletion.write(once)).isEqualTo(first);
    }

    @Test
    void theServedDocumentNamesTheLoadedDomains() {
        String served = CitationDomains.apply(OpenApiCompletion.write(completed()), List.of("legal", "acme", "auto"));
        Map<String, Object> schemas = at(OpenApiCompletion.read(served), "components", "schemas");
        assertThat(at(schemas, "VerifyReferencesRequest", "properties", "domain").get("enum")).isEqualTo(List.of("acme", "legal", "auto"));
        assertThat(at(schemas, "VerifyReferencesResponse", "properties", "domain").get("enum")).isEqualTo(List.of("acme", "legal"));
    }
}
