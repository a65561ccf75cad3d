import { getMetadataStorage } from 'type-graphql';
import { buildAppSchema } from '../src/graphql/schema';
import { roleOfRule, type PolicyRule } from '../src/modules/accounts/accounts.policy';

/**
 * A GraphQL field's `@Authorized(...)` names policy rules (`rule(EVENT_POLICY, 'manage')`),
 * never a role; the role behind a rule is written once, in its domain's policy table. ESLint refuses
 * anything but `rule(...)` written in the decorator; this checks what type-graphql actually holds,
 * whatever way it was written (a constant, a spread, a helper).
 */
const isPolicyRule = (value: unknown): value is PolicyRule => {
  if (typeof value !== 'object' || value === null || !('policy' in value) || !('action' in value)) return false;
  const { policy, action } = value;
  return typeof action === 'string' && typeof policy === 'object' && policy !== null && Object.hasOwn(policy, action);
};

describe('GraphQL guards', () => {
  beforeAll(async () => {
    await buildAppSchema();
  });

  it('guard fields with policy rules only (no role names)', () => {
    const storage = getMetadataStorage();
    const guards = [
      ...storage.authorizedFields.map((guard) => ({ name: `${guard.target.name}.${guard.fieldName}`, roles: guard.roles })),
      ...storage.authorizedResolver.map((guard) => ({ name: guard.target.name, roles: guard.roles })),
    ];
    expect(guards.length).toBeGreaterThan(0);
    const notRules = guards.filter((guard) => !guard.roles.every(isPolicyRule)).map((guard) => guard.name);
    expect(notRules).toEqual([]);
  });

  it('guard some fields with a rule that needs more than a signed-in player', () => {
    const rules = getMetadataStorage().authorizedFields.flatMap((guard) => guard.roles.filter(isPolicyRule));
    expect(new Set(rules.map(roleOfRule))).toEqual(new Set(['staff', 'admin']));
  });
});
