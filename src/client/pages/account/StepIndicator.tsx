import { Box, Circle, Flex, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

interface StepIndicatorProps {
  /** Message ids of the steps, in order. */
  steps: readonly string[];
  /** Index of the step on screen. */
  current: number;
}

/** Where the user is in a flow of a few steps: done ones ticked, the current one highlighted. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const intl = useIntl();
  return (
    <Flex as="ol" align="center" gap="2" aria-label={intl.formatMessage({ id: 'account.steps' })} data-testid="steps" data-current={current}>
      {steps.map((id, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <Flex as="li" key={id} align="center" gap="2" flex={index < steps.length - 1 ? '1' : undefined} listStyleType="none"
            aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            <Circle size="7" fontSize="sm" fontWeight="semibold" flexShrink={0}
              bg={state === 'next' ? 'gray.100' : 'brand.solid'} color={state === 'next' ? 'gray.500' : 'white'}>
              {state === 'done' ? '✓' : index + 1}
            </Circle>
            <Text fontSize="sm" fontWeight={state === 'current' ? 'semibold' : 'normal'} color={state === 'next' ? 'gray.500' : 'gray.800'} whiteSpace="nowrap">
              <FormattedMessage id={id} />
            </Text>
            {index < steps.length - 1 && <Box flex="1" minW="4" height="1px" bg={index < current ? 'brand.solid' : 'gray.200'} />}
          </Flex>
        );
      })}
    </Flex>
  );
}
