CREATE TABLE "ticket_status_counts" (
	"allocation_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"tickets" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_status_counts" ADD CONSTRAINT "ticket_status_counts_allocation_id_ticket_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."ticket_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_status_counts_allocation_idx" ON "ticket_status_counts" USING btree ("allocation_id","status");
--> statement-breakpoint
-- What each allocation's tickets count by status, as of now: the triggers below add to it from here on.
INSERT INTO "ticket_status_counts" ("allocation_id", "status", "tickets")
	SELECT "allocation_id", "status", count(*) FROM "tickets" GROUP BY 1, 2;
--> statement-breakpoint
-- Appends one statement's net change per (allocation, status); a statement that changes no status (a
-- holder's name, say) appends nothing. Only appends: two changes of one allocation never wait on each
-- other here. Tickets deleted with their allocation (cascade) leave nothing behind: its rows are gone.
CREATE FUNCTION "ticket_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "ticket_status_counts" ("allocation_id", "status", "tickets")
			SELECT "allocation_id", "status", count(*) FROM "new_rows" GROUP BY 1, 2;
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "ticket_status_counts" ("allocation_id", "status", "tickets")
			SELECT "allocation_id", "status", sum("delta") FROM (
				SELECT "allocation_id", "status", -1 AS "delta" FROM "old_rows"
				UNION ALL SELECT "allocation_id", "status", 1 FROM "new_rows"
			) AS "moves" GROUP BY 1, 2 HAVING sum("delta") <> 0;
	ELSE
		INSERT INTO "ticket_status_counts" ("allocation_id", "status", "tickets")
			SELECT "allocation_id", "status", -count(*) FROM "old_rows"
			WHERE EXISTS (SELECT 1 FROM "ticket_allocations" AS a WHERE a."id" = "old_rows"."allocation_id")
			GROUP BY 1, 2;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tickets_count_insert" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "ticket_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "tickets_count_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "ticket_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "tickets_count_delete" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "ticket_status_counts_apply"();
--> statement-breakpoint
-- Every process caches who its callers are (src/server/identity/caller-cache.ts). Whatever changes a
-- caller — its token version, account flags, name or contact, its membership, the group switch —
-- tells every process at commit, however the change was made: the user id, or * for everyone.
CREATE FUNCTION "notify_caller_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'settings' THEN
		PERFORM pg_notify('portal_callers', '*');
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('portal_callers', OLD."user_id"::text);
	ELSIF TG_OP = 'UPDATE' AND OLD."user_id" IS DISTINCT FROM NEW."user_id" THEN
		PERFORM pg_notify('portal_callers', OLD."user_id"::text);
		PERFORM pg_notify('portal_callers', NEW."user_id"::text);
	ELSE
		PERFORM pg_notify('portal_callers', NEW."user_id"::text);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('portal_callers', OLD."id"::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_caller_changed" AFTER UPDATE ON "users" FOR EACH ROW
	WHEN ((OLD."token_version", OLD."account_type", OLD."is_organiser", OLD."is_group_buy", OLD."is_group_ticket", OLD."name", OLD."avatar", OLD."email", OLD."phone")
		IS DISTINCT FROM (NEW."token_version", NEW."account_type", NEW."is_organiser", NEW."is_group_buy", NEW."is_group_ticket", NEW."name", NEW."avatar", NEW."email", NEW."phone"))
	EXECUTE FUNCTION "notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_caller_removed" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "exhibitor_members_caller_changed" AFTER INSERT OR UPDATE OR DELETE ON "exhibitor_members" FOR EACH ROW
	EXECUTE FUNCTION "notify_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "settings_group_switch_changed" AFTER INSERT OR UPDATE ON "settings" FOR EACH ROW
	WHEN (NEW."key" = 'group_switch') EXECUTE FUNCTION "notify_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "settings_group_switch_removed" AFTER DELETE ON "settings" FOR EACH ROW
	WHEN (OLD."key" = 'group_switch') EXECUTE FUNCTION "notify_caller_changed"();
