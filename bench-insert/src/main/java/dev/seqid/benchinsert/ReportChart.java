package dev.seqid.benchinsert;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import org.knowm.xchart.ChartEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The chart: time to insert each tenth of the rows, one line per key, as PNG and SVG (XChart). */
final class ReportChart {

    /** Okabe and Ito's colour-blind-safe palette (black is the bigint baseline's). */
    private static final Color[] PALETTE = {new Color(0xD55E00), new Color(0x0072B2), new Color(0x009E73), new Color(0xE69F00),
        new Color(0xCC79A7), new Color(0x56B4E9), new Color(0xF0E442)};

    private ReportChart() {
    }

    /** The colour of each key's line: black for bigint, the palette in order for the others. */
    static Map<String, Color> colors(List<String> keys) {
        Map<String, Color> colors = new LinkedHashMap<>();
        int next = 0;
        for (String key : keys) {
            colors.put(key, key.equals(BenchKey.BIGINT) ? Color.BLACK : PALETTE[next++ % PALETTE.length]);
        }
        return colors;
    }

    static XYChart chart(Report report) {
        Report.RunInfo run = report.run();
        XYChart chart = new XYChartBuilder()
                .width(1000)
                .height(600)
                .title(String.format(Locale.ROOT, "Insert time per tenth of %,d rows: %s %s%s", run.rows(),
                        report.database().product(), report.database().settings().getOrDefault("version", ""),
                        ReportTable.cacheText(report.database())))
                .xAxisTitle("rows inserted (thousands)")
                .yAxisTitle(String.format(Locale.ROOT, "ms per %,d rows", run.rows() / 10))
                .build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setPlotGridLinesColor(new Color(0xDDDDDD));
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        double[] x = new double[10];
        for (int i = 0; i < 10; i++) {
            x[i] = (double) run.rows() * (i + 1) / 10 / 1000;
        }
        Map<String, Color> colors = colors(report.keys().stream().map(Report.KeyResult::name).toList());
        for (Report.KeyResult key : report.keys()) {
            if (!key.completed()) {
                continue;
            }
            XYSeries series = chart.addSeries(key.name(), x, key.millisPerTenth());
            series.setMarker(SeriesMarkers.CIRCLE);
            series.setLineColor(colors.get(key.name()));
            series.setMarkerColor(colors.get(key.name()));
            if (key.name().equals(BenchKey.BIGINT)) {
                series.setLineStyle(new BasicStroke(2.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {8f, 6f}, 0f));
            }
        }
        return chart;
    }

    /** Writes the chart as PNG to {@code png} and as SVG to {@code svg}. */
    static void write(Report report, Path png, Path svg) throws IOException {
        XYChart chart = chart(report);
        try (OutputStream out = Files.newOutputStream(png)) {
            ChartEncoder.saveChart(chart, out, "png");
        }
        try (OutputStream out = Files.newOutputStream(svg)) {
            ChartEncoder.saveChart(chart, out, "svg"); // through VectorGraphics2D
        }
    }
}
