/** Renders routes of the client in memory at `path`, inside the providers the app gives every page (the app's store, Chakra, English messages). */
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import en from '../../../locales/en.json';
import { appStore } from '../../../src/client/app/store';

export function renderRoutes(routes: RouteObject[], path: string): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={appStore}>
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale="en" messages={en}>
          <RouterProvider router={router} />
        </IntlProvider>
      </ChakraProvider>
    </Provider>,
  );
  return router;
}
