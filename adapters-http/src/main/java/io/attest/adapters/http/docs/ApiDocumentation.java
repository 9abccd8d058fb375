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
                + "Every error uses one layout: {\"error\": {code, message, field?, detail?, request_id}}."))
@SecurityScheme(name = "apiKey", type = SecuritySchemeType.HTTP, scheme = "bearer", bearerFormat = "att_ API key")
public final class ApiDocumentation {

    private ApiDocumentation() {
    }
}
