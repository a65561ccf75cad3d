import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { IncludeSet, type EventInclude } from '../event-include';

/** GraphQL fields of Event (and their sub-fields) that need something loaded beside the event. */
const COUNT_FIELDS: Partial<Record<string, EventInclude>> = {
  eventRegistrationCount: 'event_registration_count',
  pcRegistrationCount: 'pc_registration_count',
  npcRegistrationCount: 'npc_registration_count',
  acceptedRegistrationCount: 'accepted_registration_count',
  waitlistedRegistrationCount: 'waitlisted_registration_count',
  unreviewedRegistrationCount: 'unreviewed_registration_count',
  attendanceRecordCount: 'attendance_record_count',
  surveyResponseCount: 'survey_response_count',
};
const RELATION_FIELDS: Partial<Record<string, { relation: EventInclude; user?: EventInclude; character?: EventInclude }>> = {
  eventRegistrations: { relation: 'event_registrations', user: 'event_registrations.user', character: 'event_registrations.character' },
  attendanceRecords: { relation: 'attendance_records', user: 'attendance_records.user', character: 'attendance_records.character' },
  surveyResponses: { relation: 'survey_responses', user: 'survey_responses.user' },
};

/** The fields selected directly in a selection set, looking through fragments. */
function selectedFields(set: SelectionSetNode | undefined, info: GraphQLResolveInfo): FieldNode[] {
  if (!set) return [];
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectedFields(selection.selectionSet, info);
    const fragment = info.fragments[selection.name.value] as FragmentDefinitionNode | undefined;
    return fragment ? selectedFields(fragment.selectionSet, info) : [];
  });
}

/**
 * What an `events` / `event` query asks for, as `include=` names: only the counts and relations
 * actually selected are loaded (one query each for the whole list), so a plain event list costs
 * one query. Survey counts are left out for players (the field answers null for them, events §6).
 */
export function includesFromSelection(info: GraphQLResolveInfo, staff: boolean): IncludeSet {
  const names = new Set<EventInclude>();
  for (const node of info.fieldNodes) {
    for (const field of selectedFields(node.selectionSet, info)) {
      const count = COUNT_FIELDS[field.name.value];
      if (count && (staff || count !== 'survey_response_count')) names.add(count);
      const relation = RELATION_FIELDS[field.name.value];
      if (!relation) continue;
      names.add(relation.relation);
      for (const sub of selectedFields(field.selectionSet, info)) {
        if (sub.name.value === 'user' && relation.user) names.add(relation.user);
        if (sub.name.value === 'character' && relation.character) names.add(relation.character);
      }
    }
  }
  return new IncludeSet(names);
}

/** What a connection's `nodes { ... }` selection asks for of each event, as `include=` names (includesFromSelection). */
export function includesOfNodes(info: GraphQLResolveInfo, staff: boolean): IncludeSet {
  const nodes = info.fieldNodes.flatMap((node) => selectedFields(node.selectionSet, info).filter((field) => field.name.value === 'nodes'));
  return includesFromSelection({ ...info, fieldNodes: nodes }, staff);
}
