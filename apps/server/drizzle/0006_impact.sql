CREATE TABLE "story_confirmations" (
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"verdict" text NOT NULL,
	"minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_confirmations_story_id_user_id_pk" PRIMARY KEY("story_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "time_saved_low" integer;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "time_saved_high" integer;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "baseline_minutes" integer;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "frequency_per_week" double precision;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "evidence_url" text;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "time_went" text;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "sharing" text DEFAULT 'named' NOT NULL;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "confirmed_worked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "confirmed_didnt_work" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "follow_up_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "follow_up_outcome" text;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "rework_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "impact_stories" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "story_confirmations" ADD CONSTRAINT "story_confirmations_story_id_impact_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."impact_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_confirmations" ADD CONSTRAINT "story_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_confirmations" ADD CONSTRAINT "story_confirmations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_confirmations_workspace_idx" ON "story_confirmations" USING btree ("workspace_id","created_at");