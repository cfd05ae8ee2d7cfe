CREATE TABLE "screen_drafts" (
	"screen" text PRIMARY KEY NOT NULL,
	"descriptor" jsonb NOT NULL,
	"messages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_versions" (
	"screen" text NOT NULL,
	"version" integer NOT NULL,
	"descriptor" jsonb NOT NULL,
	"messages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text NOT NULL,
	"restored_from" integer,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screen_versions_screen_version_pk" PRIMARY KEY("screen","version"),
	CONSTRAINT "screen_versions_version_check" CHECK ("screen_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "screen_drafts" ADD CONSTRAINT "screen_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_versions" ADD CONSTRAINT "screen_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every process serves the newest version of each screen: a publish on one reaches the others at commit.
CREATE FUNCTION notify_screen_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_screens', NEW.screen);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER screen_versions_notify AFTER INSERT ON screen_versions FOR EACH ROW EXECUTE FUNCTION notify_screen_version();
