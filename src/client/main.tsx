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
import { installErrorLog } from './features/error-log/error-log';
import { applySize, settingsAtom, sizeAtom } from './features/shell/shell-state';
import { applyThemeColour } from './features/shell/theme-colour';
import { changeLocaleAtom } from './i18n/locale-state';
import { loadShowTimeZone } from './i18n/show-time';
import { routes } from './routes/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');

/**
 * Shared FAQ links of the older hash-routed portal read `/#/faqShare?…` (SPEC.md §2); they open the
 * public /faqShare screen, which loads no user info.
 */
function followHashRoute(): void {
  const { pathname, hash } = window.location;
  if (pathname === '/' && hash.startsWith('#/faqShare')) window.history.replaceState(null, '', hash.slice(1));
}

async function start(root: HTMLElement): Promise<void> {
  // Development builds collect errors for the top bar's error log; production builds drop it.
  if (import.meta.env.DEV) installErrorLog();
  followHashRoute();
  applyThemeColour(appStore.get(settingsAtom).theme);
  applySize(appStore.get(sizeAtom));
  // Both before the first render: no message id and no time on another clock is ever shown.
  await Promise.all([appStore.set(changeLocaleAtom, getLanguage()), loadShowTimeZone()]);
  const router = createBrowserRouter(routes);
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start(container);
