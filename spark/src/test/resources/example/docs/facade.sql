-- The SQL block of docs/facade.md's Spark section; SparkSnippetsTest reads the region and runs it on
-- local Spark, with the extension and a façade key, over a table orders (id, total) keyed by uuidv7().
-- tag::facade[]
SELECT seqid_facade(id) AS public_id, total FROM orders;      -- orders keyed by uuidv7()
-- end::facade[]
