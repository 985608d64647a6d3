import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { readFirstData } from './app/first-data';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { prepareClassMerging } from './lib/utils';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Before the first render, in a task of its own (lib/utils.ts says why).
setTimeout(prepareClassMerging, 0);

// The app starts in a task of its own, after the one that ran the bundle's code: on a slow phone
// two shorter tasks, between which the browser can paint and take input, not one long one. The
// first render is a transition, which React renders in slices of a few milliseconds rather than in
// one task; it waits (briefly) for the first screen's data, so that it draws the content too.
setTimeout(() => {
  const queryClient = createQueryClient();
  const router = createRouter();
  void readFirstData(queryClient, window.location).then(() => {
    const app = createRoot(root);
    startTransition(() => {
      app.render(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
  });
}, 0);
