/** /organiser/schemas/edit?screen=<id>: one screen's draft, edited, previewed and published (features/screen-editor). */
import { Alert } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ConsolePage } from '../../features/console';
import { ScreenEditor, isEditableScreen } from '../../features/screen-editor';

export function SchemaEditPage() {
  const [params] = useSearchParams();
  const screen = params.get('screen') ?? '';
  if (!isEditableScreen(screen)) return <NotEditable titleId="route.console.schemas.edit" />;
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
