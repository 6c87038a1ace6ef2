-- The SQL blocks of docs/spark.md's TypeID and ULID section; SparkSnippetsTest reads each region and
-- runs it on local Spark, with the extension, over a table invoices (id, total) keyed by uuidv7()
-- that also holds the id of the TypeID specification's example, inv_01h455vb4pex5vsknk084sn02q.
-- tag::typeid[]
SELECT seqid_typeid('inv', id) AS invoice_no, seqid_ulid(id) AS ulid, total
FROM invoices                                -- keyed by uuidv7()
ORDER BY invoice_no;                         -- the order of id
-- end::typeid[]

-- tag::typeid-lookup[]
SELECT total FROM invoices WHERE id = seqid_from_typeid('inv_01h455vb4pex5vsknk084sn02q', 'inv');
-- end::typeid-lookup[]
