import type { AppDeps } from '../context';
import { ApiError } from '../http/errors';
import type { CatalogueUseCase } from '../catalogue/catalogue';
import type { Account } from '../users/session-user';
import { readerView, type Reader } from './visibility';

const ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

export const readerOf = (account: Account): Reader => ({
  userId: account.id,
  workspaceId: account.workspaceId,
  role: account.workspaceRole,
});

/**
 * A bundled use case, or one of the reader's workspace's own that they may see; anything else
 * (another workspace's, or one for groups they are not in) is not found, exactly like an id
 * that does not exist. `seeded`: bundled use cases start from a seeded helpful count.
 */
export async function findReadableUseCase(
  deps: Pick<AppDeps, 'catalogue' | 'teamCatalogue' | 'database'>,
  account: Account,
  id: string,
): Promise<{ useCase: CatalogueUseCase; seeded: boolean }> {
  if (!ID.test(id)) throw new ApiError(404, 'use_case_not_found', 'Use case not found');
  const bundled = deps.catalogue.get(id);
  if (bundled) return { useCase: bundled, seeded: true };
  const team = (await readerView(deps.teamCatalogue, readerOf(account))).find(id);
  if (!team) throw new ApiError(404, 'use_case_not_found', 'Use case not found');
  return { useCase: team.useCase, seeded: false };
}
