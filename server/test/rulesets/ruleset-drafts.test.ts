import { readSampleRuleset } from '../../src/modules/game-data';
import type { Ruleset, SkillDefinition } from '@larp/rules';
import { createUser } from '../support/accounts';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { clearTables, databases, useTestDatabase } from '../support';

/*
 * Drafts edited in the browser: listed, opened, edited one object at a time by two admins, a stale
 * save refused with the value saved since, renames and removals carried into the skills naming the
 * skill, the version label as free text, discarding, and the export -> import round trip.
 */

interface Saved {
  kind: string;
  key: string;
  version: number;
  value: unknown;
  also_changed: string[];
}

const sample = () => JSON.parse(JSON.stringify(readSampleRuleset())) as Ruleset;
const skillOf = (ruleset: Ruleset, name: string): SkillDefinition => {
  const found = ruleset.skills.find((skill) => skill.skill_name === name);
  if (!found) throw new Error(`test setup: no skill ${name}`);
  return found;
};

describe.each(databases())('ruleset drafts edited per object (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let first: Agent;
  let second: Agent;

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(async () => {
    await clearTables(db.dataSource);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    first = await agentFor(t.app, db.dataSource, users, 'admin');
    const otherAdmin = await createUser(db.dataSource, { roles: ['admin'] });
    second = await agentFor(t.app, db.dataSource, { ...users, admin: otherAdmin }, 'admin');
  });

  async function newDraft(json: unknown = sample()): Promise<string> {
    const answer = await first.rest('POST', '/ruleset/drafts', json);
    expect(answer.status).toBe(201);
    return (answer.body as { data: { _id: string } }).data._id;
  }

  const save = (agent: Agent, id: string, body: Record<string, unknown>) => agent.rest('POST', `/ruleset/drafts/${id}/objects`, body);
  const draftJson = async (id: string) => (await first.rest('GET', `/ruleset/drafts/${id}/ruleset`)).body as { data: Ruleset };

  it('lists open drafts, opens one, and discards it', async () => {
    const id = await newDraft();
    const list = await second.rest('GET', '/ruleset/drafts');
    expect(list.status).toBe(200);
    expect((list.body as { data: { _id: string; label: string }[] }).data).toEqual([expect.objectContaining({ _id: id, label: '1' })]);
    const opened = await second.rest('GET', `/ruleset/drafts/${id}`);
    expect((opened.body as { data: { object_versions: object } }).data.object_versions).toEqual({});

    const player = await agentFor(t.app, db.dataSource, users, 'player');
    expect((await player.rest('DELETE', `/ruleset/drafts/${id}`)).status).toBe(403);
    expect((await first.rest('DELETE', `/ruleset/drafts/${id}`)).status).toBe(200);
    expect((await first.rest('GET', `/ruleset/drafts/${id}`)).status).toBe(404);
    expect((await first.rest('GET', '/ruleset/drafts')).body).toEqual({ data: [] });
  });

  it('two admins: edits of different skills both succeed; the second save of the same skill gets 409 with the current value', async () => {
    const id = await newDraft();
    const json = (await draftJson(id)).data;
    const parry = skillOf(json, 'Parry');
    const riposte = skillOf(json, 'Riposte');
    const [a, b] = await Promise.all([
      save(first, id, { kind: 'skill', key: parry._id, version: 1, value: { ...parry, skill_cost_model: { all: [5] } } }),
      save(second, id, { kind: 'skill', key: riposte._id, version: 1, value: { ...riposte, skill_description: 'Strike back.' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((a.body as { data: Saved }).data).toMatchObject({ key: parry._id, version: 2 });

    const stale = await save(second, id, {
      kind: 'skill',
      key: parry._id,
      version: 1,
      value: { ...parry, skill_cost_model: { all: [7] } },
    });
    expect(stale.status).toBe(409);
    const body = stale.body as { message: string; current: Saved };
    expect(body.message).toMatch(/Someone else saved this/);
    expect(body.current).toMatchObject({ kind: 'skill', key: parry._id, version: 2, value: { skill_cost_model: { all: [5] } } });

    const after = (await draftJson(id)).data;
    expect(skillOf(after, 'Parry').skill_cost_model).toEqual({ all: [5] });
    expect(skillOf(after, 'Riposte').skill_description).toBe('Strike back.');
  });

  it('two admins saving the same skill at once: exactly one wins, the other gets 409', async () => {
    const id = await newDraft();
    const parry = skillOf((await draftJson(id)).data, 'Parry');
    const answers = await Promise.all(
      [3, 4].map((cost, index) =>
        save(index ? second : first, id, {
          kind: 'skill',
          key: parry._id,
          version: 1,
          value: { ...parry, skill_cost_model: { all: [cost] } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body as { data: Saved };
    expect(skillOf((await draftJson(id)).data, 'Parry').skill_cost_model).toEqual((winner.data.value as SkillDefinition).skill_cost_model);
  });

  it('refuses an impossible cost model with the validator’s problem and keeps the draft as it was', async () => {
    const id = await newDraft();
    const parry = skillOf((await draftJson(id)).data, 'Parry');
    const refused = await save(first, id, {
      kind: 'skill',
      key: parry._id,
      version: 1,
      value: { ...parry, skill_cost_model: { wizard: [1] } },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { problems: { object: string; field: string }[] }).problems).toContainEqual(
      expect.objectContaining({ object: `Skill "Parry" (${parry._id})`, field: expect.stringMatching(/^skill_cost_model/) }),
    );
    expect(skillOf((await draftJson(id)).data, 'Parry')).toEqual(parry);
    const wrongId = await save(first, id, { kind: 'skill', key: parry._id, version: 1, value: { ...parry, _id: 'b'.repeat(24) } });
    expect(wrongId.status).toBe(400);
  });

  it('a rename rewrites the skills naming it and bumps their versions; a removal takes it out of them', async () => {
    const id = await newDraft();
    const json = (await draftJson(id)).data;
    const literacy = skillOf(json, 'Literacy');
    const engineering = skillOf(json, 'Engineering');
    const renamed = await save(first, id, { kind: 'skill', key: literacy._id, version: 1, value: { ...literacy, skill_name: 'Reading' } });
    expect(renamed.status).toBe(200);
    expect((renamed.body as { data: Saved }).data.also_changed).toContain(`skill:${engineering._id}`);
    const after = (await draftJson(id)).data;
    expect(JSON.stringify(skillOf(after, 'Engineering').skill_prereq_model)).toContain('"Reading"');
    expect(JSON.stringify(after)).not.toContain('"Literacy"');
    // the dependent's version moved: an editor holding the old one is refused
    const stale = await save(second, id, { kind: 'skill', key: engineering._id, version: 1, value: engineering });
    expect(stale.status).toBe(409);

    const removed = await save(first, id, { kind: 'skill', key: literacy._id, version: 2, value: null });
    expect(removed.status).toBe(200);
    expect((removed.body as { data: Saved }).data).toMatchObject({ value: null, version: 3 });
    const without = (await draftJson(id)).data;
    expect(without.skills.find((skill) => skill._id === literacy._id)).toBeUndefined();
    expect(JSON.stringify(without)).not.toContain('"Reading"');
  });

  it('a transformation a skill needs is refused naming the skill; once free, its removal takes it off the races listing it', async () => {
    const json = sample();
    const revenant = json.transformations.find((t) => t.transformation_name === 'Revenant')!;
    const listing = (ruleset: Ruleset) => ruleset.races.filter((race) => race.transformations.includes('Revenant')).map((race) => race._id);
    const needing = json.skills.filter((skill) => skill.skill_trait_group === 'Revenant');
    expect(needing.length).toBeGreaterThan(0);
    const id = await newDraft(json);
    const refused = await save(first, id, { kind: 'transformation', key: revenant._id, version: 1, value: null });
    expect(refused.status).toBe(400);
    expect((refused.body as { problems: { object: string; message: string }[] }).problems).toContainEqual(
      expect.objectContaining({
        object: expect.stringContaining(needing[0].skill_name),
        message: expect.stringContaining('"Revenant" is not an attribute of any race or transformation'),
      }),
    );
    expect(listing((await draftJson(id)).data)).toEqual(listing(json));

    // the same ruleset without the skills bought with Revenant's attribute: the removal goes through
    const free = { ...json, skills: json.skills.filter((skill) => skill.skill_trait_group !== 'Revenant') };
    const freeId = await newDraft(free);
    const races = listing(free);
    const removed = await save(first, freeId, { kind: 'transformation', key: revenant._id, version: 1, value: null });
    expect(removed.status).toBe(200);
    expect((removed.body as { data: Saved }).data.also_changed).toEqual(races.map((race) => `race:${race}`));
    const after = (await draftJson(freeId)).data;
    expect(after.transformations.map((t) => t.transformation_name)).not.toContain('Revenant');
    expect(listing(after)).toEqual([]);
    // each race listing it moved a version: an editor holding the old one is refused
    const race = after.races.find((r) => r._id === races[0])!;
    expect((await save(second, freeId, { kind: 'race', key: race._id, version: 1, value: race })).status).toBe(409);
  });

  it('takes a free-text version label up to 64 characters and refuses a longer one', async () => {
    const id = await newDraft({ ...sample(), version: 'v2-spring' });
    const general = { ...(await draftJson(id)).data };
    expect(general.version).toBe('v2-spring');
    const opened = await first.rest('GET', `/ruleset/drafts/${id}`);
    expect((opened.body as { data: { label: string } }).data.label).toBe('v2-spring');
    const value = {
      name: general.name,
      version: 'x'.repeat(65),
      character_levels: general.character_levels,
      additional_spell_schools: general.additional_spell_schools,
    };
    const refused = await save(first, id, { kind: 'general', version: 1, value });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toContain('version must be a whole number or a text of 1 to 64 characters');
    const accepted = await save(first, id, { kind: 'general', version: 1, value: { ...value, version: 'v3 autumn' } });
    expect(accepted.body).toMatchObject({ data: { version: 2 } });

    const published = await first.rest('POST', `/ruleset/drafts/${id}/publish`, { policy: 'grandfather' });
    expect(published.status).toBe(200);
    expect((published.body as { data: { version: { label: string } } }).data.version.label).toBe('v3 autumn');
    expect(((await first.rest('GET', '/ruleset')).body as { data: Ruleset }).data.version).toBe('v3 autumn');
    expect((await save(first, id, { kind: 'general', version: 2, value })).status).toBe(409);
  });

  it('round trip: export, import as a draft, export again gives the same JSON', async () => {
    const exported = ((await first.rest('GET', '/ruleset')).body as { data: Ruleset }).data;
    const id = await newDraft(exported);
    const again = (await draftJson(id)).data;
    expect(again).toEqual(exported);
    expect(again).toEqual(readSampleRuleset());
  });

  it('through GraphQL: lists drafts, saves an object and answers a stale save with extensions.current', async () => {
    const id = await newDraft();
    const listed = await first.graphql('{ rulesetDrafts { id label } }');
    expect((listed.body as { data: { rulesetDrafts: { id: string }[] } }).data.rulesetDrafts).toEqual([{ id, label: '1' }]);
    const json = await first.graphql('query ($id: ID!) { rulesetDraftJson(id: $id) }', { id });
    const parry = skillOf((json.body as { data: { rulesetDraftJson: Ruleset } }).data.rulesetDraftJson, 'Parry');
    const mutation =
      'mutation ($id: ID!, $key: String!, $version: Int!, $value: JSON) { saveRulesetObject(draftId: $id, kind: "skill", key: $key, version: $version, value: $value) { version alsoChanged } }';
    const saved = await first.graphql(mutation, { id, key: parry._id, version: 1, value: { ...parry, skill_max_purchases: 2 } });
    expect((saved.body as { data: { saveRulesetObject: { version: number } } }).data.saveRulesetObject.version).toBe(2);
    const stale = await second.graphql(mutation, { id, key: parry._id, version: 1, value: parry });
    const error = (stale.body as { errors: { extensions: { code: string; current: Saved } }[] }).errors[0];
    expect(error.extensions.code).toBe('CONFLICT');
    expect(error.extensions.current).toMatchObject({ version: 2, value: { skill_max_purchases: 2 } });
    const discarded = await second.graphql('mutation ($id: ID!) { discardRulesetDraft(id: $id) }', { id });
    expect((discarded.body as { data: { discardRulesetDraft: string } }).data.discardRulesetDraft).toBe(id);
  });
});
