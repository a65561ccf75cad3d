import type { User } from '../../db/entities/user.entity';
import { ACCOUNT_POLICY, canRule, rule, type PolicyRule, type RoleHolder } from '../accounts/accounts.policy';
import { CHARACTER_POLICY } from '../characters/characters.policy';
import { CHECKIN_POLICY } from '../checkin/checkin.policy';
import { EVENT_POLICY } from '../events/events.policy';
import { MESSAGE_POLICY } from '../messages/messages.policy';
import { RULESET_POLICY } from '../rulesets/rulesets.policy';
import { SAVED_QUERY_POLICY } from '../saved-queries/saved-queries.policy';
import { STAFF_LIST_POLICY } from '../staff-lists/staff-lists.policy';
import { WEBHOOK_POLICY } from '../webhooks/webhooks.policy';
import { SITE_POLICY } from '../site/site.policy';

/**
 * The viewer's abilities: each names one action of one domain's policy, the same
 * action its services authorize, so a client shows or hides what the server would allow and never
 * re-derives it from roles. GraphQL `viewer { can }` and `User.can`, REST `GET /api/v1/viewer`.
 */
export const ABILITIES = {
  manageEvents: { rule: rule(EVENT_POLICY, 'manage'), description: 'create, edit, publish and delete events and their default questions' },
  reviewRegistrations: {
    rule: rule(EVENT_POLICY, 'reviewRegistrations'),
    description: 'accept or waitlist registrations, set waitlist priorities',
  },
  sendMessages: {
    rule: rule(MESSAGE_POLICY, 'send'),
    description: "write to an event's participants or to every player who gave email consent, and see the messages sent",
  },
  viewWaitlist: { rule: rule(EVENT_POLICY, 'viewWaitlist'), description: "see an event's waitlist queue" },
  reviewAttendance: {
    rule: rule(EVENT_POLICY, 'reviewAttendance'),
    description: 'the attendance review, survey counts and the registration answers download',
  },
  viewSurveyCounts: {
    rule: rule(EVENT_POLICY, 'viewSurveyCounts'),
    description: "survey response counts and every player's registrations on events",
  },
  finalizeEvents: { rule: rule(EVENT_POLICY, 'finalize'), description: 'the post-event finalize (and its preview and defaults)' },
  manageCharacters: {
    rule: rule(CHARACTER_POLICY, 'manageAll'),
    description: "the staff character tools: every player's characters, grants of XP, shards and deaths",
  },
  manageUsers: { rule: rule(ACCOUNT_POLICY, 'manageUsers'), description: 'Manage Users: the user list, roles, erasing an account' },
  viewStaffArea: { rule: rule(STAFF_LIST_POLICY, 'viewDashboard'), description: 'the staff area (/staff) and its dashboard' },
  manageRulesets: { rule: rule(RULESET_POLICY, 'manage'), description: 'ruleset versions, drafts, their impact report and publishing' },
  runCheckin: {
    rule: rule(CHECKIN_POLICY, 'run'),
    description: "the event-day gate: scan tickets, read the roster and an event's check-ins",
  },
  decideCheckins: { rule: rule(CHECKIN_POLICY, 'decide'), description: 'annul a check-in and resolve check-in conflicts' },
  manageWebhooks: { rule: rule(WEBHOOK_POLICY, 'manage'), description: "the integrators' webhooks and their deliveries" },
  useGraphiql: { rule: rule(SAVED_QUERY_POLICY, 'useGraphiql'), description: 'GraphiQL at /graphiql/' },
  manageSavedQueries: { rule: rule(SAVED_QUERY_POLICY, 'manage'), description: "GraphiQL's saved queries: keep, share and delete them" },
  manageSite: { rule: rule(SITE_POLICY, 'manage'), description: "the community's privacy statement and the site's look" },
} as const satisfies Record<string, { rule: PolicyRule; description: string }>;

export type Ability = keyof typeof ABILITIES;
export type Abilities = Record<Ability, boolean>;

export const ABILITY_NAMES = Object.keys(ABILITIES) as Ability[];

/** Every ability of `user` (null: signed out, who may do none of them). */
export function abilitiesOf(user: RoleHolder | null): Abilities {
  return Object.fromEntries(ABILITY_NAMES.map((name) => [name, canRule(user, ABILITIES[name].rule)])) as Abilities;
}

export interface ViewerView {
  signedIn: boolean;
  can: Abilities;
}

export const viewerOf = (user: User | null): ViewerView => ({ signedIn: user !== null, can: abilitiesOf(user) });
