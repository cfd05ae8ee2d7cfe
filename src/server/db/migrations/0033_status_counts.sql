CREATE TABLE "status_counts" (
	"table_name" text NOT NULL,
	"status" smallint NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "status_counts_table_idx" ON "status_counts" USING btree ("table_name","status");--> statement-breakpoint
-- Appends one statement's net change per status of the table it fires on; only appends, so two changes
-- never wait on each other here. Statuses are all these tables' counters need: a list filtered by
-- anything else still counts its own rows.
CREATE FUNCTION "status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "status_counts" ("table_name", "status", "rows")
			SELECT TG_TABLE_NAME, "status", count(*) FROM "new_rows" GROUP BY 2;
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "status_counts" ("table_name", "status", "rows")
			SELECT TG_TABLE_NAME, "status", sum("delta") FROM (
				SELECT "status", -1 AS "delta" FROM "old_rows"
				UNION ALL SELECT "status", 1 FROM "new_rows"
			) AS "moves" GROUP BY 2 HAVING sum("delta") <> 0;
	ELSE
		INSERT INTO "status_counts" ("table_name", "status", "rows")
			SELECT TG_TABLE_NAME, "status", -count(*) FROM "old_rows" GROUP BY 2;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "group_orders_count_insert" AFTER INSERT ON "group_orders" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "group_orders_count_update" AFTER UPDATE ON "group_orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "group_orders_count_delete" AFTER DELETE ON "group_orders" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "invoices_count_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "invoices_count_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "invoices_count_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_apply"();
--> statement-breakpoint
-- What each table holds by status as of now: the triggers add to it from here on.
INSERT INTO "status_counts" ("table_name", "status", "rows")
	SELECT 'group_orders', "status", count(*) FROM "group_orders" GROUP BY 2
	UNION ALL SELECT 'invoices', "status", count(*) FROM "invoices" GROUP BY 2;
