import { Hono } from 'hono';
import { z } from 'zod';
import {
  draftCreateSchema,
  draftOf,
  draftSaveSchema,
  importSchema,
  parseCustomUseCaseFile,
  serialiseUseCaseFile,
  useCaseIdSchema,
  versionSchema,
  type ContentIssue,
  type CustomUseCaseContent,
} from '@pathwise/core';
import { requirePermission, type MemberCaller } from '../auth/permissions';
import { unknownGroupIssues, workspaceGroupNames } from '../authoring/groups';
import {
  createUseCase,
  findRow,
  listAuthored,
  listRevisions,
  notFound,
  publish,
  restoreRevision,
  saveDraft,
  setStatus,
  toAuthored,
} from '../authoring/repository';
import type { AppDeps, AppEnv } from '../context';
import { readJson } from '../http/body';
import { ApiError } from '../http/errors';

const revisionParam = z.coerce.number().int().min(1).max(1_000_000);

const invalid = (code: string, what: string, issues: ContentIssue[]) => {
  const details = issues.map((issue) => ({ field: issue.field, message: issue.message }));
  return new ApiError(400, code, `${what}: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`, details);
};

/** A file's download name: the id, which is a slug already. */
const attachment = (id: string) => `attachment; filename="${id}.md"`;

/**
 * A workspace's own use cases, for its authors and admins (core's 'content.author'): drafts
 * with autosave and conflicts, publishing with revisions, import and export in the file format
 * of content/. Every id is looked up inside the caller's workspace only.
 */
export function authoringRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const author = (c: Parameters<typeof requirePermission>[0]) => requirePermission(c, deps, 'content.author');
  const who = (caller: MemberCaller) => ({ workspaceId: caller.workspaceId, userId: caller.account.id });
  const idOf = (raw: string) => {
    if (!useCaseIdSchema.safeParse(raw).success) throw notFound();
    return raw;
  };
  const groupIssues = async (caller: MemberCaller, named: readonly string[]) =>
    named.length === 0 ? [] : unknownGroupIssues('draft', named, await workspaceGroupNames(db, caller.workspaceId));

  return new Hono<AppEnv>()
    .get('/api/authoring/use-cases', async (c) => {
      const caller = await author(c);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ useCases: await listAuthored(db, caller.workspaceId), groups: await workspaceGroupNames(db, caller.workspaceId) });
    })

    .post('/api/authoring/use-cases', async (c) => {
      const caller = await author(c);
      const { draft } = await readJson(c, draftCreateSchema);
      const useCase = await createUseCase(db, who(caller), draft, { isBundled: (id) => deps.catalogue.get(id) !== undefined });
      return c.json({ useCase }, 201);
    })

    .get('/api/authoring/use-cases/:id', async (c) => {
      const caller = await author(c);
      const id = idOf(c.req.param('id'));
      const row = await findRow(db, caller.workspaceId, id);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ useCase: await toAuthored(db, row), revisions: await listRevisions(db, caller.workspaceId, id) });
    })

    .put('/api/authoring/use-cases/:id/draft', async (c) => {
      const caller = await author(c);
      const id = idOf(c.req.param('id'));
      const { version, draft } = await readJson(c, draftSaveSchema);
      return c.json({ useCase: await saveDraft(db, who(caller), id, version, draft) });
    })

    .post('/api/authoring/use-cases/:id/publish', async (c) => {
      const caller = await author(c);
      const id = idOf(c.req.param('id'));
      const { version } = await readJson(c, versionSchema);
      const row = await findRow(db, caller.workspaceId, id);
      const groups = await groupIssues(caller, row.draft.customForGroups);
      if (groups.length > 0) throw invalid('use_case_invalid', 'The use case cannot be published yet', groups);
      const result = await publish(db, who(caller), id, version);
      await deps.teamCatalogue.changed(caller.workspaceId);
      // The team's chat hears of a new guide once, at its first publication, when all may read it.
      const { draft } = result.useCase;
      if (result.revision === 1 && draft.visibleTo === 'workspace') {
        await deps.jobs.send('chat.use-case-published', { workspaceId: caller.workspaceId, useCaseId: id, title: draft.title });
      }
      return c.json(result);
    })

    .post('/api/authoring/use-cases/:id/unpublish', async (c) => {
      const caller = await author(c);
      const useCase = await setStatus(db, who(caller), idOf(c.req.param('id')), 'draft');
      await deps.teamCatalogue.changed(caller.workspaceId);
      return c.json({ useCase });
    })

    .post('/api/authoring/use-cases/:id/archive', async (c) => {
      const caller = await author(c);
      const useCase = await setStatus(db, who(caller), idOf(c.req.param('id')), 'archived');
      await deps.teamCatalogue.changed(caller.workspaceId);
      return c.json({ useCase });
    })

    .post('/api/authoring/use-cases/:id/revisions/:number/restore', async (c) => {
      const caller = await author(c);
      const { version } = await readJson(c, versionSchema);
      const id = idOf(c.req.param('id'));
      const number = revisionParam.safeParse(c.req.param('number'));
      if (!number.success) throw new ApiError(404, 'revision_not_found', 'This revision does not exist.');
      return c.json({ useCase: await restoreRevision(db, who(caller), id, number.data, version) });
    })

    .post('/api/authoring/import', async (c) => {
      const caller = await author(c);
      const { file } = await readJson(c, importSchema);
      const parsed = parseCustomUseCaseFile('file', file);
      if (!parsed.ok) throw invalid('import_invalid', 'The file cannot be imported', parsed.issues);
      const groups = await groupIssues(caller, parsed.value.customForGroups);
      if (groups.length > 0) throw invalid('import_invalid', 'The file cannot be imported', groups);
      const { lastReviewed, checkedAgainst } = parsed.value;
      const useCase = await createUseCase(db, who(caller), draftOf(parsed.value), {
        isBundled: (id) => deps.catalogue.get(id) !== undefined,
        id: parsed.value.id,
        extra: { ...(lastReviewed ? { lastReviewed } : {}), ...(checkedAgainst ? { checkedAgainst } : {}) },
      });
      return c.json({ useCase }, 201);
    })

    .get('/api/authoring/export/:id', async (c) => {
      const caller = await author(c);
      const id = idOf(c.req.param('id'));
      const bundled = deps.catalogue.get(id);
      let file: string;
      if (bundled) {
        // The file as content/ holds it (the bundled thumbnail path, not the resolved one).
        file = serialiseUseCaseFile(bundled);
      } else {
        // The text the editor shows (the draft, which equals the published one until edited).
        const row = await findRow(db, caller.workspaceId, id);
        const useCase: CustomUseCaseContent = { id: row.useCaseId, isCustom: true, ...row.draft, ...row.extra };
        file = serialiseUseCaseFile(useCase);
      }
      c.header('Cache-Control', 'private, no-cache');
      c.header('Content-Disposition', attachment(id));
      return c.body(file, 200, { 'Content-Type': 'text/markdown; charset=utf-8' });
    });
}
