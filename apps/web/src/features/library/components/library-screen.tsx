import { useCallback, useEffect, useMemo } from 'react';
import { preload } from 'react-dom';
import {
  filterUseCases,
  LIBRARY,
  paginate,
  relatedUseCases,
  resolveThumbnail,
  sortUseCases,
  trendingUseCases,
  type Viewer,
} from '@pathwise/core';
import { useUseCases, type UseCaseSummary } from '@/api/use-cases';
import { useAuth } from '@/lib/auth';
import { usePaintedValue } from '@/lib/after-paint';
import { listKey } from '../library-params';
import { useInitialDelay } from '../use-initial-delay';
import { useLibraryView } from '../use-library-view';
import { LibraryPagination } from './library-pagination';
import { FIRST_ROW, LibrarySkeletons, NoMatches, ResultsGrid } from './library-results';
import { LibraryToolbar } from './library-toolbar';
import { UseCaseShelf } from './use-case-shelf';
import { LoadError } from '@/components/load-error';
import { useSearchParams } from 'react-router';
import { LibraryAuthoring, SourceFilter, sourceOf, type Source } from './library-authoring';
import { TeamDrafts } from './team-drafts';

const NO_USE_CASES: UseCaseSummary[] = [];
const NO_RESPONSIBILITIES: string[] = [];

function scrollToTop() {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
}

/** /library: search, filter, sort and page through the use cases; related and trending below. */
export function LibraryScreen() {
  const { user } = useAuth();
  const useCasesQuery = useUseCases();
  const delayDone = useInitialDelay(LIBRARY.initialLoadDelayMs);
  const controls = useLibraryView();
  // The selects answer in the input's own render, the search box in a render of its own; the chips
  // and results follow once that is painted, in a render React may interrupt (a next keystroke
  // goes first). The search box hands its text over once typing rests: taken up at once.
  const { filters, page } = usePaintedValue(controls.view, controls.viewIsPainted);
  const [params, setParams] = useSearchParams();
  const source = sourceOf(params);
  const everything = useCasesQuery.data ?? NO_USE_CASES;
  // The source filter (all, bundled, your team's own) narrows what the spec's filters work on.
  const all = useMemo(
    () => (source === 'all' ? everything : everything.filter((useCase) => (useCase.fromTeam === true) === (source === 'team'))),
    [everything, source],
  );
  const setSource = useCallback(
    (next: Source) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'all') updated.delete('source');
          else updated.set('source', next);
          updated.delete('page');
          return updated;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const specialty = user?.profile.specialty ?? null;
  const responsibilities = user?.profile.responsibilities ?? NO_RESPONSIBILITIES;
  const viewer = useMemo<Viewer>(() => ({ role: specialty, responsibilities }), [specialty, responsibilities]);

  // Each step is memoised on what it reads, so a new page or sort does not filter again and
  // only the current page's cards are rendered, however large the catalogue.
  const { searchTerm, selectedRole, selectedType, selectedResponsibility, selectedComplexity, sortBy } = filters;
  const filtered = useMemo(
    () => filterUseCases(all, { searchTerm, selectedRole, selectedType, selectedResponsibility, selectedComplexity, sortBy: 'relevance' }),
    [all, searchTerm, selectedRole, selectedType, selectedResponsibility, selectedComplexity],
  );
  const sorted = useMemo(() => sortUseCases(filtered, sortBy, viewer), [filtered, sortBy, viewer]);
  const current = useMemo(() => paginate(sorted, page), [sorted, page]);
  const related = useMemo(() => relatedUseCases(all, filtered, specialty), [all, filtered, specialty]);
  const trending = useMemo(() => trendingUseCases(all), [all]);

  const loaded = useCasesQuery.isSuccess;
  const { setPage } = controls;
  // A page past the end (an old link, a shorter list) shows the last page; the address follows.
  useEffect(() => {
    if (loaded && current.page !== page) setPage(current.page, { replace: true });
  }, [loaded, current.page, page, setPage]);

  const changePage = useCallback(
    (next: number) => {
      setPage(next);
      scrollToTop();
    },
    [setPage],
  );

  const ready = delayDone && loaded;
  // While the skeletons show, the pictures of the first row are fetched: they are there when
  // the cards appear.
  if (loaded && !delayDone) {
    for (const useCase of current.items.slice(0, FIRST_ROW))
      preload(resolveThumbnail(useCase.thumbnail), { as: 'image', fetchPriority: 'high' });
  }
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Content Library</h1>
          <p className="text-muted-foreground">Discover AI use cases tailored to supercharge your workflow</p>
        </div>
        <LibraryAuthoring />
      </header>

      <LibraryToolbar controls={controls} shownFilters={filters} />
      <SourceFilter source={source} onChange={setSource} />
      <TeamDrafts />

      <section aria-label="Results" className="flex flex-col gap-4">
        {useCasesQuery.isError ? (
          <LoadError
            title="The use cases could not be loaded."
            message={useCasesQuery.error.message}
            onRetry={() => void useCasesQuery.refetch()}
          />
        ) : !ready ? (
          <LibrarySkeletons />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="result-count">
              Showing {filtered.length} {filtered.length === 1 ? 'result' : 'results'}
            </p>
            {current.items.length === 0 ? (
              <NoMatches onReset={controls.clearAll} />
            ) : (
              <ResultsGrid useCases={current.items} animationKey={`${listKey(filters)}|${current.page}`} />
            )}
            <LibraryPagination page={current.page} totalPages={current.totalPages} onPageChange={changePage} />
          </>
        )}
      </section>

      {ready ? (
        <>
          <UseCaseShelf id="related-content" title="Related Content" useCases={related} />
          <UseCaseShelf id="trending-use-cases" title="Trending Use Cases" useCases={trending} />
        </>
      ) : null}
    </div>
  );
}
