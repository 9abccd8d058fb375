package io.attest.adapters.http.docs;

import io.attest.application.guard.CitationPacks;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Writes the citation domains of the loaded packs into the served document: a pack dropped into the
 * plugins directory adds its domain, so the build cannot know the list. The request's {@code domain}
 * takes them and {@code auto}; the response's {@code domain} is one of them.
 */
final class CitationDomains {

    static final String REQUEST = "VerifyReferencesRequest";
    static final String RESPONSE = "VerifyReferencesResponse";

    private CitationDomains() {
    }

    /** {@code installed}: the domains a request may name ({@link CitationPacks#supported()}, {@code auto} or not). */
    static String apply(String yaml, Collection<String> installed) {
        Map<String, Object> document = OpenApiCompletion.read(yaml);
        Map<String, Object> schemas = OpenApiCompletion.child(OpenApiCompletion.child(document, "components"), "schemas");
        List<String> domains = installed.stream().filter(d -> !d.equals(CitationPacks.AUTO)).sorted().toList();
        List<String> requested = new ArrayList<>(domains);
        requested.add(CitationPacks.AUTO);
        setEnum(schemas, REQUEST, requested);
        setEnum(schemas, RESPONSE, domains);
        return OpenApiCompletion.write(document);
    }

    private static void setEnum(Map<String, Object> schemas, String schema, List<String> values) {
        Object definition = schemas.get(schema);
        if (definition == null) {
            throw new IllegalStateException("the OpenAPI document has no schema " + schema);
        }
        Map<String, Object> domain = OpenApiCompletion.child(OpenApiCompletion.child(OpenApiCompletion.map(definition), "properties"), "domain");
        domain.put("enum", values);
    }
}
