package io.attest.adapters.http.docs;

import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.enums.SecuritySchemeType;
import io.swagger.v3.oas.annotations.info.Info;
import io.swagger.v3.oas.annotations.security.SecurityScheme;

/** Root of the OpenAPI document that the build generates from the controllers. */
@OpenAPIDefinition(info = @Info(
        title = "Attest",
        version = "1",
        description = "Put AI output under control: citation checks, deal analysis, voice, calculators, meeting memory. "
                + "Every error uses one layout: {\"error\": {code, message, field?, detail?, request_id}}. "
                + "Request bodies are JSON (Content-Type: application/json). Every route that reads one answers "
                + "400 invalid_request for a body that is not the documented JSON shape (null included), a key given "
                + "twice in one object (field: its path) and a string anywhere in the body holding NUL (\\u0000) or an "
                + "unpaired UTF-16 surrogate (field: its path). Authorization, Content-Type, Host, Origin and "
                + "Idempotency-Key sent twice are 400 (field: the header). A request line over 4096 bytes is "
                + "414 uri_too_long, headers over 8192 bytes 431 headers_too_large."))
@SecurityScheme(name = "apiKey", type = SecuritySchemeType.HTTP, scheme = "bearer", bearerFormat = "att_ API key")
public final class ApiDocumentation {

    private ApiDocumentation() {
    }
}
