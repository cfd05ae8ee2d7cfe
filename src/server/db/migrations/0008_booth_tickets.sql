CREATE TABLE "bind_batch_rows" (
	"batch_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"ticket_id" integer,
	"ticket_ref" text DEFAULT '' NOT NULL,
	"holder_name" text DEFAULT '' NOT NULL,
	"doc_type" smallint,
	"doc_number_enc" text,
	"doc_number_mask" text,
	"doc_hash" text,
	"phone_enc" text,
	"phone_mask" text,
	"email_enc" text,
	"email_mask" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"error_values" jsonb,
	CONSTRAINT "bind_batch_rows_batch_id_row_no_pk" PRIMARY KEY("batch_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "bind_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"user_id" integer,
	"job_id" integer,
	"source" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"session" text NOT NULL,
	"amount" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"trade_no" text,
	"paid_at" timestamp with time zone,
	"callback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"validity" text DEFAULT '' NOT NULL,
	"validity_en" text DEFAULT '' NOT NULL,
	"quota" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_allocations_claimed_check" CHECK ("ticket_allocations"."claimed" >= 0 and "ticket_allocations"."claimed" <= "ticket_allocations"."quota")
);
--> statement-breakpoint
CREATE TABLE "ticket_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"allocation_id" integer NOT NULL,
	"ticket_no" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"holder_name" text,
	"doc_type" smallint,
	"doc_number_enc" text,
	"doc_number_mask" text,
	"doc_hash" text,
	"phone_enc" text,
	"phone_mask" text,
	"email_enc" text,
	"email_mask" text,
	"failure_reason" text,
	"bound_via" text,
	"bound_by" integer,
	"bound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "unbind_order_tickets" (
	"order_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"ticket_no" text NOT NULL,
	"holder_name_mask" text DEFAULT '' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "unbind_order_tickets_order_id_ticket_id_pk" PRIMARY KEY("order_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "unbind_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"user_id" integer,
	"ticket_count" integer NOT NULL,
	"unit_fee" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"pay_started_at" timestamp with time zone,
	"pay_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unbind_orders_amount_check" CHECK ("unbind_orders"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bind_batch_rows" ADD CONSTRAINT "bind_batch_rows_batch_id_bind_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bind_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bind_batches" ADD CONSTRAINT "bind_batches_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bind_batches" ADD CONSTRAINT "bind_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_allocations" ADD CONSTRAINT "ticket_allocations_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_share_links" ADD CONSTRAINT "ticket_share_links_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_share_links" ADD CONSTRAINT "ticket_share_links_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_share_links" ADD CONSTRAINT "ticket_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_allocation_id_ticket_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."ticket_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_bound_by_users_id_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbind_order_tickets" ADD CONSTRAINT "unbind_order_tickets_order_id_unbind_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."unbind_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbind_order_tickets" ADD CONSTRAINT "unbind_order_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbind_orders" ADD CONSTRAINT "unbind_orders_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbind_orders" ADD CONSTRAINT "unbind_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bind_batch_rows_status_idx" ON "bind_batch_rows" USING btree ("batch_id","status","row_no");--> statement-breakpoint
CREATE INDEX "bind_batches_exhibitor_idx" ON "bind_batches" USING btree ("exhibitor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_session_key" ON "payments" USING btree ("session");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trade_no_key" ON "payments" USING btree ("provider","trade_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE INDEX "ticket_allocations_exhibitor_idx" ON "ticket_allocations" USING btree ("exhibitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_share_links_token_key" ON "ticket_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ticket_share_links_ticket_idx" ON "ticket_share_links" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_ticket_no_key" ON "tickets" USING btree ("ticket_no");--> statement-breakpoint
CREATE INDEX "tickets_exhibitor_idx" ON "tickets" USING btree ("exhibitor_id","id");--> statement-breakpoint
CREATE INDEX "tickets_exhibitor_status_idx" ON "tickets" USING btree ("exhibitor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_doc_bound_key" ON "tickets" USING btree ("doc_hash") WHERE "tickets"."status" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "unbind_order_tickets_open_key" ON "unbind_order_tickets" USING btree ("ticket_id") WHERE "unbind_order_tickets"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "unbind_orders_order_no_key" ON "unbind_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "unbind_orders_exhibitor_idx" ON "unbind_orders" USING btree ("exhibitor_id","id");