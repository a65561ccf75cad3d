import { isObjectType, type GraphQLField } from 'graphql';
import { Authorized, buildSchema, Field, FieldResolver, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { guarded } from '../src/graphql/field-guards';
import { buildAppSchema } from '../src/graphql/schema';
import { CharacterType } from '../src/modules/characters/graphql/character.types';
import { XpLedgerEntryType } from '../src/modules/characters/graphql/ledger.types';

/**
 * The fields a staff list of 100 characters asks for once per list item have no resolver,
 * so graphql-jit's compiled query reads them inline as properties (a resolver per item costs a call
 * through its deferred-field machinery). Their values are loaded for the whole list by
 * presentCharacters; a relation read without being loaded is an error, never a silent null.
 */
const HOT_FIELDS = [
  'Character.user',
  'Character.xpLedger',
  'Character.shownBuild',
  'Character.savedBuild',
  'Character.committedBuild',
  'XpLedgerEntry.actor',
  'BuildEntry.entry',
  'BuildEntry.skill',
  'User.roles',
];

describe('hot GraphQL fields', () => {
  it('have no resolver (read as properties)', async () => {
    const schema = await buildAppSchema();
    const withResolver = HOT_FIELDS.filter((name) => {
      const [typeName, fieldName] = name.split('.');
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
      const field = type.getFields()[fieldName] as GraphQLField<unknown, unknown> | undefined;
      if (!field) throw new Error(`${name} is not a field`);
      return field.resolve !== undefined;
    });
    expect(withResolver).toEqual([]);
  });

  it('refuse to read a relation that was not loaded', () => {
    const character = new CharacterType();
    expect(() => character.user).toThrow('Character.user was read but not loaded');
    expect(() => character.xpLedger).toThrow('Character.xpLedger was read but not loaded');
    expect(() => new XpLedgerEntryType().actor).toThrow('XpLedgerEntry.actor was read but not loaded');
    character.owner = null;
    character.ledger = [];
    expect(character.user).toBeNull();
    expect(character.xpLedger).toEqual([]);
  });
});

// A guarded field must never be read as a property (the guard would be skipped): the schema's build
// refuses one (graphql/schema.ts `guarded`). These probe types have each kind of guard.
@ObjectType('GuardProbe')
class GuardProbe {
  @Field() open: string;
  @Authorized()
  @Field()
  secret: string;
  @UseMiddleware((_data, next) => next())
  @Field()
  watched: string;
}

@Resolver(() => GuardProbe)
class GuardProbeResolver {
  @Query(() => GuardProbe)
  probe(): GuardProbe {
    return Object.assign(new GuardProbe(), { open: 'a', secret: 'b', watched: 'c' });
  }
  @FieldResolver(() => String)
  computed(): string {
    return 'd';
  }
  @Authorized()
  @FieldResolver(() => String)
  guardedComputed(): string {
    return 'e';
  }
}

@Authorized()
@Resolver(() => GuardProbe)
class GuardedProbeResolver {
  @FieldResolver(() => String)
  byClass(): string {
    return 'f';
  }
}

describe('fields read as properties', () => {
  it('are told from guarded fields', async () => {
    await buildSchema({ resolvers: [GuardProbeResolver, GuardedProbeResolver], authChecker: () => true, validate: false });
    expect(guarded('GuardProbe', 'open')).toBe(false);
    expect(guarded('GuardProbe', 'computed')).toBe(false);
    expect(guarded('GuardProbe', 'secret')).toBe(true);
    expect(guarded('GuardProbe', 'watched')).toBe(true);
    expect(guarded('GuardProbe', 'guardedComputed')).toBe(true);
    expect(guarded('GuardProbe', 'byClass')).toBe(true);
  });
});
