import { RefreshCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { CHUNK_LOAD_MESSAGE, isChunkLoadError } from '@/lib/chunk-errors';
import { useDocumentTitle } from '@/lib/document-title';
import { useInShell } from './layout/shell-context';

/**
 * What a route shows instead of a screen that could not load or broke while rendering: what
 * happened and 'Try again'. Trying again reloads the page: the router keeps a failed screen
 * load's answer, and a new deploy's files are only known to a fresh page.
 */
export function RouteError({ error: given }: { error?: unknown }) {
  const routeError = useRouteError();
  const error = given ?? routeError;
  const inShell = useInShell();
  const chunk = isChunkLoadError(error);
  const title = chunk ? 'This page could not be loaded' : 'Something went wrong';
  useDocumentTitle(title);
  const content = (
    <div role="alert" className="mx-auto flex w-full max-w-md flex-col items-center gap-3 py-16 text-center">
      <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight">
        {title}
      </h1>
      <p className="text-muted-foreground">
        {chunk ? CHUNK_LOAD_MESSAGE : 'An unexpected error stopped this page. Try again; if it keeps happening, please contact support.'}
      </p>
      <Button className="mt-2" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
  // In the signed-in layout the page's <main> is already there; anywhere else this is the page.
  return inShell ? content : <main className="flex min-h-screen items-center justify-center px-4">{content}</main>;
}
