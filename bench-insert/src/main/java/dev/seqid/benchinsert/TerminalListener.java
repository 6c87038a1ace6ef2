package dev.seqid.benchinsert;

import java.io.Console;
import java.io.PrintStream;
import java.lang.reflect.Method;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress on a terminal: status lines and one progress bar per key (me.tongfei:progressbar) on
 * standard error. When standard output is not a terminal (piped, redirected, a test) it stays quiet.
 */
final class TerminalListener implements InsertBenchmark.Listener {

    private final boolean interactive;
    private final PrintStream err;

    private TerminalListener(boolean interactive, PrintStream err) {
        this.interactive = interactive;
        this.err = err;
    }

    /** Draws when standard output is a terminal, otherwise does nothing. */
    static TerminalListener forConsole() {
        return new TerminalListener(stdoutIsTerminal(), System.err);
    }

    /** Never draws. */
    static TerminalListener quiet() {
        return new TerminalListener(false, System.err);
    }

    boolean interactive() {
        return interactive;
    }

    /**
     * Whether standard output goes to a terminal. Java 17 to 21 give a console only when standard
     * input and output both are one; from Java 22 the console exists always and {@code isTerminal()}
     * says it.
     */
    static boolean stdoutIsTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }

    @Override
    public void status(String message) {
        if (interactive) {
            err.println(message);
            err.flush();
        }
    }

    @Override
    public InsertBenchmark.Progress startKey(String key, int rows) {
        if (!interactive) {
            return new InsertBenchmark.Progress() {
                @Override
                public void advance(int n) {
                }

                @Override
                public void close() {
                }
            };
        }
        ProgressBar bar = new ProgressBarBuilder()
                .setTaskName(String.format("%-15s", key))
                .setInitialMax(rows)
                .setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(200)
                .setUnit(" rows", 1)
                .showSpeed()
                .build();
        return new InsertBenchmark.Progress() {
            @Override
            public void advance(int n) {
                bar.stepBy(n);
            }

            @Override
            public void close() {
                bar.close();
            }
        };
    }
}
