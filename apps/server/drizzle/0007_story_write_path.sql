ALTER TABLE "impact_stories" ADD COLUMN "prompts_filed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Stories already in the prompt library, or with nothing to file, are filed; the rest are filed at start.
UPDATE "impact_stories" SET "prompts_filed" = true WHERE "kind" <> 'story' OR cardinality("prompts") = 0 OR EXISTS (SELECT 1 FROM "prompt_uses" WHERE "prompt_uses"."story_id" = "impact_stories"."id");--> statement-breakpoint
CREATE INDEX "impact_stories_unfiled_idx" ON "impact_stories" USING btree ("workspace_id","created_at") WHERE NOT prompts_filed;--> statement-breakpoint
CREATE INDEX "impact_stories_follow_up_due_idx" ON "impact_stories" USING btree ("created_at") WHERE follow_up_state = 'pending' AND kind = 'story';--> statement-breakpoint
-- The planner's estimate of a prompt search (LIKE '%…%') comes from this column's histogram: a finer one (a sample
-- of 300,000 rows, the whole table of most workspaces) keeps rare searches on the trigram index, not a walk of the
-- order's index that filters every entry.
ALTER TABLE "prompt_entries" ALTER COLUMN "search_text" SET STATISTICS 1000;
