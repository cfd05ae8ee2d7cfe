CREATE INDEX "group_orders_verify_idx" ON "group_orders" USING btree ("verify_due_at","id") WHERE "group_orders"."status" = 2;--> statement-breakpoint
CREATE INDEX "invoices_applied_idx" ON "invoices" USING btree ("applied_at","id");--> statement-breakpoint
CREATE INDEX "invoices_waiting_idx" ON "invoices" USING btree ("applied_at","due_on","id") WHERE "invoices"."status" in (1, 2, 3);