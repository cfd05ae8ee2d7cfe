import { Outlet } from 'react-router-dom';
import { DocumentTitle } from './DocumentTitle';

/** Wraps every screen, public or not: the page title follows the deepest titled route. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
