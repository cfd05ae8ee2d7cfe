CREATE TABLE "material_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"file" jsonb NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_templates" ADD CONSTRAINT "material_templates_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_templates_area_idx" ON "material_templates" USING btree ("area","id");