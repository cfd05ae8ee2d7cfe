/**
 * What a form, a list or a record's details show instead of a screen whose descriptor the build
 * could not use (CompiledScreen.broken): the rest of the page and of the portal work on.
 */
import { Alert } from '@chakra-ui/react';
import type { ScreenDescriptor } from '../shared/descriptor';
import { label } from './form/form-context';
import { useTranslator } from './form/use-translator';

export const isBroken = (descriptor: Pick<ScreenDescriptor, 'broken'> | undefined): boolean => (descriptor?.broken?.length ?? 0) > 0;

export function ScreenUnavailable({ screen }: { screen: string }) {
  const tr = useTranslator();
  return (
    <Alert.Root status="warning" data-testid="screen-unavailable" data-screen={screen}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{label(tr, 'engine.screen.unavailable')}</Alert.Title>
        <Alert.Description>{label(tr, 'engine.screen.unavailableHint')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
