/** /organiser/schemas/history?screen=<id>: one screen's versions, what each changed, and rollback (features/screen-editor). */
import { useSearchParams } from 'react-router-dom';
import { ScreenHistory, isEditableScreen } from '../../features/screen-editor';
import { NotEditable } from './SchemaEditPage';

export function SchemaHistoryPage() {
  const [params] = useSearchParams();
  const screen = params.get('screen') ?? '';
  if (!isEditableScreen(screen)) return <NotEditable titleId="route.console.schemas.history" screen={screen} />;
  return <ScreenHistory key={screen} screen={screen} />;
}
