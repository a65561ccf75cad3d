import { CHARACTERS_CALLS } from './characters.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import {
  characterAttributesOutput,
  characterOutput,
  deletedOutput,
  pickCharacterAttributes,
  presentCharacter,
  type CharacterView,
} from './character.presenter';
import {
  attributesQuery,
  characterIdParams as idParams,
  createCharacterInput,
  saveBuildInput,
  updateCharacterInput,
} from './characters.inputs';

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
    summary: 'Your characters, optionally only some attributes.',
    path: '/user/characters',
    query: attributesQuery,
    call: ({ context, services }) => services.characters.listOwn(context),
    response: z.array(characterAttributesOutput),
    present: (views: CharacterView[], { query }) => views.map(pickCharacterAttributes(query.attributes)),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.myCharacter,
    method: 'GET',
    summary: 'One of your characters.',
    path: '/user/characters/:id',
    params: idParams,
    query: attributesQuery,
    call: ({ params, context, services }) => services.characters.getOwn(context, params.id),
    response: characterAttributesOutput,
    present: (view: CharacterView, { query }) => pickCharacterAttributes(query.attributes)(view),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.createCharacter,
    method: 'POST',
    summary: 'Creates a character with its name, race and class.',
    path: '/user/characters',
    status: 201,
    body: createCharacterInput,
    call: ({ body, context, services }) => services.characters.create(context, body),
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.updateCharacter,
    method: 'PATCH',
    summary: "Changes a character's name, race or class (until its first commit).",
    path: '/user/characters/:id',
    params: idParams,
    body: updateCharacterInput,
    call: ({ body, params, context, services }) => services.characters.updateInfo(context, params.id, body),
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.deleteCharacter,
    method: 'DELETE',
    summary: 'Deletes one of your characters (only one that may be deleted).',
    path: '/user/characters/:id',
    params: idParams,
    call: ({ params, context, services }) => services.characters.deleteOwn(context, params.id),
    response: deletedOutput,
    present: ({ id }: { id: string }) => ({ _id: id }),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.saveCharacterBuild,
    method: 'PATCH',
    summary: "Saves a character's build (editable until committed); 409 when build_version is stale.",
    path: '/user/characters/:id/build',
    params: idParams,
    body: saveBuildInput,
    call: ({ body, params, context, services }) => services.characters.saveBuild(context, params.id, { ...body, commit: false }),
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.commitCharacterBuild,
    method: 'POST',
    summary: "Saves a character's build, or commits it with commit=true (locked against reduction).",
    path: '/user/characters/:id/build',
    params: idParams,
    body: saveBuildInput,
    call: ({ body, params, context, services }) => services.characters.saveBuild(context, params.id, body),
    response: characterOutput,
    present: presentCharacter,
  }),
];
