package io.attest.adapters.http.voice;

import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.application.accounts.Caller;
import io.attest.application.voice.DeleteVoiceProfile;
import io.attest.application.voice.ExportVoiceProfile;
import io.attest.application.voice.GenerateVariants;
import io.attest.application.voice.ImportVoiceProfile;
import io.attest.application.voice.TrainVoiceProfile;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.Rfc3339;
import io.attest.domain.voice.VoiceProfileDocument;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;

/**
 * Voice profiles (spec 2.2, 4.3–4.6; decisions.md sections 3 and 6); scope {@code voice}. Bodies are typed
 * records bound by Serde and checked by Bean Validation ({@link VoiceRequests}); each route hands a command to
 * its use case. Another account's profile is answered like an unknown one (404 {@code voice_profile}).
 */
@Controller("/v1/voice-profile")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Voice profile")
@SecurityRequirement(name = "apiKey")
public class VoiceProfileController {

    private final TrainVoiceProfile train;
    private final GenerateVariants generate;
    private final ExportVoiceProfile export;
    private final ImportVoiceProfile importer;
    private final DeleteVoiceProfile delete;

    public VoiceProfileController(TrainVoiceProfile train, GenerateVariants generate, ExportVoiceProfile export,
                                  ImportVoiceProfile importer, DeleteVoiceProfile delete) {
        this.train = train;
        this.generate = generate;
        this.export = export;
        this.importer = importer;
        this.delete = delete;
    }

    @Post("/train")
    @Operation(operationId = "trainVoiceProfile", summary = "Measure a writer's voice from writing samples",
            description = "5 or more samples (free and entry plans at most 50 per call, higher 200; each 1-20,000 characters). "
                    + "Up to 100 samples the answer is 200 with the profile; above, 202 with an operation (poll Location) and "
                    + "a voice_profile.train.completed event when it ends, also on failure; the profile answers 409 "
                    + "resource_not_ready until then.")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = VoiceRequests.TrainRequest.class)))
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = VoiceViews.Profile.class)))
    @ApiResponse(responseCode = "202", description = "Above 100 samples: queued",
            content = @Content(schema = @Schema(implementation = VoiceViews.Accepted.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MutableHttpResponse<?> train(HttpRequest<?> request, @Valid @Body VoiceRequests.TrainRequest fields) {
        Caller caller = caller(request);
        TrainVoiceProfile.Outcome outcome = train.train(new TrainVoiceProfile.Command(caller.account().id(),
                caller.account().plan(), fields.samples(), fields.name()));
        return switch (outcome) {
            case TrainVoiceProfile.Trained trained -> HttpResponse.ok(VoiceViews.Profile.of(trained.profile()));
            case TrainVoiceProfile.Accepted accepted -> HttpResponse.status(HttpStatus.ACCEPTED)
                    .header(HttpHeaders.LOCATION, "/v1/operations/" + accepted.operation().id().value())
                    .body(VoiceViews.Accepted.of(accepted));
        };
    }

    @Post("/generate")
    @Operation(operationId = "generateInVoice", summary = "Write variants on a topic in a profile's voice",
            description = "The configured text generator writes more drafts than asked; each is tidied, checked against the "
                    + "format's limits (x: 280 weighted; thread: posts of 280 weighted between blank lines; linkedin 3,000 "
                    + "characters; instagram 2,200 and 5 hashtags; email: a Subject: line then the body; blog: a title line "
                    + "then the body), dropped when it shares 8 words or a long function-word skeleton with a sample or 5 "
                    + "words with an inspiration, and the rest ranked by style distance to the profile. 502 "
                    + "upstream_unavailable with Retry-After when the generator cannot answer or no draft passes.")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = VoiceRequests.GenerateRequest.class)))
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = VoiceViews.Generated.class)))
    @ApiResponse(responseCode = "4XX", description = "404 voice_profile for an unknown, deleted or another account's "
            + "profile; 409 resource_not_ready while its training runs or after it failed",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @ApiResponse(responseCode = "502", description = "The generator (a model endpoint) cannot answer, or no draft passed",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public VoiceViews.Generated generate(HttpRequest<?> request, @Valid @Body VoiceRequests.GenerateRequest fields) {
        return VoiceViews.Generated.of(generate.generate(new GenerateVariants.Command(caller(request).account().id(),
                fields.profileId(), fields.topic(), fields.format(), fields.inspirations(), fields.variantCount(),
                fields.seed() == null ? null : fields.seed().longValue())));
    }

    @Get("/{id}/export")
    @Operation(operationId = "exportVoiceProfile", summary = "The portable profile document",
            description = "format attest.voice-profile, version 1: summary, measured features, phrase bank, format habits; "
                    + "the raw samples only with include_samples=true. POST /v1/voice-profile/import takes it back. "
                    + "JSON Schema: docs/voice-profile.schema.json.")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = VoiceViews.Export.class)))
    @ApiResponse(responseCode = "4XX", description = "404 voice_profile for an unknown, deleted or another account's "
            + "profile; 409 resource_not_ready while its training runs or after it failed",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public VoiceViews.Export export(HttpRequest<?> request, @PathVariable String id,
                                    @Parameter(description = "true to add the training samples (default false)")
                                    @Nullable @QueryValue("include_samples") String includeSamples) {
        return VoiceViews.Export.of(export.export(caller(request).account().id(), id, flag(includeSamples)));
    }

    @Post("/import")
    @Operation(operationId = "importVoiceProfile", summary = "A new profile from an exported document (additive)",
            description = "Takes the document of GET /v1/voice-profile/{id}/export (with or without samples) and answers "
                    + "201 with a new profile id; the summary is derived from the features again.")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = VoiceRequests.ImportRequest.class)))
    @ApiResponse(responseCode = "201", content = @Content(schema = @Schema(implementation = VoiceViews.Profile.class)))
    @ApiResponse(responseCode = "4XX", description = "400 naming the field that is not a valid profile",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MutableHttpResponse<VoiceViews.Profile> importProfile(HttpRequest<?> request,
                                                                 @Valid @Body VoiceRequests.ImportRequest fields) {
        Caller caller = caller(request);
        VoiceProfileDocument document = new VoiceProfileDocument(null, fields.name(), fields.summary(), fields.sampleCount(),
                fields.trainedAt() == null ? null : Rfc3339.parse(fields.trainedAt()).orElseThrow().toInstant(), fields.features(),
                fields.phraseBank(), fields.formatHabits(), fields.samples());
        VoiceViews.Profile profile = VoiceViews.Profile.of(importer.importProfile(new ImportVoiceProfile.Command(
                caller.account().id(), caller.account().plan(), document)));
        return HttpResponse.created(profile);
    }

    @Delete("/{id}")
    @Operation(operationId = "deleteVoiceProfile", summary = "Remove a profile and erase its samples",
            description = "204. Afterwards every use of the id is 404 voice_profile. A queued training of it fails (404).")
    @ApiResponse(responseCode = "204", description = "Deleted")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MutableHttpResponse<Void> deleteProfile(HttpRequest<?> request, @PathVariable String id) {
        delete.delete(caller(request).account().id(), id);
        return HttpResponse.noContent();
    }

    /** {@code true} or {@code false} (absent = false); anything else is a 400 rather than a silent false. */
    private static boolean flag(String value) {
        if (value == null || value.equals("false")) {
            return false;
        }
        if (value.equals("true")) {
            return true;
        }
        throw AttestException.invalidRequest("include_samples", "include_samples must be true or false");
    }

    private static Caller caller(HttpRequest<?> request) {
        return request.getAttribute(RequestAttributes.CALLER, Caller.class).orElseThrow();
    }
}
