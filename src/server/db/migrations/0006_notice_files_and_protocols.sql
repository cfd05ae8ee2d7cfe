CREATE TABLE "protocol_confirmations" (
	"protocol_id" integer NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_confirmations_protocol_id_exhibitor_id_pk" PRIMARY KEY("protocol_id","exhibitor_id")
);
--> statement-breakpoint
CREATE TABLE "protocols" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"confirm_by" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "protocol_confirmations" ADD CONSTRAINT "protocol_confirmations_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_confirmations" ADD CONSTRAINT "protocol_confirmations_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_confirmations" ADD CONSTRAINT "protocol_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;