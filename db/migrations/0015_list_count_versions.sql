-- One counter per table whose list totals the count cache keeps (server/engine/count-cache.ts).
-- Triggers on insert, update and delete of such a table bump its counter; the cache creates them
-- (CREATE TRIGGER IF NOT EXISTS) for the tables it follows, so tables added later count too.
CREATE TABLE `table_version` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
