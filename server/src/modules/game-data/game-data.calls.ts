import { defineCalls } from '../../calls/call-definition';

/** The calls of game-data: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const GAME_DATA_CALLS = defineCalls({
  gameData: { access: 'signedIn', scope: 'game_data:read' },
  skills: { access: 'signedIn', scope: 'game_data:read' },
  races: { access: 'signedIn', scope: 'game_data:read' },
  transformations: { access: 'signedIn', scope: 'game_data:read' },
  eventRoleTypes: { access: 'signedIn', scope: 'game_data:read' },
  skill: { access: 'signedIn', scope: 'game_data:read' },
  characterClasses: { access: 'signedIn', scope: 'game_data:read' },
});
