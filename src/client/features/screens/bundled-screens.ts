/**
 * The editable screens (src/shared/resources.ts) as the build carries them — version 0, their file —
 * each in its own chunk. Literal specifiers: the schema plugin compiles each screen's validators at
 * build time.
 */
import type { CompiledScreen } from '../../../engine';

const BUNDLED = {
  company: () => import('virtual:schema/company'),
  catalogue: () => import('virtual:schema/catalogue'),
  report: () => import('virtual:schema/report'),
  product: () => import('virtual:schema/product'),
  merch: () => import('virtual:schema/merch'),
  project: () => import('virtual:schema/project'),
  activity: () => import('virtual:schema/activity'),
  'invoice-header': () => import('virtual:schema/invoice-header'),
} satisfies Record<string, () => Promise<{ default: CompiledScreen }>>;

export type BundledScreen = keyof typeof BUNDLED;

export const isBundledScreen = (screen: string): screen is BundledScreen => Object.hasOwn(BUNDLED, screen);

export async function loadBundledScreen(screen: BundledScreen): Promise<CompiledScreen> {
  return (await BUNDLED[screen]()).default;
}
