package dev.seqid.cli;

import dev.seqid.UuidGenerator;
import java.io.PrintWriter;
import java.util.UUID;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code seqid generate}: prints new ids, one per line. */
@Command(name = "generate", mixinStandardHelpOptions = true, description = "Prints new sequential UUIDs (RFC 9562 v7), one per line.")
final class GenerateCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "1", description = "How many ids to print (default: ${DEFAULT-VALUE}).")
    long count;

    @Override
    public Integer call() {
        if (count < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--count must be 0 or more, got " + count);
        }
        UuidGenerator generator = UuidGenerator.builder().build();
        PrintWriter out = spec.commandLine().getOut();
        UUID[] batch = new UUID[(int) Math.min(count, 1024)];
        for (long left = count; left > 0; left -= batch.length) {
            int n = (int) Math.min(left, batch.length);
            generator.next(batch, 0, n);
            for (int i = 0; i < n; i++) {
                out.println(batch[i]);
            }
        }
        out.flush();
        return 0;
    }
}
