-- docs/comparison.md: a key column that PostgreSQL 18's uuidv7() and the application's seqid ids
-- fill together. example.docs.ComparisonSnippetsTest runs each region and checks what it returns.

-- tag::table[]
create table shipments (
    id   uuid primary key default uuidv7(),
    note text
);
-- end::table[]

-- tag::returning[]
insert into shipments (note) values ('made by the database') returning id;
-- end::returning[]

-- tag::both[]
select id, uuid_extract_version(id) as version, uuid_extract_timestamp(id) as made
from shipments
order by id;
-- end::both[]
