CREATE TABLE "staff_role_members" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "staff_role_members_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"permissions" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_role_members" ADD CONSTRAINT "staff_role_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role_members" ADD CONSTRAINT "staff_role_members_role_id_staff_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."staff_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_role_members_role_idx" ON "staff_role_members" USING btree ("role_id");--> statement-breakpoint
-- Every database starts with the administrator role, holding every console permission (1–11 of
-- src/shared/staff.ts), and every staff account that existed before roles holds it: nobody loses
-- the console they had.
INSERT INTO "staff_roles" ("name", "name_en", "permissions") VALUES ('管理员', 'Administrator', '{1,2,3,4,5,6,7,8,9,10,11}');--> statement-breakpoint
INSERT INTO "staff_role_members" ("user_id", "role_id")
	SELECT "users"."id", "staff_roles"."id" FROM "users", "staff_roles" WHERE "users"."is_organiser" AND "staff_roles"."name_en" = 'Administrator';--> statement-breakpoint
-- A staff account's roles are part of its caller (caller-cache.ts): a change tells every process,
-- for that account; a change of a role's permissions, for everyone.
CREATE TRIGGER "staff_role_members_caller_changed" AFTER INSERT OR UPDATE OR DELETE ON "staff_role_members" FOR EACH ROW
	EXECUTE FUNCTION "notify_caller_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_all_callers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('portal_callers', '*');
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "staff_roles_permissions_changed" AFTER UPDATE ON "staff_roles" FOR EACH ROW
	WHEN (OLD."permissions" IS DISTINCT FROM NEW."permissions") EXECUTE FUNCTION "notify_all_callers"();
