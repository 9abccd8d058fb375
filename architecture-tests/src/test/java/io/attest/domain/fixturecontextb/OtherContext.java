package io.attest.domain.fixturecontextb;

public class OtherContext {
}
