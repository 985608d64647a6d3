import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  Link,
  matchRoutes,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigationType,
  useParams,
  useSearchParams,
  type RouteObject,
} from './router';

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}|{type}|{JSON.stringify(location.state)}
    </p>
  );
}

function Item() {
  const { id } = useParams();
  return <h1>Item {id}</h1>;
}

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ q: 'a b' }, { replace: true })}>
      q={params.get('q') ?? ''}
    </button>
  );
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <nav>
          <NavLink to="/items" className={({ isActive }) => (isActive ? 'on' : 'off')}>
            Items
          </NavLink>
          <Link to="/items/42" state={{ from: 'nav' }}>
            Item 42
          </Link>
        </nav>
        <Where />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <Navigate to="/items" replace /> },
      { path: '/items', element: <Search /> },
      { path: '/items/:id', element: <Item /> },
      { path: '*', element: <h1>Not found</h1> },
    ],
  },
];

const where = () => screen.getByTestId('where').textContent;

describe('the router', () => {
  it('matches a layout route and its child, with parameters, case-insensitively', () => {
    expect(matchRoutes(routes, '/ITEMS/7/')?.map((match) => match.params)).toEqual([{ id: '7' }, { id: '7' }]);
    expect(matchRoutes(routes, '/nowhere')?.at(-1)?.route.path).toBe('*');
  });

  it('redirects once, even with development double effects, and renders the matching child', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(await screen.findByRole('button', { name: 'q=' })).toBeInTheDocument();
    expect(where()).toBe('/items|REPLACE|null');
    expect(screen.getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Items' })).toHaveClass('on');
  });

  it('follows a link with its state, keeps keys per entry, and goes back and forward', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes, { initialEntries: ['/items'] });
    render(<RouterProvider router={router} />);
    const first = router.state.location.key;
    await user.click(screen.getByRole('link', { name: 'Item 42' }));
    expect(screen.getByRole('heading', { name: 'Item 42' })).toBeInTheDocument();
    expect(where()).toBe('/items/42|PUSH|{"from":"nav"}');
    // Below /items, the Items link is still the current section.
    expect(screen.getByRole('link', { name: 'Items' })).toHaveClass('on');
    const second = router.state.location.key;
    expect(second).not.toBe(first);

    await act(() => router.navigate(-1));
    expect(where()).toBe('/items|POP|null');
    expect(router.state.location.key).toBe(first);
    await act(() => router.navigate(1));
    expect(router.state.location.key).toBe(second);
    await act(() => router.navigate('/somewhere/else'));
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('writes the query string and leaves modified clicks to the browser', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes, { initialEntries: ['/items'] });
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'q=' }));
    expect(where()).toBe('/items?q=a+b|REPLACE|null');
    expect(screen.getByRole('button', { name: 'q=a b' })).toBeInTheDocument();

    const link = screen.getByRole('link', { name: 'Item 42' });
    expect(link).toHaveAttribute('href', '/items/42');
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(router.state.location.pathname).toBe('/items');
    expect(router.state.navigationType).toBe(NavigationType.Replace);
  });
});
