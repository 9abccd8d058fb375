package io.attest.fixturecyclea;

/** Violates: top-level packages are free of cycles (with CycleB). */
public class CycleA {
    public io.attest.fixturecycleb.CycleB next;
}
