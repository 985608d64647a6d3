import { ChevronLeft, ChevronRight } from 'lucide-react';
import { paginationWindow } from '@pathwise/core';
import { Button } from '@/components/ui/button';

interface LibraryPaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, Next, and the pages of core's window: first, last, current ± 1, ellipses between. */
export function LibraryPagination({ page, totalPages, onPageChange }: LibraryPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1 pt-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label="Previous">
        <ChevronLeft aria-hidden="true" />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      <ul className="flex items-center gap-1">
        {paginationWindow(page, totalPages).map((token) =>
          typeof token === 'number' ? (
            <li key={token}>
              <Button
                variant={token === page ? 'default' : 'ghost'}
                size="sm"
                className="min-w-9 px-2"
                aria-label={`Page ${token}`}
                aria-current={token === page ? 'page' : undefined}
                onClick={() => token !== page && onPageChange(token)}
              >
                {token}
              </Button>
            </li>
          ) : (
            <li key={token} aria-hidden="true" data-testid="pagination-ellipsis" className="px-1 text-muted-foreground">
              …
            </li>
          ),
        )}
      </ul>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)} aria-label="Next">
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
