-- The SQL block of README.md's Spark section; SparkSnippetsTest reads the region and runs it on
-- local Spark, with the extension, over a table staging (id, n) and a view events (n).
-- tag::staging[]
INSERT INTO staging SELECT uuidv7() AS id, * FROM events
-- end::staging[]
