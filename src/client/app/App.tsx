import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { IntlRoot } from '../i18n/IntlRoot';
import { AppToaster } from './AppToaster';
import { appStore } from './store';
import { system } from './theme';

type Router = ReturnType<typeof createBrowserRouter>;

/** The providers every screen relies on, outermost first. */
export function App({ router }: { router: Router }) {
  return (
    <ChakraProvider value={system}>
      <JotaiProvider store={appStore}>
        <IntlRoot>
          <RouterProvider router={router} />
          <AppToaster />
        </IntlRoot>
      </JotaiProvider>
    </ChakraProvider>
  );
}
