/**
 * seqid ids for Spring Data JDBC and Spring Data R2DBC entities: {@link dev.seqid.springdata.SeqIdOnSave}
 * on a {@code UUID} property, filled while null by {@link dev.seqid.springdata.SeqIdBeforeConvertCallback}
 * (JDBC) or {@link dev.seqid.springdata.SeqIdReactiveBeforeConvertCallback} (R2DBC, non-blocking), from
 * the shared generators of a {@link dev.seqid.springdata.SeqIdGeneratorRegistry}.
 */
package dev.seqid.springdata;
