ALTER TABLE "screen_records" ADD COLUMN "approved_data" jsonb;--> statement-breakpoint
-- What is approved now was approved as it is.
UPDATE "screen_records" SET "approved_data" = "data" WHERE "review_status" = 1;
