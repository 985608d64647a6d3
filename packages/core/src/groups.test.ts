import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupCreateSchema } from './group-schemas';
import { groupNameProblem, normalizeGroupName, SUGGESTED_GROUPS } from './groups';
import { can, PERMISSIONS } from './roles';
import { WORKSPACE_ROLES } from './enums';

describe('group names', () => {
  it('accepts the spec five suggestions as they are', () => {
    for (const name of SUGGESTED_GROUPS) expect(groupNameProblem(name)).toBeNull();
  });

  it('normalises what a person types into a slug', () => {
    expect(groupCreateSchema.parse({ name: '  Security Engineers ' })).toEqual({ name: 'security-engineers', open: true });
    expect(normalizeGroupName('Tech_Debt  Reducers')).toBe('tech-debt-reducers');
  });

  it('refuses short, long, punctuated and control-character names with a message', () => {
    expect(groupNameProblem('a')).toMatch(/at least 2/);
    expect(groupNameProblem('a'.repeat(41))).toMatch(/at most 40/);
    expect(groupNameProblem('qa--team')).toMatch(/single hyphens/);
    expect(groupNameProblem('-qa')).toMatch(/single hyphens/);
    expect(groupNameProblem('qa\u0007')).toMatch(/control/);
    expect(groupCreateSchema.safeParse({ name: 'ok-name', extra: 1 }).success).toBe(false);
  });

  it('never lets a normalised valid name change when normalised again', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (input) => {
        const name = normalizeGroupName(input);
        if (groupNameProblem(name) === null) expect(normalizeGroupName(name)).toBe(name);
      }),
    );
  });
});

describe('permissions', () => {
  it('gives admins everything, authors authoring, members the shared actions', () => {
    for (const action of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) expect(can('admin', action)).toBe(true);
    expect(can('author', 'content.author')).toBe(true);
    expect(can('member', 'content.author')).toBe(false);
    expect(can('member', 'members.manage')).toBe(false);
    expect(can('member', 'invitations.send')).toBe(true);
    expect(can(null, 'members.read')).toBe(false);
    expect(WORKSPACE_ROLES).toEqual(['admin', 'author', 'member']);
  });
});
