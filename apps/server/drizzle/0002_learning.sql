CREATE TABLE "completions" (
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"use_case_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "completions_user_id_use_case_id_pk" PRIMARY KEY("user_id","use_case_id")
);
--> statement-breakpoint
CREATE TABLE "impact_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"use_case_id" text NOT NULL,
	"kind" text DEFAULT 'story' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"impact" text DEFAULT '' NOT NULL,
	"metrics_improved" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_saved" integer DEFAULT 0 NOT NULL,
	"is_relevant" boolean DEFAULT true NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"prompts" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_likes" (
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_likes_story_id_user_id_pk" PRIMARY KEY("story_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "use_case_ratings" (
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"use_case_id" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "use_case_ratings_user_id_use_case_id_pk" PRIMARY KEY("user_id","use_case_id")
);
--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD CONSTRAINT "impact_stories_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD CONSTRAINT "impact_stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_likes" ADD CONSTRAINT "story_likes_story_id_impact_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."impact_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_likes" ADD CONSTRAINT "story_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_case_ratings" ADD CONSTRAINT "use_case_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_case_ratings" ADD CONSTRAINT "use_case_ratings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "completions_workspace_idx" ON "completions" USING btree ("workspace_id","completed_at");--> statement-breakpoint
CREATE INDEX "impact_stories_feed_idx" ON "impact_stories" USING btree ("workspace_id","kind","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "impact_stories_top_idx" ON "impact_stories" USING btree ("workspace_id","kind","likes" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "impact_stories_user_idx" ON "impact_stories" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "use_case_ratings_workspace_idx" ON "use_case_ratings" USING btree ("workspace_id","use_case_id");