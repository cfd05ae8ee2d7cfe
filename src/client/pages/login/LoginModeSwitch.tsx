import { Button, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export type LoginMode = 'password' | 'code';

const MODES: readonly { mode: LoginMode; labelId: string }[] = [
  { mode: 'password', labelId: 'login.mode.password' },
  { mode: 'code', labelId: 'login.mode.code' },
];

/** Password | verification code, as a segmented switch (tabs in the accessibility tree). */
export function LoginModeSwitch({ mode, onChange }: { mode: LoginMode; onChange: (mode: LoginMode) => void }) {
  const intl = useIntl();
  return (
    <Flex role="tablist" aria-label={intl.formatMessage({ id: 'login.mode.label' })} bg="gray.100" p="1" rounded="lg" gap="1" data-testid="login-mode">
      {MODES.map(({ mode: option, labelId }) => {
        const active = option === mode;
        return (
          <Button
            key={option}
            type="button"
            role="tab"
            aria-selected={active}
            data-mode={option}
            flex="1"
            size="sm"
            variant={active ? 'surface' : 'ghost'}
            colorPalette={active ? 'brand' : 'gray'}
            bg={active ? 'white' : undefined}
            shadow={active ? 'xs' : undefined}
            fontWeight={active ? 'semibold' : 'normal'}
            onClick={() => onChange(option)}
          >
            {intl.formatMessage({ id: labelId })}
          </Button>
        );
      })}
    </Flex>
  );
}
