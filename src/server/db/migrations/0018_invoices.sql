CREATE TABLE "invoice_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"reason" text,
	"amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"invoice_id" integer NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_orders_invoice_id_order_kind_order_id_pk" PRIMARY KEY("invoice_id","order_kind","order_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_no" text NOT NULL,
	"exhibitor_id" integer,
	"user_id" integer NOT NULL,
	"header_id" integer,
	"header" jsonb NOT NULL,
	"invoice_type" smallint NOT NULL,
	"email" text NOT NULL,
	"amount" integer NOT NULL,
	"red_flushed_amount" integer DEFAULT 0 NOT NULL,
	"red_flush_amount" integer,
	"status" smallint NOT NULL,
	"invoice_number" text,
	"invoiced_on" text,
	"red_invoice_number" text,
	"file" jsonb,
	"reason" text,
	"export_batch" integer,
	"due_on" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount" > 0 and "invoices"."red_flushed_amount" between 0 and "invoices"."amount")
);
--> statement-breakpoint
ALTER TABLE "invoice_batches" ADD CONSTRAINT "invoice_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_header_id_screen_records_id_fk" FOREIGN KEY ("header_id") REFERENCES "public"."screen_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_orders_active_key" ON "invoice_orders" USING btree ("order_kind","order_id") WHERE "invoice_orders"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_application_no_key" ON "invoices" USING btree ("application_no");--> statement-breakpoint
CREATE INDEX "invoices_exhibitor_idx" ON "invoices" USING btree ("exhibitor_id","id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","id");