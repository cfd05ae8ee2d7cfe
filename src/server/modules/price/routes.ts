/**
 * /price/* — the reference lists of group ticket pricing (SPEC.md §7): sales channels and price
 * types, as schemas/enums.json declares them, named in the caller's language. Products carry both,
 * orders their price type and (as payment method) their channel; the organiser filters orders by them.
 */
import type { FastifyInstance } from 'fastify';
import { PriceApi, type PriceOption } from '../../../shared/group';
import type { ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLocale, translate } from '../../http/i18n';
import { loadEnums } from '../../screens/registry';

export default async function priceRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const enums = loadEnums(deps.config.schemasDir);
  const lists = [
    { path: PriceApi.channel, set: 'priceChannel', summary: 'Sales channels of group tickets: online payment, bank remittance, organiser allocation (data.{list, total})' },
    { path: PriceApi.type, set: 'priceType', summary: 'Price types of group tickets: early bird, standard, on-site (data.{list, total})' },
  ] as const;

  for (const { path, set, summary } of lists) {
    app.get(path, { schema: { summary, tags: ['price'] } }, async (request) => {
      const locale = requestLocale(request);
      const list: PriceOption[] = Object.entries(enums[set] ?? {}).map(([id, option]) => ({ id: Number(id), name: translate(locale, option.label) }));
      return ok({ list, total: list.length });
    });
  }
}
