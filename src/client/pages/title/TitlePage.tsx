import { Box, Heading } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { isRouteHandle } from '../../routes/route-meta';

/**
 * A screen whose own issue comes later: its title under the breadcrumb, inside the shell, so the
 * menu, guard and tags view can be used and tested across the whole route tree.
 */
export function TitlePage() {
  const title = useMatches().map((match) => match.handle).filter(isRouteHandle).at(-1)?.meta.title;
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" px={{ base: '4', md: '6' }} py="5">
      <Heading as="h1" size="xl" data-testid="page-title">
        {title ? <FormattedMessage id={title} /> : null}
      </Heading>
    </Box>
  );
}
