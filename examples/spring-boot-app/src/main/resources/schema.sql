CREATE TABLE IF NOT EXISTS delivery (id uuid PRIMARY KEY, reference uuid NOT NULL, address text NOT NULL);
