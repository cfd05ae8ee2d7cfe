CREATE TABLE "message_drafts" (
	"locale" text NOT NULL,
	"message_id" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_drafts_locale_message_id_pk" PRIMARY KEY("locale","message_id"),
	CONSTRAINT "message_drafts_locale_check" CHECK ("message_drafts"."locale" in ('zh', 'en'))
);
--> statement-breakpoint
CREATE TABLE "message_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"overrides" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"restores" integer,
	CONSTRAINT "message_versions_version_check" CHECK ("message_versions"."version" > 0),
	CONSTRAINT "message_versions_restores_check" CHECK ("message_versions"."restores" is null or ("message_versions"."restores" >= 0 and "message_versions"."restores" < "message_versions"."version"))
);
--> statement-breakpoint
ALTER TABLE "message_drafts" ADD CONSTRAINT "message_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_versions" ADD CONSTRAINT "message_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A new version of the messages, however it was inserted (the console, `npm run schemas:import`):
-- every server process reloads its messages (channel portal_messages, payload the version), and every
-- open page learns of it through one live message to everyone (10106 {version}), stored here and
-- NOTIFYd by its id on the live channel as the hub would (src/server/live/hub.ts). Both at commit.
CREATE FUNCTION "notify_messages_published"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"event_id" bigint;
BEGIN
	INSERT INTO "live_events" ("code", "data") VALUES (10106, json_build_object('version', NEW."version"))
		RETURNING "id" INTO "event_id";
	PERFORM pg_notify('portal_live', json_build_object('id', "event_id")::text);
	PERFORM pg_notify('portal_messages', NEW."version"::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "message_versions_published" AFTER INSERT ON "message_versions"
	FOR EACH ROW EXECUTE FUNCTION "notify_messages_published"();
