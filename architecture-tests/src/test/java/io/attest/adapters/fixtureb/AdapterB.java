package io.attest.adapters.fixtureb;

public class AdapterB {
}
