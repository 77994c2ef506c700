import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParam, language, wireString, type Language } from '@leasedesk/contract';
import { attachmentDisposition, xlsxContentType } from './excel/workbook.ts';
import { languageOf } from './language.ts';

/** A signed download token (a JWT of about 350 characters) travels as a path parameter. */
const downloadToken = wireString.min(1).max(1000);

/** The path of a download of one stored thing: its id and the download token bound to it. */
export const idAndTokenParams = idParam.extend({ token: downloadToken });

/** The path of a download bound to the token's holder alone. */
export const tokenParams = z.object({ token: downloadToken });

/** The file's language: `lang` (the web adds the active one to every download link), else Accept-Language, else en; an unknown one is ignored. */
export const downloadLanguageQuery = z.object({ lang: language.optional().catch(undefined) });

/** A whole file, answered as an attachment. */
export type DownloadFile = { fileName: string; content: Buffer };

/** What a download reads of its request: the path (with the token), the query, and the language it is written in. */
export type TokenDownload<Params, Query> = { params: Params; query: Query; language: Language };

type TokenDownloadRoute<Params, Query> = {
  url: string;
  tags: string[];
  summary: string;
  params: z.ZodType<Params>;
  querystring: z.ZodType<Query>;
} & (
  | { contentType?: string; file: (download: TokenDownload<Params, Query>) => Promise<DownloadFile> }
  | { stream: (download: TokenDownload<Params, Query>, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> }
);

/** The headers of a private download: its type, its file name, and never kept by a cache. */
export function attachmentHeaders(reply: FastifyReply, contentType: string, fileName: string): FastifyReply {
  return reply.header('content-type', contentType).header('content-disposition', attachmentDisposition(fileName)).header('cache-control', 'private, no-store');
}

/**
 * A download opened in a new window (DESIGN §3): no bearer token, so the route is public and the download token
 * in its path decides (the file's builder checks it, and answers any failure with a 404). The file is written
 * in the language of `?lang`, else of Accept-Language; `file` builds it whole (an Excel workbook unless
 * `contentType` says otherwise), `stream` answers it as it is written.
 */
export function registerTokenDownload<Params extends { token: string }, Query extends { lang?: Language | undefined }>(
  app: FastifyInstance,
  route: TokenDownloadRoute<Params, Query>,
): void {
  app.get(
    route.url,
    { config: { access: 'public' }, schema: { tags: route.tags, summary: route.summary, params: route.params, querystring: route.querystring } },
    async (request, reply) => {
      // The route's schemas have validated and parsed both (the app's zod validator compiler).
      const params = request.params as Params;
      const query = request.query as Query;
      const download = { params, query, language: languageOf(query.lang, request.headers['accept-language']) };
      if ('stream' in route) return route.stream(download, request, reply);
      const file = await route.file(download);
      return attachmentHeaders(reply, route.contentType ?? xlsxContentType, file.fileName).send(file.content);
    },
  );
}
