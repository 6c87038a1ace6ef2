CREATE TABLE IF NOT EXISTS delivery (id uuid PRIMARY KEY, address text NOT NULL);
