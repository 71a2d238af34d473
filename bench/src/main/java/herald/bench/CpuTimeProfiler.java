package herald.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * CPU time per operation, beside JMH's wall-clock time ({@code -prof herald.bench.CpuTimeProfiler}): the benchmark's
 * own threads ({@code cpu.worker}) and the whole process with its collector and compiler ({@code cpu.process}). On
 * a machine shared with other builds a thread waits for a core for much of its wall-clock time, and two benchmarks
 * run one after the other wait differently: their CPU time still compares.
 */
public final class CpuTimeProfiler implements InternalProfiler {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private long worker;
    private long process;

    @Override
    public String getDescription() {
        return "CPU time per operation: the benchmark's threads, and the whole process";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        worker = workerTime();
        process = os.getProcessCpuTime();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmark, IterationParams iteration,
            IterationResult result) {
        double ops = Math.max(1, result.getMetadata().getAllOps());
        double workerMs = (workerTime() - worker) / 1e6 / ops;
        double processMs = (os.getProcessCpuTime() - process) / 1e6 / ops;
        return List.of(new ScalarResult("cpu.worker", workerMs, "ms/op", AggregationPolicy.AVG),
                new ScalarResult("cpu.process", processMs, "ms/op", AggregationPolicy.AVG));
    }

    /** The CPU time of JMH's worker threads, the ones that run the benchmark method. */
    private long workerTime() {
        long total = 0;
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && info.getThreadName().contains("jmh-worker")) {
                total += Math.max(0, threads.getThreadCpuTime(info.getThreadId()));
            }
        }
        return total;
    }
}
