ALTER TABLE "group_orders" ADD COLUMN "price_type" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_products" ADD COLUMN "price_type" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_products" ADD COLUMN "channels" smallint[] DEFAULT '{1,2,3}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "group_products" ADD CONSTRAINT "group_products_price_type_check" CHECK ("group_products"."price_type" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "group_products" ADD CONSTRAINT "group_products_channels_check" CHECK (cardinality("group_products"."channels") >= 1 and "group_products"."channels" <@ '{1,2,3}'::smallint[]);