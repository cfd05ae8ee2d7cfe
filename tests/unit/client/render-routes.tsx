/** Renders routes of the client in memory at `path`, inside the providers the app gives every page (Chakra, English messages). */
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import en from '../../../locales/en.json';

export function renderRoutes(routes: RouteObject[], path: string): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="en" messages={en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </ChakraProvider>,
  );
  return router;
}
