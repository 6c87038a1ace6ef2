-- The restart floor's query on PostgreSQL 18: the highest id in the column's own order.
-- PostgreSQL 18 has no max(uuid), so max(id) is no query here. SqlBlocksTest runs this file.
create table orders (id uuid default uuidv7() primary key, total numeric(10, 2) not null);
insert into orders (id, total) values
    ('01933b5e-8a00-7000-8000-000000000001', 10.00),
    ('01933b5e-8a00-7000-8000-000000000003', 30.00),
    ('01933b5e-8a00-7000-8000-000000000002', 20.00);
-- tag::restart-floor[]
select id from orders order by id desc limit 1;
-- end::restart-floor[]
-- expect: 01933b5e-8a00-7000-8000-000000000003
