import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router-dom';
import { titleAt } from '../../shared/route-meta';
import { isRouteHandle } from './route-meta';

/** SPEC.md §2: the page title is the route title plus the product title. */
export function DocumentTitle() {
  const intl = useIntl();
  const matches = useMatches();
  const { search } = useLocation();
  const meta = matches.map((match) => match.handle).filter(isRouteHandle).at(-1)?.meta;
  const titleId = meta ? titleAt(meta, search) : undefined;
  const product = intl.formatMessage({ id: 'app.title' });
  const title = titleId ? `${intl.formatMessage({ id: titleId })} - ${product}` : product;

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
