import { Flex, HStack, Separator, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BrandMark } from '../components/BrandMark';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { userInfoAtom } from '../features/session/session-state';
import { HOME_PATH } from '../routes/paths';
import { LogoutButton } from './LogoutButton';

export function TopBar() {
  const intl = useIntl();
  const user = useAtomValue(userInfoAtom);
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="docked"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      px={{ base: '4', md: '8' }}
      h="16"
      align="center"
      justify="space-between"
      gap="4"
    >
      <Link to={HOME_PATH} aria-label={intl.formatMessage({ id: 'app.title' })}>
        <BrandMark titleHideBelow="sm" />
      </Link>
      <HStack gap="3">
        <LanguageSwitch size="xs" />
        {user && (
          <>
            <Separator orientation="vertical" height="6" hideBelow="sm" />
            <Text
              fontSize="sm"
              color="gray.700"
              hideBelow="sm"
              data-testid="current-user"
              title={intl.formatMessage({ id: 'layout.userMenu' }, { name: user.name })}
            >
              {user.name}
            </Text>
          </>
        )}
        <LogoutButton />
      </HStack>
    </Flex>
  );
}
