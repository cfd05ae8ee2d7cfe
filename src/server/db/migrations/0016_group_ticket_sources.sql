ALTER TABLE "ticket_allocations" ADD COLUMN "group_product_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_allocations" ADD COLUMN "group_order_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_allocations" ADD CONSTRAINT "ticket_allocations_group_product_id_group_products_id_fk" FOREIGN KEY ("group_product_id") REFERENCES "public"."group_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_allocations" ADD CONSTRAINT "ticket_allocations_group_order_id_group_orders_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."group_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_allocations_group_order_key" ON "ticket_allocations" USING btree ("group_order_id");