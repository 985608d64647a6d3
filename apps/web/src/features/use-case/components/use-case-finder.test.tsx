import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { makeDetail, routesFor } from '../test/use-case-fixtures';

const PATH = '/use-case/code-python-cli';
const rerender = makeDetail({ id: 'debug-react-rerender', title: 'Stop a React re-render storm', type: 'debugging', roles: ['frontend'] });

async function open() {
  fakeServer(routesFor(makeUser(), [makeDetail(), rerender]));
  const user = userEvent.setup();
  const app = renderApp(PATH);
  await screen.findByRole('heading', { level: 1 });
  return { user, app, search: screen.getByRole('searchbox', { name: 'Search use cases' }) };
}

describe('search on the use case page', () => {
  it("focuses the search box on '/' from anywhere, but not while typing in another field", async () => {
    const { user, search } = await open();
    expect(search).toHaveAttribute('placeholder', 'Search...');
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await user.type(search, 'a/b');
    expect(search).toHaveValue('a/b');

    await user.click(screen.getByRole('button', { name: 'Filter use cases' }));
    const role = await screen.findByLabelText('Role');
    role.focus();
    await user.keyboard('/');
    expect(role).toHaveFocus();
  });

  it('lists matches of the catalogue (title or description, case-insensitive) as links, and clears', async () => {
    const { user, app, search } = await open();
    await user.type(search, 'REGEX');
    const results = await screen.findByRole('region', { name: 'Matching use cases' });
    await waitFor(() => expect(within(results).getByRole('status')).toHaveTextContent('1 match'));
    const links = within(results).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Explain and extend a regex learning · beginner');
    expect(links[0]).toHaveAttribute('href', '/use-case/learn-regex');

    await user.clear(search);
    await user.type(search, 'keystroke');
    expect(
      within(screen.getByRole('region', { name: 'Matching use cases' })).getByRole('link', { name: /Stop a React re-render storm/ }),
    ).toHaveAttribute('href', '/use-case/debug-react-rerender');
    await user.type(search, 'zzz');
    expect(within(screen.getByRole('region', { name: 'Matching use cases' })).getByRole('status')).toHaveTextContent('No matches found');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Matching use cases' })).not.toBeInTheDocument();

    await user.type(search, 'keystroke');
    await user.click(screen.getByRole('link', { name: /Stop a React re-render storm/ }));
    await waitFor(() => expect(app.location().pathname).toBe('/use-case/debug-react-rerender'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop a React re-render storm' })).toBeInTheDocument();
    // A new page: the search starts empty.
    expect(screen.getByRole('searchbox', { name: 'Search use cases' })).toHaveValue('');
  });

  it('filters in the popover, shows the number of active filters, and Reset clears them', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Filter use cases' }));
    const popover = await screen.findByRole('dialog', { name: 'Filter use cases' });
    expect(within(popover).getByRole('button', { name: 'Reset' })).toBeDisabled();

    await user.selectOptions(within(popover).getByLabelText('Type'), 'debugging');
    expect(screen.getByRole('button', { name: 'Filter use cases (1 active)' })).toBeInTheDocument();
    await user.selectOptions(within(popover).getByLabelText('Role'), 'frontend');
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('2');
    const results = screen.getByRole('region', { name: 'Matching use cases' });
    expect(within(results).getAllByRole('link')).toHaveLength(1);
    expect(within(results).getByRole('link', { name: /Stop a React re-render storm/ })).toBeInTheDocument();

    await user.selectOptions(within(popover).getByLabelText('Complexity'), 'advanced');
    expect(within(screen.getByRole('region', { name: 'Matching use cases' })).getByRole('status')).toHaveTextContent('No matches found');

    await user.click(within(popover).getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'Filter use cases' })).toBeInTheDocument();
    expect(screen.queryByTestId('active-filter-count')).not.toBeInTheDocument();
    expect(within(popover).getByLabelText('Type')).toHaveValue('all-types');
    expect(screen.queryByRole('region', { name: 'Matching use cases' })).not.toBeInTheDocument();
  });

  it('opens the filter panel as a popover of its button: the button toggles it, Escape closes it and focus returns', async () => {
    const { user } = await open();
    const trigger = screen.getByRole('button', { name: 'Filter use cases' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Filter use cases' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter use cases' })).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The button opens it again, and closes it.
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Filter use cases' });
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter use cases' })).not.toBeInTheDocument());
  });
});
