ALTER TABLE "bind_batches" ALTER COLUMN "exhibitor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_allocations" ALTER COLUMN "exhibitor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_share_links" ALTER COLUMN "exhibitor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "exhibitor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bind_batches" ADD COLUMN "group_user_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_allocations" ADD COLUMN "group_user_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_share_links" ADD COLUMN "group_user_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "group_user_id" integer;--> statement-breakpoint
ALTER TABLE "bind_batches" ADD CONSTRAINT "bind_batches_group_user_id_users_id_fk" FOREIGN KEY ("group_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_allocations" ADD CONSTRAINT "ticket_allocations_group_user_id_users_id_fk" FOREIGN KEY ("group_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_share_links" ADD CONSTRAINT "ticket_share_links_group_user_id_users_id_fk" FOREIGN KEY ("group_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_group_user_id_users_id_fk" FOREIGN KEY ("group_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bind_batches_group_user_idx" ON "bind_batches" USING btree ("group_user_id","id") WHERE "bind_batches"."group_user_id" is not null;--> statement-breakpoint
CREATE INDEX "ticket_allocations_group_user_idx" ON "ticket_allocations" USING btree ("group_user_id");--> statement-breakpoint
CREATE INDEX "tickets_group_user_idx" ON "tickets" USING btree ("group_user_id","id") WHERE "tickets"."group_user_id" is not null;--> statement-breakpoint
ALTER TABLE "bind_batches" ADD CONSTRAINT "bind_batches_owner_check" CHECK (("bind_batches"."exhibitor_id" is null) <> ("bind_batches"."group_user_id" is null));--> statement-breakpoint
ALTER TABLE "ticket_allocations" ADD CONSTRAINT "ticket_allocations_owner_check" CHECK (("ticket_allocations"."exhibitor_id" is null) <> ("ticket_allocations"."group_user_id" is null));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_owner_check" CHECK (("tickets"."exhibitor_id" is null) <> ("tickets"."group_user_id" is null));