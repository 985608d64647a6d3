CREATE TABLE "use_case_request_votes" (
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "use_case_request_votes_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "use_case_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"details" text NOT NULL,
	"fulfilled_use_case_id" text,
	"fulfilled_by" uuid,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_use_case_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"use_case_pk" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_use_cases" (
	"pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"use_case_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" jsonb NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"listed_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "use_case_request_votes" ADD CONSTRAINT "use_case_request_votes_request_id_use_case_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."use_case_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_case_request_votes" ADD CONSTRAINT "use_case_request_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_case_requests" ADD CONSTRAINT "use_case_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_case_requests" ADD CONSTRAINT "use_case_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_case_requests" ADD CONSTRAINT "use_case_requests_fulfilled_by_users_id_fk" FOREIGN KEY ("fulfilled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_use_case_revisions" ADD CONSTRAINT "workspace_use_case_revisions_use_case_pk_workspace_use_cases_pk_fk" FOREIGN KEY ("use_case_pk") REFERENCES "public"."workspace_use_cases"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_use_case_revisions" ADD CONSTRAINT "workspace_use_case_revisions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_use_case_revisions" ADD CONSTRAINT "workspace_use_case_revisions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_use_cases" ADD CONSTRAINT "workspace_use_cases_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_use_cases" ADD CONSTRAINT "workspace_use_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_use_cases" ADD CONSTRAINT "workspace_use_cases_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "use_case_request_votes_user_idx" ON "use_case_request_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "use_case_requests_workspace_idx" ON "use_case_requests" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_use_case_revisions_number_key" ON "workspace_use_case_revisions" USING btree ("use_case_pk","number");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_use_cases_id_key" ON "workspace_use_cases" USING btree ("workspace_id","use_case_id");--> statement-breakpoint
CREATE INDEX "workspace_use_cases_listed_idx" ON "workspace_use_cases" USING btree ("workspace_id","status");