/**
 * The frame of a public page opened without logging in (/ticketShare, /faqShare, /auth-redirect): the
 * brand and the language switch above one card with the page's title.
 */
import type { ReactNode } from 'react';
import { Card, Center, Flex, Heading } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';

export interface SharedPageFrameProps {
  titleId: string;
  /** Chakra size token of the card's width. */
  maxW: string;
  testId: string;
  children: ReactNode;
}

export function SharedPageFrame({ titleId, maxW, testId, children }: SharedPageFrameProps) {
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4">
        <BrandMark />
        <LanguageSwitch />
      </Flex>
      <Center as="main" flex="1" px="4" py="8" alignItems="flex-start">
        <Card.Root width="full" maxW={maxW} variant="elevated" data-testid={testId}>
          <Card.Body gap="5">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id={titleId} /></Heading>
            {children}
          </Card.Body>
        </Card.Root>
      </Center>
    </Flex>
  );
}
