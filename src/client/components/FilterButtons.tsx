/**
 * A row of buttons that narrows a list to one state ("All", "Confirmed", "To be confirmed"): the
 * chosen one solid and pressed, each with its test id `<testIdPrefix>-<value or all>`.
 */
import { Button, HStack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface FilterOption<V extends string> {
  /** Undefined: no filter. */
  value?: V;
  /** Message id of the button. */
  label: string;
}

export interface FilterButtonsProps<V extends string> {
  /** Message id naming what the buttons filter by (the group's accessible name). */
  labelId: string;
  options: readonly FilterOption<V>[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  testIdPrefix: string;
}

export function FilterButtons<V extends string>({ labelId, options, value, onChange, testIdPrefix }: FilterButtonsProps<V>) {
  const intl = useIntl();
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: labelId })}>
      {options.map((option) => {
        const active = value === option.value;
        return (
          <Button key={option.value ?? 'all'} size="sm" variant={active ? 'solid' : 'outline'} colorPalette={active ? 'brand' : 'gray'} aria-pressed={active}
            onClick={() => onChange(option.value)} data-testid={`${testIdPrefix}-${option.value ?? 'all'}`}>
            <FormattedMessage id={option.label} />
          </Button>
        );
      })}
    </HStack>
  );
}
