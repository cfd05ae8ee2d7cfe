import type { KeyboardEvent } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export type LoginMode = 'password' | 'code';

const MODES: readonly { mode: LoginMode; labelId: string }[] = [
  { mode: 'password', labelId: 'login.mode.password' },
  { mode: 'code', labelId: 'login.mode.code' },
];

/**
 * Password | verification code, as a segmented switch: tabs in the accessibility tree, and as the
 * ARIA tabs pattern asks, one stop in the Tab order (the chosen one) with the arrow keys between them.
 */
export function LoginModeSwitch({ mode, onChange }: { mode: LoginMode; onChange: (mode: LoginMode) => void }) {
  const intl = useIntl();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = MODES[(MODES.findIndex((each) => each.mode === mode) + step + MODES.length) % MODES.length]!.mode;
    onChange(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-mode="${next}"]`)?.focus();
  };
  return (
    <Flex role="tablist" aria-label={intl.formatMessage({ id: 'login.mode.label' })} bg="gray.100" p="1" rounded="lg" gap="1" data-testid="login-mode" onKeyDown={onKeyDown}>
      {MODES.map(({ mode: option, labelId }) => {
        const active = option === mode;
        return (
          <Button
            key={option}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
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
