/** GET /api/team/stats: what the team page charts (aggregated by the server in SQL). */
export interface TeamStats {
  range: { from: string; to: string };
  totals: { stories: number; minutesSaved: number; completions: number; contributors: number };
  weekly: { week: string; minutesSaved: number; stories: number; completions: number }[];
  topCompleted: { useCaseId: string; title: string; completions: number }[];
  topHelpful: { useCaseId: string; title: string; helpful: number }[];
  contributors: { name: string; stories: number; minutesSaved: number; lastSharedAt: string }[];
  recentStories: {
    id: string;
    author: string;
    useCaseId: string;
    useCaseTitle: string;
    timeSaved: number;
    likes: number;
    createdAt: string;
  }[];
}
