import { CHARACTERS_CALLS } from './characters.calls';
import { z } from 'zod';
import { attributesQuery } from './characters.inputs';
import { restRoute, type RestRoute } from '../../rest/route-table';
import {
  characterAttributesOutput,
  characterOutput,
  deletedOutput,
  pickCharacterAttributes,
  presentCharacter,
  type CharacterView,
} from './character.presenter';

/**
 * The player's character calls (players §7). Paths the spec leaves open, chosen here and documented
 * in docs/API.md "Characters: the calls the spec leaves open":
 *  - update name, race, class: PATCH /user/characters/{id}, body character_name, character_race,
 *    character_class (and optionally build_version);
 *  - save: PATCH /user/characters/{id}/build, body character_build and optionally build_version;
 *  - commit: POST /user/characters/{id}/build with commit=true (without it, a POST saves).
 */
export const CHARACTER_ROUTES: RestRoute[] = [
  restRoute({
    definition: CHARACTERS_CALLS.myCharacters,
    method: 'GET',
    query: attributesQuery,
    path: '/user/characters',
    response: z.array(characterAttributesOutput),
    present: (views: CharacterView[], { query }) => views.map(pickCharacterAttributes(query.attributes)),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.myCharacter,
    method: 'GET',
    query: attributesQuery,
    path: '/user/characters/:id',
    response: characterAttributesOutput,
    present: (view: CharacterView, { query }) => pickCharacterAttributes(query.attributes)(view),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.createCharacter,
    method: 'POST',
    path: '/user/characters',
    status: 201,
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.updateCharacter,
    method: 'PATCH',
    path: '/user/characters/:id',
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.deleteCharacter,
    method: 'DELETE',
    path: '/user/characters/:id',
    response: deletedOutput,
    present: ({ id }: { id: string }) => ({ _id: id }),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.saveCharacterBuild,
    method: 'PATCH',
    path: '/user/characters/:id/build',
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.commitCharacterBuild,
    method: 'POST',
    path: '/user/characters/:id/build',
    response: characterOutput,
    present: presentCharacter,
  }),
];
