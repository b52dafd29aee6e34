import { MSG } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../lib/errors';
import { usersRepository, type UserRow } from './users.repository';

/**
 * The rule that someone must run the console: fails (422 on `field`) when suspending, demoting or
 * deleting `target` would leave no active admin. Call it inside the change's transaction: the active
 * admins are locked meanwhile, so two such changes at once cannot both pass.
 */
export async function keepOneAdmin(tx: DbOrTx, target: UserRow, field: string) {
  if (target.type !== 'admin' || target.status !== 'active') return;
  const admins = await usersRepository(tx).lockActiveAdmins();
  if (admins.filter((a) => a.id !== target.id).length === 0)
    throw invalid({ [field]: MSG.lastAdmin }, MSG.lastAdmin);
}
