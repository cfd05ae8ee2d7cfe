CREATE TABLE "group_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"payment_method" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"deadline_at" timestamp with time zone,
	"deferred_at" timestamp with time zone,
	"verify_due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_orders_quantity_check" CHECK ("group_orders"."quantity" >= 1),
	CONSTRAINT "group_orders_amount_check" CHECK ("group_orders"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"purchase_limit" integer NOT NULL,
	"sale_starts_at" timestamp with time zone NOT NULL,
	"sale_ends_at" timestamp with time zone NOT NULL,
	"admits" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_products_stock_check" CHECK ("group_products"."stock" >= 0),
	CONSTRAINT "group_products_price_check" CHECK ("group_products"."price" >= 0),
	CONSTRAINT "group_products_limit_check" CHECK ("group_products"."purchase_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "group_remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"submitted_by" integer,
	"decision" text,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_order_events" ADD CONSTRAINT "group_order_events_order_id_group_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."group_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_events" ADD CONSTRAINT "group_order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_product_id_group_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."group_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_remittances" ADD CONSTRAINT "group_remittances_order_id_group_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."group_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_remittances" ADD CONSTRAINT "group_remittances_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_remittances" ADD CONSTRAINT "group_remittances_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_order_events_order_idx" ON "group_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_order_no_key" ON "group_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_unpaid_key" ON "group_orders" USING btree ("user_id") WHERE "group_orders"."status" in (0, 1, 2, 4);--> statement-breakpoint
CREATE INDEX "group_orders_user_idx" ON "group_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "group_orders_deadline_idx" ON "group_orders" USING btree ("deadline_at") WHERE "group_orders"."status" in (0, 1, 4);--> statement-breakpoint
CREATE INDEX "group_remittances_order_idx" ON "group_remittances" USING btree ("order_id","id");