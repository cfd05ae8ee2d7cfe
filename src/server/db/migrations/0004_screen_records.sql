CREATE TABLE "screen_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"screen" text NOT NULL,
	"exhibitor_id" integer,
	"user_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"review_status" smallint,
	"review_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screen_records" ADD CONSTRAINT "screen_records_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_records" ADD CONSTRAINT "screen_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_records_owner_idx" ON "screen_records" USING btree ("screen","exhibitor_id","id");--> statement-breakpoint
CREATE INDEX "screen_records_user_idx" ON "screen_records" USING btree ("screen","user_id","id");