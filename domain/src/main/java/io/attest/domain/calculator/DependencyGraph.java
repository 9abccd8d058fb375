package io.attest.domain.calculator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Who reads whom among the values of a schema: node {@code v} depends on the nodes in
 * {@code dependencies[v]}. Every algorithm here is iterative (explicit stacks and queues), so a
 * chain of 10,000 lines costs 10,000 steps and no stack frames.
 */
public final class DependencyGraph {

    private final int[][] dependencies;
    private final int[][] dependents;

    /** @param dependencies for each node, the distinct nodes it reads */
    public DependencyGraph(int[][] dependencies) {
        int n = dependencies.length;
        this.dependencies = new int[n][];
        int[] counts = new int[n];
        for (int v = 0; v < n; v++) {
            this.dependencies[v] = dependencies[v].clone();
            for (int w : dependencies[v]) {
                counts[w]++;
            }
        }
        this.dependents = new int[n][];
        for (int v = 0; v < n; v++) {
            this.dependents[v] = new int[counts[v]];
        }
        int[] fill = new int[n];
        for (int v = 0; v < n; v++) {
            for (int w : dependencies[v]) {
                this.dependents[w][fill[w]++] = v;
            }
        }
    }

    public int size() {
        return dependencies.length;
    }

    public int[] dependencies(int node) {
        return dependencies[node].clone();
    }

    public int[] dependents(int node) {
        return dependents[node].clone();
    }

    /**
     * One cycle per strongly connected component that has a cycle (two or more nodes, or a node
     * that reads itself), ordered by the component's lowest node. Each cycle starts and ends at
     * that lowest node and is a shortest cycle through it: {@code [a, b, a]} means a reads b and b
     * reads a; a self-reference is {@code [a, a]}.
     */
    public List<int[]> cycles() {
        int[] component = stronglyConnectedComponents();
        int n = size();
        int components = 0;
        for (int c : component) {
            components = Math.max(components, c + 1);
        }
        int[] lowest = new int[components];
        int[] members = new int[components];
        Arrays.fill(lowest, Integer.MAX_VALUE);
        for (int v = 0; v < n; v++) {
            lowest[component[v]] = Math.min(lowest[component[v]], v);
            members[component[v]]++;
        }
        List<int[]> cycles = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (lowest[component[v]] != v) {
                continue;
            }
            if (members[component[v]] > 1 || readsItself(v)) {
                cycles.add(shortestCycleThrough(v, component));
            }
        }
        return cycles;
    }

    /**
     * Every node, each after all the nodes it reads (Kahn's algorithm; among ready nodes the lower
     * index first).
     *
     * @throws IllegalStateException when the graph has a cycle
     */
    public int[] topologicalOrder() {
        int n = size();
        int[] pending = new int[n];
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        for (int v = 0; v < n; v++) {
            pending[v] = dependencies[v].length;
            if (pending[v] == 0) {
                queue[tail++] = v;
            }
        }
        while (head < tail) {
            int v = queue[head++];
            for (int w : dependents[v]) {
                if (--pending[w] == 0) {
                    queue[tail++] = w;
                }
            }
        }
        if (tail != n) {
            throw new IllegalStateException("the graph has a cycle");
        }
        return queue;
    }

    /** {@code node} and every node it reads, directly or not. */
    public boolean[] upstreamOf(int node) {
        boolean[] seen = new boolean[size()];
        int[] stack = new int[size()];
        int top = 0;
        seen[node] = true;
        stack[top++] = node;
        while (top > 0) {
            int v = stack[--top];
            for (int w : dependencies[v]) {
                if (!seen[w]) {
                    seen[w] = true;
                    stack[top++] = w;
                }
            }
        }
        return seen;
    }

    private boolean readsItself(int v) {
        for (int w : dependencies[v]) {
            if (w == v) {
                return true;
            }
        }
        return false;
    }

    /** Tarjan's algorithm with an explicit call stack; returns each node's component number. */
    private int[] stronglyConnectedComponents() {
        int n = size();
        int[] index = new int[n];
        int[] low = new int[n];
        int[] component = new int[n];
        boolean[] onStack = new boolean[n];
        int[] stack = new int[n];
        int[] callNode = new int[n];
        int[] callEdge = new int[n];
        Arrays.fill(index, -1);
        int next = 0;
        int top = 0;
        int components = 0;
        for (int root = 0; root < n; root++) {
            if (index[root] != -1) {
                continue;
            }
            int depth = 0;
            index[root] = low[root] = next++;
            stack[top++] = root;
            onStack[root] = true;
            callNode[depth] = root;
            callEdge[depth] = 0;
            depth++;
            while (depth > 0) {
                int v = callNode[depth - 1];
                int edge = callEdge[depth - 1];
                if (edge < dependencies[v].length) {
                    callEdge[depth - 1]++;
                    int w = dependencies[v][edge];
                    if (index[w] == -1) {
                        index[w] = low[w] = next++;
                        stack[top++] = w;
                        onStack[w] = true;
                        callNode[depth] = w;
                        callEdge[depth] = 0;
                        depth++;
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], index[w]);
                    }
                    continue;
                }
                depth--;
                if (depth > 0) {
                    int parent = callNode[depth - 1];
                    low[parent] = Math.min(low[parent], low[v]);
                }
                if (low[v] == index[v]) {
                    int w;
                    do {
                        w = stack[--top];
                        onStack[w] = false;
                        component[w] = components;
                    } while (w != v);
                    components++;
                }
            }
        }
        return component;
    }

    /** Breadth-first from {@code start} inside its component until an edge leads back to it. */
    private int[] shortestCycleThrough(int start, int[] component) {
        int n = size();
        int[] parent = new int[n];
        Arrays.fill(parent, -1);
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        parent[start] = start;
        while (head < tail) {
            int v = queue[head++];
            for (int w : dependencies[v]) {
                if (w == start) {
                    return path(start, v, parent);
                }
                if (component[w] == component[start] && parent[w] == -1) {
                    parent[w] = v;
                    queue[tail++] = w;
                }
            }
        }
        throw new IllegalStateException("node " + start + " is on no cycle");
    }

    private static int[] path(int start, int last, int[] parent) {
        List<Integer> reversed = new ArrayList<>();
        reversed.add(start);
        for (int v = last; v != start; v = parent[v]) {
            reversed.add(v);
        }
        reversed.add(start);
        int[] path = new int[reversed.size()];
        for (int i = 0; i < path.length; i++) {
            path[i] = reversed.get(path.length - 1 - i);
        }
        return path;
    }
}
