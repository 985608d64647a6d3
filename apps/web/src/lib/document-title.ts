import { useEffect } from 'react';

const APP_NAME = 'Pathwise';

/** 'Content Library' → 'Content Library · Pathwise'. */
export function documentTitle(title: string): string {
  return `${title} · ${APP_NAME}`;
}

/**
 * A screen's own title where the route's is too general (a use case's name instead of 'Use
 * case'). The route sets its title first (a layout effect); this one runs after it.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
