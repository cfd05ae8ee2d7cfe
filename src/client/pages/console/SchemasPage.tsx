/** /organiser/schemas: the screens staff change while the show runs (features/screen-editor). */
import { ScreenList } from '../../features/screen-editor';

export function SchemasPage() {
  return <ScreenList />;
}
