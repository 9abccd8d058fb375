package io.attest.domain.fixturecontexta;

/** Violates: a bounded context never reaches into another. */
public class ReachesAcross {
    public Object other() {
        return new io.attest.domain.fixturecontextb.OtherContext();
    }
}
