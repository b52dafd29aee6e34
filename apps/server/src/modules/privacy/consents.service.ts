import {
  DOCUMENT_BASELINE_VERSIONS,
  DOCUMENT_VERSIONS,
  MSG,
  PROMPTED_DOCUMENTS,
  type ConsentBody,
  type ConsentItem,
  type ConsentRequired,
} from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../lib/errors';
import { consentsRepository, type NewConsent } from './consents.repository';

/**
 * What people agreed to (issue 31): consents are recorded where they are given (sign-up, the role's
 * agreement, e-mail settings, LinkedIn linking) and listed back; a new version of the terms or the
 * privacy policy is required of everyone until they accept it. Versions are read from contracts'
 * DOCUMENT_VERSIONS at each call.
 */
/**
 * The prompted documents whose current version the person has not accepted, from the latest version
 * they accepted of each. Someone with no record of one joined before consents were recorded and
 * accepted its baseline version then.
 */
export const requiredConsents = (latest: ReadonlyMap<string, string>): ConsentRequired[] =>
  PROMPTED_DOCUMENTS.filter(
    (d) => (latest.get(d) ?? DOCUMENT_BASELINE_VERSIONS[d]) !== DOCUMENT_VERSIONS[d],
  ).map((document) => ({ document, version: DOCUMENT_VERSIONS[document] }));

export const consentsService = (db: DbOrTx) => ({
  /** Records consents through `db` (the transaction of the change that gives them). */
  record: (userId: number, rows: NewConsent[], tx: DbOrTx = db) =>
    consentsRepository(tx).insert(userId, rows),

  async list(userId: number): Promise<ConsentItem[]> {
    const rows = await consentsRepository(db).list(userId);
    return rows.map((r) => ({
      document: r.document,
      version: r.version,
      accepted_at: r.acceptedAt.toISOString(),
      context: r.context,
      reference: r.reference,
    }));
  },

  /** Accepts the current version of a document (an older one is refused: the page is stale). */
  async accept(userId: number, body: ConsentBody) {
    if (body.version !== DOCUMENT_VERSIONS[body.document])
      throw invalid({ version: MSG.consentVersionOutdated });
    await consentsRepository(db).insert(userId, [
      { document: body.document, version: body.version, context: 'new_version' },
    ]);
    return this.list(userId);
  },
});
