// The request's language, for the few answers whose content depends on it (a new member's language, the calendar
// file's texts). Error bodies do not: they carry codes, and the gateway words them (docs/rest-contract.md, Errors).
import type { FastifyRequest } from 'fastify';
import { preferredLanguage, type Language } from '../../../shared/language.ts';

export type Lang = Language;

/** `ar`, `ar-SA`, ... as the most preferred language of Accept-Language give Arabic; anything else gives English. */
export const languageFromHeader = preferredLanguage;

export function requestLang(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['accept-language'];
  return languageFromHeader(typeof header === 'string' ? header : undefined);
}
