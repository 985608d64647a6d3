import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { makeUseCase, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { SCREENS } from './screens';

function memberServer() {
  return fakeServer({
    'GET /api/session': () => json(200, { user: makeUser() }),
    'GET /api/use-cases': () => json(200, { useCases: [makeUseCase({ id: 'code-a', title: 'Title of code-a' })] }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const announcer = () => screen.getByTestId('route-announcer');

describe('moving between screens', () => {
  it('titles each screen; a move focuses the new main heading and is announced, the first load is not', async () => {
    memberServer();
    const user = userEvent.setup();
    renderApp('/studio');
    await screen.findByRole('heading', { level: 1, name: 'My Studio' });
    expect(document.title).toBe('My Studio · Pathwise');
    // Arriving on the page: the browser's own start, nothing moved or said.
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');

    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    await user.click(within(sidebar).getByRole('link', { name: 'Library' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Content Library' });
    expect(document.title).toBe('Content Library · Pathwise');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(announcer()).toHaveTextContent('Content Library · Pathwise'));
  });

  it("treats the page's own redirects on arrival as part of arriving ('/' → '/home')", async () => {
    memberServer();
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(app.location().pathname).toBe('/home');
    expect(document.title).toBe('Home · Pathwise');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });

  it('leaves focus where it is when only the query changes (library filters)', async () => {
    memberServer();
    const user = userEvent.setup();
    const app = renderApp('/library');
    const search = await screen.findByRole('searchbox', { name: 'Search use cases' });
    await user.type(search, 'code');
    await waitFor(() => expect(app.location().search).toBe('?q=code'));
    expect(search).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });

  it('starts a new screen at the top and returns to the old place on back', async () => {
    memberServer();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const user = userEvent.setup();
    const app = renderApp('/studio');
    await screen.findByRole('heading', { level: 1, name: 'My Studio' });
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(928);
    await user.click(within(screen.getByRole('complementary', { name: 'Sidebar' })).getByRole('link', { name: 'Library' }));
    await screen.findByRole('heading', { level: 1, name: 'Content Library' });
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 0));

    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    await act(() => app.router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'My Studio' });
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 928));
  });

  it('offers a skip link to the main content on the signed-in screens', async () => {
    memberServer();
    const user = userEvent.setup();
    const app = renderApp('/studio');
    await screen.findByRole('heading', { level: 1, name: 'My Studio' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    // The address stays as it was: no '#main' for the router to see as a move.
    expect(app.location().hash).toBe('');
  });

  it('shows the 404 page with its title', async () => {
    memberServer();
    renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(document.title).toBe('Page Not Found · Pathwise');
  });
});

describe('a screen that cannot load', () => {
  it("offers 'Try again' (a reload) inside the layout when the screen's code does not arrive", async () => {
    memberServer();
    vi.spyOn(SCREENS, 'team').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /assets/team-screen.js'));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const user = userEvent.setup();
    const app = renderApp('/studio');
    await screen.findByRole('heading', { level: 1, name: 'My Studio' });
    await user.click(within(screen.getByRole('complementary', { name: 'Sidebar' })).getByRole('link', { name: 'Team Activity' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    expect(app.location().pathname).toBe('/team');
    // Not a blank page: the sidebar and top bar are still there around the message.
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(heading);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says something went wrong, with 'Try again', when a screen breaks while rendering", async () => {
    memberServer();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(SCREENS, 'studio').mockResolvedValue(() => {
      throw new Error('boom');
    });
    renderApp('/studio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Something went wrong · Pathwise'));
    error.mockRestore();
  });
});
