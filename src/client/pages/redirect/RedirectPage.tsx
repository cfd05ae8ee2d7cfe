import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * `/redirect/<path>` (SPEC.md §2): the screen on display unmounts and <path> mounts afresh, loaders
 * and all, while the layout stays. The tags view's "refresh" comes here.
 */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}
