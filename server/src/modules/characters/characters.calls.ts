import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { CHARACTER_POLICY } from './characters.policy';

/** The calls of characters: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const CHARACTERS_CALLS = defineCalls({
  myCharacters: { access: 'signedIn', scope: 'characters:read' },
  myCharacter: { access: 'signedIn', scope: 'characters:read' },
  createCharacter: { access: 'signedIn', scope: 'characters:write' },
  updateCharacter: { access: 'signedIn', scope: 'characters:write' },
  deleteCharacter: { access: 'signedIn', scope: 'characters:write' },
  saveCharacterBuild: { access: 'signedIn', scope: 'characters:write' },
  commitCharacterBuild: { access: 'signedIn', scope: 'characters:write' },
  characters: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'characters:read' },
  secretOptions: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'characters:read' },
  grantXp: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'characters:write', idempotent: true },
  recordDeaths: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'characters:write', idempotent: true },
  updatePastEventCounts: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'characters:write' },
  grantShards: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'shards:write', idempotent: true },
  userCharacters: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'characters:read' },
  createCharacterForUser: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'characters:write' },
  userCharacter: {
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:read',
    restOnly: "GraphQL reads a user's characters through userCharacters",
  },
  changeUserCharacter: {
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:write',
    restOnly: 'GraphQL has one field per change: uncommitCharacter, setAdditionalSpellSchools, setTransformation',
  },
  deleteUserCharacter: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'characters:write' },
  uncommitCharacter: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'characters:write' },
  setAdditionalSpellSchools: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'characters:write' },
  setTransformation: { access: rule(CHARACTER_POLICY, 'manageAll'), scope: 'characters:write' },
});
