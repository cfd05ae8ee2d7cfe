import { Button, Card, Center, Flex, Heading } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link, useMatches } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { isRouteHandle } from '../../routes/route-meta';
import { LOGIN_PATH } from '../../routes/paths';

/** A public screen (bind, forgotten password, check, shared FAQ, auth redirect) by its title. */
export function PublicTitlePage() {
  const title = useMatches().map((match) => match.handle).filter(isRouteHandle).at(-1)?.meta.title;
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4">
        <BrandMark />
        <LanguageSwitch />
      </Flex>
      <Center as="main" flex="1" px="4" py="8">
        <Card.Root width="full" maxW="md" variant="elevated">
          <Card.Body gap="6">
            <Heading as="h1" size="xl" data-testid="page-title">
              {title ? <FormattedMessage id={title} /> : null}
            </Heading>
            <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start">
              <Link to={LOGIN_PATH}>
                <FormattedMessage id="route.backToLogin" />
              </Link>
            </Button>
          </Card.Body>
        </Card.Root>
      </Center>
    </Flex>
  );
}
