-- Every process caches its ticket lists per owner (src/server/modules/tickets/list-cache.ts). Whatever
-- changes what a list shows — a ticket, its allocation's names, an unbind order opening or closing on
-- it — tells every process at commit, however the change was made: the owner as e<exhibitor id> or
-- g<group account id>, once per statement and owner (a batch of thousands of rows is one notice each).
CREATE FUNCTION "notify_ticket_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('portal_ticket_lists', "owner") FROM (
			SELECT DISTINCT coalesce('e' || "exhibitor_id", 'g' || "group_user_id") AS "owner" FROM "new_rows"
		) AS "owners";
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('portal_ticket_lists', "owner") FROM (
			SELECT DISTINCT coalesce('e' || "exhibitor_id", 'g' || "group_user_id") AS "owner" FROM "old_rows"
		) AS "owners";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tickets_list_insert" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_ticket_owners"();
--> statement-breakpoint
CREATE TRIGGER "tickets_list_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_ticket_owners"();
--> statement-breakpoint
CREATE TRIGGER "tickets_list_delete" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_ticket_owners"();
--> statement-breakpoint
CREATE TRIGGER "ticket_allocations_list_update" AFTER UPDATE ON "ticket_allocations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_ticket_owners"();
--> statement-breakpoint
CREATE TRIGGER "ticket_allocations_list_delete" AFTER DELETE ON "ticket_allocations" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_ticket_owners"();
--> statement-breakpoint
-- An unbind order's tickets show `unbinding` while it is open: their owners' lists change with it.
CREATE FUNCTION "notify_unbinding_ticket_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('portal_ticket_lists', "owner") FROM (
			SELECT DISTINCT coalesce('e' || t."exhibitor_id", 'g' || t."group_user_id") AS "owner"
			FROM "new_rows" AS u JOIN "tickets" AS t ON t."id" = u."ticket_id"
		) AS "owners";
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('portal_ticket_lists', "owner") FROM (
			SELECT DISTINCT coalesce('e' || t."exhibitor_id", 'g' || t."group_user_id") AS "owner"
			FROM "old_rows" AS u JOIN "tickets" AS t ON t."id" = u."ticket_id"
		) AS "owners";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "unbind_order_tickets_list_insert" AFTER INSERT ON "unbind_order_tickets" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_unbinding_ticket_owners"();
--> statement-breakpoint
CREATE TRIGGER "unbind_order_tickets_list_update" AFTER UPDATE ON "unbind_order_tickets" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_unbinding_ticket_owners"();
--> statement-breakpoint
CREATE TRIGGER "unbind_order_tickets_list_delete" AFTER DELETE ON "unbind_order_tickets" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_unbinding_ticket_owners"();
