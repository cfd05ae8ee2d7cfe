ALTER TABLE "live_events" ADD COLUMN "for_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "live_events_staff_idx" ON "live_events" USING btree ("id") WHERE "live_events"."for_staff";--> statement-breakpoint
-- The organiser's inbox (src/server/modules/console/inbox.ts) follows what waits for staff live. Any
-- statement that may change it — a submission, a question, a signing, a remittance, an invoice moving,
-- however it was made — stores one staff message (10104 {kind}) at commit and NOTIFYs its id on the
-- live channel, where every process's hub reads it back and delivers it to its staff streams.
CREATE FUNCTION "notify_inbox_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"event_id" bigint;
BEGIN
	INSERT INTO "live_events" ("code", "data", "for_staff") VALUES (10104, json_build_object('kind', TG_ARGV[0]), true)
		RETURNING "id" INTO "event_id";
	PERFORM pg_notify('portal_live', json_build_object('id', "event_id")::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "screen_records_inbox" AFTER INSERT OR DELETE OR UPDATE OF "review_status" ON "screen_records"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_inbox_changed"('review');
--> statement-breakpoint
CREATE TRIGGER "faq_questions_inbox" AFTER INSERT OR DELETE OR UPDATE OF "answered" ON "faq_questions"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_inbox_changed"('question');
--> statement-breakpoint
CREATE TRIGGER "brokerage_signings_inbox" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "brokerage_signings"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_inbox_changed"('signing');
--> statement-breakpoint
CREATE TRIGGER "group_orders_inbox" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "group_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_inbox_changed"('remittance');
--> statement-breakpoint
CREATE TRIGGER "invoices_inbox" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "invoices"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_inbox_changed"('invoice');
