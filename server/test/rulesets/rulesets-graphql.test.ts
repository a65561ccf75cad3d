import { startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { fixtureDraft, insertFixture } from '../support/rulesets';

/* Ruleset versions through GraphQL: the same calls as REST (refused draft's problems, report, publish, versions). */

describe.each(databases())('ruleset versions through GraphQL (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    await insertFixture(db.dataSource, 48);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('refuses a broken draft with extensions.problems, reports as REST does, publishes and lists versions', async () => {
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const broken = fixtureDraft() as unknown as { skills: Record<string, unknown>[] };
    broken.skills[0].skill_cost_model = { rogue: 'cheap' };
    const refused = await admin.graphql('mutation ($r: JSONObject!) { createRulesetDraft(ruleset: $r) { id } }', { r: broken });
    const error = (refused.body as { errors: { extensions: { code: string; problems: { field: string }[] } }[] }).errors[0];
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.problems.map((problem) => problem.field)).toContain('skill_cost_model.rogue');

    const made = await admin.graphql('mutation ($r: JSONObject!) { createRulesetDraft(ruleset: $r) { id baseVersion stale summary } }', {
      r: fixtureDraft(),
    });
    const draft = (made.body as { data: { createRulesetDraft: { id: string; baseVersion: number; stale: boolean; summary: string[] } } })
      .data.createRulesetDraft;
    expect(draft).toMatchObject({ baseVersion: 1, stale: false });
    expect(draft.summary).toContain('Skills removed: "Highland Endurance".');

    const impact = await admin.graphql(
      'query ($id: ID!) { rulesetImpact(draftId: $id) { counts { characters affected players invalidBuild overBudget costChanged } characters { characterId kinds } } }',
      { id: draft.id },
    );
    const rest = await admin.rest('GET', `/ruleset/drafts/${draft.id}/impact`);
    const restData = (rest.body as { data: { counts: Record<string, number>; characters: { character_id: string; kinds: string[] }[] } })
      .data;
    const gql = (
      impact.body as { data: { rulesetImpact: { counts: Record<string, number>; characters: { characterId: string; kinds: string[] }[] } } }
    ).data.rulesetImpact;
    expect(gql.counts).toEqual({
      characters: restData.counts.characters,
      affected: restData.counts.affected,
      players: restData.counts.players,
      invalidBuild: restData.counts.invalid_build,
      overBudget: restData.counts.over_budget,
      costChanged: restData.counts.cost_changed,
    });
    expect(gql.characters.map((row) => [row.characterId, row.kinds])).toEqual(
      restData.characters.map((row) => [row.character_id, row.kinds.map((kind) => kind.toUpperCase())]),
    );

    const refusedPolicy = await admin.graphql(
      'mutation ($id: ID!) { publishRulesetDraft(draftId: $id, policy: REBUILD_WINDOW) { number } }',
      { id: draft.id },
    );
    expect((refusedPolicy.body as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const published = await admin.graphql(
      'mutation ($id: ID!) { publishRulesetDraft(draftId: $id, policy: GRANDFATHER) { number policy inForce } }',
      { id: draft.id },
    );
    expect((published.body as { data: { publishRulesetDraft: unknown } }).data.publishRulesetDraft).toEqual({
      number: 2,
      policy: 'GRANDFATHER',
      inForce: true,
    });
    const versions = await admin.graphql('{ rulesetVersions { number inForce } rulesetVersionInForce }');
    expect((versions.body as { data: unknown }).data).toEqual({
      rulesetVersions: [
        { number: 2, inForce: true },
        { number: 1, inForce: false },
      ],
      rulesetVersionInForce: 2,
    });
  });
});
