package io.attest.adapters.fixturea;

/** Violates: adapters do not depend on each other. */
public class AdapterA {
    public Object other() {
        return new io.attest.adapters.fixtureb.AdapterB();
    }
}
