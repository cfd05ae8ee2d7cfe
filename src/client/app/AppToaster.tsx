/**
 * Renders the app's toasts. The toast machinery (about 15 KiB gzip of state machines) is fetched
 * when the first toast is raised, not with the login page: most visits never show one. Toasts
 * raised meanwhile wait in the queue and appear as soon as it has loaded.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

const ToastList = lazy(() => import('./ToastList'));

export function AppToaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => (wanted ? undefined : toaster.subscribe(() => setWanted(true))), [wanted]);
  return wanted ? <Suspense fallback={null}><ToastList /></Suspense> : null;
}
