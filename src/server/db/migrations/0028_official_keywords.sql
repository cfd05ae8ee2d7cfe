CREATE TABLE "official_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"official_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"keyword_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "keyword_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "official_keywords" ADD CONSTRAINT "official_keywords_official_id_official_accounts_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."official_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "official_keywords_official_idx" ON "official_keywords" USING btree ("official_id","sort");