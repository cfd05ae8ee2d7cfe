ALTER TABLE "exhibitors" ADD COLUMN "exhibit_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "exhibit_type_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "project" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "project_en" text DEFAULT '' NOT NULL;