/** /organiser/schemas/edit?screen=<id>: one screen's draft, edited, previewed and published (features/screen-editor). */
import { Alert, Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ConsolePage } from '../../features/console';
import { ScreenEditor, isEditableScreen } from '../../features/screen-editor';

export function SchemaEditPage() {
  const [params] = useSearchParams();
  const screen = params.get('screen') ?? '';
  if (!isEditableScreen(screen)) return <NotEditable titleId="route.console.schemas.edit" screen={screen} />;
  // Another screen is another editor: nothing of one draft carries over to the next.
  return <ScreenEditor key={screen} screen={screen} />;
}

/**
 * An address that names no screen (opened without `?screen=`) or one that cannot be edited: said so,
 * with the way back to the list of screens.
 */
export function NotEditable({ titleId, screen }: { titleId: string; screen: string }) {
  return (
    <ConsolePage titleId={titleId}
      actions={(
        <Button asChild size="sm" variant="outline" data-testid="screens-back">
          <RouterLink to="/organiser/schemas"><FormattedMessage id="route.console.schemas" /></RouterLink>
        </Button>
      )}>
      <Alert.Root status={screen ? 'warning' : 'info'} data-testid="screen-missing">
        <Alert.Indicator />
        <Alert.Title><FormattedMessage id={screen ? 'screen_editor.error.not_editable' : 'screen_editor.chooseScreen'} /></Alert.Title>
      </Alert.Root>
    </ConsolePage>
  );
}
