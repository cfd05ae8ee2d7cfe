CREATE TABLE "brokerage_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brokerage_signings" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "brokerage_signings_status_check" CHECK ("brokerage_signings"."status" in (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "faq_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"author" text NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_messages_author_check" CHECK ("faq_messages"."author" in ('exhibitor', 'organiser'))
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered" smallint DEFAULT 0 NOT NULL,
	"solved" smallint DEFAULT 0 NOT NULL,
	"share_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_questions_answered_check" CHECK ("faq_questions"."answered" in (0, 1)),
	CONSTRAINT "faq_questions_solved_check" CHECK ("faq_questions"."solved" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "screen_records" ADD COLUMN "shelf_status" smallint;--> statement-breakpoint
ALTER TABLE "brokerage_signings" ADD CONSTRAINT "brokerage_signings_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokerage_signings" ADD CONSTRAINT "brokerage_signings_company_id_brokerage_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."brokerage_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokerage_signings" ADD CONSTRAINT "brokerage_signings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_messages" ADD CONSTRAINT "faq_messages_question_id_faq_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."faq_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_messages" ADD CONSTRAINT "faq_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brokerage_signings_exhibitor_idx" ON "brokerage_signings" USING btree ("exhibitor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brokerage_signings_open_key" ON "brokerage_signings" USING btree ("exhibitor_id","company_id") WHERE "brokerage_signings"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "faq_messages_question_idx" ON "faq_messages" USING btree ("question_id","id");--> statement-breakpoint
CREATE INDEX "faq_questions_exhibitor_idx" ON "faq_questions" USING btree ("exhibitor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_questions_share_key" ON "faq_questions" USING btree ("share_token_hash");