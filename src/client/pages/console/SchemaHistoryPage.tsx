/** /organiser/schemas/history?screen=<id>: one screen's versions, what each changed, and rollback (features/screen-editor). */
import { useSearchParams } from 'react-router-dom';
import { RESOURCES } from '../../../shared/resources';
import { ScreenHistory } from '../../features/screen-editor';
import { NotEditable } from './SchemaEditPage';

const EDITABLE = new Set<string>(Object.values(RESOURCES).map((resource) => resource.screen));

export function SchemaHistoryPage() {
  const [params] = useSearchParams();
  const screen = params.get('screen') ?? '';
  if (!EDITABLE.has(screen)) return <NotEditable titleId="route.console.schemas.history" />;
  return <ScreenHistory key={screen} screen={screen} />;
}
