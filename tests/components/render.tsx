import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  type InitialEntry,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router-dom';
import { system } from '../../src/app/theme.ts';

/** Ways the component suites render what they test: in the app's Chakra theme and a memory router. */

/** Prints the current location, so a test can see where a navigation went. */
function Where() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="pathname">{location.pathname}</p>
      <pre data-testid="state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

/**
 * Renders `element` at `path` (the initial entry) in a data router, every other path showing
 * `elsewhere` (<Where /> unless told); the router and a user-event session with the render's result.
 */
export function renderAt(element: ReactNode, path: string, elsewhere: ReactNode = <Where />) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: elsewhere },
    ],
    { initialEntries: [path], initialIndex: 0 },
  );
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, user, ...view };
}

/** Renders the routes (a path pattern and what it shows) of a memory router opened at `entry`. */
export function renderRoutes(entry: InitialEntry, routes: Record<string, ReactNode>) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}
