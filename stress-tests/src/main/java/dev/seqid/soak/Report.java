package dev.seqid.soak;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** What a soak mode measured (figures) and what it found wrong (failures); PASS when there is no failure. */
final class Report {

    private final String title;
    private final List<String> lines = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();

    Report(String title) {
        this.title = title;
    }

    /** Adds a line of figures. */
    Report figure(String name, Object value) {
        lines.add(String.format("  %-44s %s", name, value));
        return this;
    }

    /** Adds a line as is (a table row, a heading). */
    Report line(String text) {
        lines.add(text);
        return this;
    }

    /** Records a failure unless {@code ok}. */
    Report check(boolean ok, String failure) {
        if (!ok) {
            failures.add(failure);
        }
        return this;
    }

    Report fail(String failure) {
        failures.add(failure);
        return this;
    }

    boolean passed() {
        return failures.isEmpty();
    }

    List<String> failures() {
        return List.copyOf(failures);
    }

    List<String> lines() {
        return List.copyOf(lines);
    }

    void print(PrintStream out) {
        out.println("== " + title);
        lines.forEach(out::println);
        for (String f : failures) {
            out.println("  FAILURE: " + f);
        }
        out.println(passed() ? "PASS: " + title : "FAIL: " + title + " (" + failures.size() + " failure(s))");
        out.flush();
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("== ").append(title).append('\n');
        lines.forEach(l -> b.append(l).append('\n'));
        failures.forEach(f -> b.append("  FAILURE: ").append(f).append('\n'));
        return b.append(passed() ? "PASS" : "FAIL").toString();
    }
}
