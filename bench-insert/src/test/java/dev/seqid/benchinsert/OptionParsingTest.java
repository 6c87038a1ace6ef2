package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.UuidLayout;
import java.util.List;
import org.junit.jupiter.api.Test;

class OptionParsingTest {

    @Test
    void cacheSizes() {
        assertThat(CacheSize.parse("16MB").bytes()).isEqualTo(16L << 20);
        assertThat(CacheSize.parse("16M").postgresSetting()).isEqualTo("16MB");
        assertThat(CacheSize.parse("1536kB").postgresSetting()).isEqualTo("1536kB");
        assertThat(CacheSize.parse("1536kB").mariaDbSetting()).isEqualTo("1536K");
        assertThat(CacheSize.parse("1GB").mariaDbSetting()).isEqualTo("1024M");
        assertThat(CacheSize.parse("2 GiB").bytes()).isEqualTo(2L << 30);
        assertThatThrownBy(() -> CacheSize.parse("512kB")).hasMessageContaining("too small");
        assertThatThrownBy(() -> CacheSize.parse("16")).hasMessageContaining("not a size");
    }

    @Test
    void keys() {
        List<BenchKey> keys = BenchKey.parseList("BIGINT, v7,comb-sqlserver");
        assertThat(keys).extracting(BenchKey::name).containsExactly("bigint", "v7", "comb-sqlserver");
        assertThat(keys.get(0).isBigint()).isTrue();
        assertThat(keys.get(1).layout()).isEqualTo(UuidLayout.v7());
        assertThat(keys.get(2).table()).isEqualTo("seqid_bench_comb_sqlserver");
        assertThatThrownBy(() -> BenchKey.parseList("v7,,v4")).hasMessageContaining("empty name");
    }

    @Test
    void databaseKinds() {
        assertThat(BenchInsertCommand.databaseKind("postgres")).isEqualTo("postgres");
        assertThat(BenchInsertCommand.databaseKind("MariaDB")).isEqualTo("mariadb");
        assertThat(BenchInsertCommand.databaseKind("JDBC:h2:mem:x")).isEqualTo("jdbc");
        assertThatThrownBy(() -> BenchInsertCommand.databaseKind("postgresql")).hasMessageContaining("unknown database 'postgresql'");
    }

    @Test
    void v7TimestampCheckAppliesToMillisecondV7LayoutsOnly() {
        assertThat(Dialect.hasV7Timestamp(UuidLayout.v7())).isTrue();
        assertThat(Dialect.hasV7Timestamp(UuidLayout.named("v7-monotonic-random"))).isTrue();
        assertThat(Dialect.hasV7Timestamp(UuidLayout.named("draft01-v7"))).isFalse();
        assertThat(Dialect.hasV7Timestamp(UuidLayout.v4())).isFalse();
        assertThat(Dialect.hasV7Timestamp(UuidLayout.v8SqlServer())).isFalse();
    }

    @Test
    void passwordsAreMasked() {
        assertThat(TargetDatabase.maskPassword("jdbc:postgresql://h/db?user=u&password=p4ss&ssl=true"))
                .isEqualTo("jdbc:postgresql://h/db?user=u&password=***&ssl=true");
        assertThat(TargetDatabase.maskPassword("jdbc:h2:file:x;PASSWORD=p4ss")).isEqualTo("jdbc:h2:file:x;PASSWORD=***");
    }
}
