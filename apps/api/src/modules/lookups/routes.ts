import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, lookupEntry, lookupQuery } from '@leasedesk/contract';
import { ok } from '../../lib/envelope.ts';
import { languageOf } from '../../lib/language.ts';
import { security } from '../../lib/route-options.ts';
import { lookupEntries, type LookupName } from './catalog.ts';

const tags = ['lookups'];

const lookupRoutes: { url: string; name: LookupName; summary: string }[] = [
  { url: '/api/accountingstandards', name: 'accountingStandards', summary: 'Accounting standards (CSI, IFRS16)' },
  { url: '/api/leaseassetcategories', name: 'leaseAssetCategories', summary: 'Lease asset categories (leaseAssetTypes)' },
  { url: '/api/depreciationmethods', name: 'depreciationMethods', summary: 'Depreciation methods' },
];

export function registerLookupRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const lookup of lookupRoutes) {
    r.get(
      lookup.url,
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          security,
          summary: `${lookup.summary}; the id is the value records store. Names in ?lang or Accept-Language (en, pl).`,
          querystring: lookupQuery,
          response: { 200: envelope(z.array(lookupEntry)) },
        },
      },
      async (request) => ok(lookupEntries(lookup.name, languageOf(request.query.lang, request.headers['accept-language']), request.query.query)),
    );
  }
}
