package io.attest.fixturecycleb;

public class CycleB {
    public io.attest.fixturecyclea.CycleA back;
}
