/**
 * Entry of the browser client. The active language's messages are loaded before the first render,
 * so no screen ever shows raw message ids.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { getLanguage } from '../runtime/cookies';
import { App } from './app/App';
import { appStore } from './app/store';
import { changeLocaleAtom } from './i18n/locale-state';
import { routes } from './routes/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');

async function start(root: HTMLElement): Promise<void> {
  await appStore.set(changeLocaleAtom, getLanguage());
  const router = createBrowserRouter(routes);
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start(container);
