/**
 * Lint keeps the client's features apart (eslint.config.js, feature zones): a feature imports
 * another only through that feature's public face, its index.ts. ESLint runs here with the
 * project's own configuration on small files placed, by name, inside the code they would sit in.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the zone rule for `code` linted as if it were the file at `filePath`. */
async function zoneMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('feature zones', () => {
  it('refuses a deep import of another feature, naming its public face', async () => {
    const messages = await zoneMessages('src/client/features/unbind/fixture.ts', "export { yuan } from '../tickets/ticket-api';\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('src/client/features/tickets/index.ts');
  });

  it('refuses a deep import of a type too', async () => {
    const messages = await zoneMessages('src/client/features/display/fixture.ts', "export type { ReviewedRecord } from '../review/reviewed-record';\n");
    expect(messages).toHaveLength(1);
  });

  it('lets a feature import another through its index.ts, and any file of its own', async () => {
    await expect(zoneMessages('src/client/features/unbind/fixture.ts', "export { yuan } from '../tickets';\n")).resolves.toEqual([]);
    await expect(zoneMessages('src/client/features/unbind/fixture.ts', "export { yuan } from '../tickets/index';\n")).resolves.toEqual([]);
    await expect(zoneMessages('src/client/features/tickets/fixture.ts', "export { yuan } from './ticket-api';\n")).resolves.toEqual([]);
  });

  it('lets a page compose features from any of their files', async () => {
    await expect(zoneMessages('src/client/pages/unbind-order/fixture.ts', "export { yuan } from '../../features/tickets/ticket-api';\n")).resolves.toEqual([]);
  });
});
