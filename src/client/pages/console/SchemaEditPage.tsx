/** /organiser/schemas/edit?screen=<id>: one screen's draft, edited, previewed and published (features/screen-editor). */
import { Alert } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { RESOURCES } from '../../../shared/resources';
import { ConsolePage } from '../../features/console';
import { ScreenEditor } from '../../features/screen-editor';

const EDITABLE = new Set<string>(Object.values(RESOURCES).map((resource) => resource.screen));

export function SchemaEditPage() {
  const [params] = useSearchParams();
  const screen = params.get('screen') ?? '';
  if (!EDITABLE.has(screen)) return <NotEditable titleId="route.console.schemas.edit" />;
  // Another screen is another editor: nothing of one draft carries over to the next.
  return <ScreenEditor key={screen} screen={screen} />;
}

export function NotEditable({ titleId }: { titleId: string }) {
  return (
    <ConsolePage titleId={titleId}>
      <Alert.Root status="warning" data-testid="screen-missing">
        <Alert.Indicator />
        <Alert.Title><FormattedMessage id="screen_editor.error.not_editable" /></Alert.Title>
      </Alert.Root>
    </ConsolePage>
  );
}
