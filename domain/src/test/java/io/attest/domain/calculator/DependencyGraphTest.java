package io.attest.domain.calculator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class DependencyGraphTest {

    private static int[] ints(int... values) {
        return values;
    }

    @Test
    void ordersEachNodeAfterWhatItReads() {
        // 0 reads 1 and 2; 1 reads 3; 2 reads 3 (a diamond over 3)
        DependencyGraph graph = new DependencyGraph(new int[][] {ints(1, 2), ints(3), ints(3), ints()});
        int[] order = graph.topologicalOrder();
        assertThat(order).containsExactly(3, 1, 2, 0);
        assertThat(graph.cycles()).isEmpty();
        assertThat(graph.upstreamOf(1)).containsExactly(false, true, false, true);
        assertThat(graph.dependents(3)).containsExactly(1, 2);
    }

    @Test
    void findsSelfDirectAndIndirectCyclesOncePerComponent() {
        DependencyGraph graph = new DependencyGraph(new int[][] {
                ints(0),        // 0: self
                ints(2),        // 1 <-> 2
                ints(1),
                ints(4),        // 3 -> 4 -> 5 -> 3, and 5 -> 4 (one component, shortest cycle through 3)
                ints(5),
                ints(3, 4),
                ints(1),        // 6 reads a cycle but is not on one
        });
        List<int[]> cycles = graph.cycles();
        assertThat(cycles).hasSize(3);
        assertThat(cycles.get(0)).containsExactly(0, 0);
        assertThat(cycles.get(1)).containsExactly(1, 2, 1);
        assertThat(cycles.get(2)).containsExactly(3, 4, 5, 3);
        assertThatThrownBy(graph::topologicalOrder).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void handlesAHundredThousandNodeChainWithoutRecursion() {
        int n = 100_000;
        int[][] chain = new int[n][];
        for (int i = 0; i < n; i++) {
            chain[i] = i == 0 ? ints() : ints(i - 1);
        }
        DependencyGraph graph = new DependencyGraph(chain);
        assertThat(graph.cycles()).isEmpty();
        int[] order = graph.topologicalOrder();
        assertThat(order[0]).isZero();
        assertThat(order[n - 1]).isEqualTo(n - 1);
        assertThat(graph.upstreamOf(n - 1)).doesNotContain(false);

        chain[0] = ints(n - 1); // close the ring
        List<int[]> cycles = new DependencyGraph(chain).cycles();
        assertThat(cycles).singleElement().satisfies(c -> {
            assertThat(c).hasSize(n + 1);
            assertThat(c[0]).isZero();
            assertThat(c[1]).isEqualTo(n - 1);
            assertThat(c[n]).isZero();
        });
    }
}
