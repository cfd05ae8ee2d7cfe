import { Breadcrumb } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Fragment, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbFor } from '../../../runtime/breadcrumb';
import { findTrail } from '../../../runtime/route-lookup';
import { sessionAtom } from '../../features/session/session-state';

/**
 * Where the page sits in the route tree (runtime/breadcrumb.ts). `compact` shows the current page
 * only, for a phone's narrow top bar.
 */
export function AppBreadcrumb({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const { pathname, search } = useLocation();
  const trail = useMemo(() => breadcrumbFor(findTrail(session?.routes ?? [], pathname) ?? [], search), [session, pathname, search]);
  const crumbs = compact ? trail.slice(-1) : trail;
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb.Root size="sm" aria-label={intl.formatMessage({ id: 'layout.breadcrumb' })} data-testid={compact ? 'breadcrumb-compact' : 'breadcrumb'} minW="0">
      <Breadcrumb.List flexWrap="nowrap">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.path}>
            {index > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item data-testid="breadcrumb-item" minW="0">
              {index === crumbs.length - 1 ? (
                <Breadcrumb.CurrentLink truncate>
                  <FormattedMessage id={crumb.title} />
                </Breadcrumb.CurrentLink>
              ) : crumb.to ? (
                <Breadcrumb.Link asChild>
                  <Link to={crumb.to}>
                    <FormattedMessage id={crumb.title} />
                  </Link>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.Link as="span" color="fg.muted" truncate>
                  <FormattedMessage id={crumb.title} />
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
