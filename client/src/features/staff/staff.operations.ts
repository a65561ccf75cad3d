import { graphql } from '../../graphql/generated';

/** The counts of the /staff dashboard. */
export const StaffDashboardQuery = graphql(`
  query StaffDashboard {
    staffDashboard {
      playerCount
      characterCount
      uncommittedCount
      upcomingEventCount
    }
  }
`);

/** A character as a list row. */
export const StaffCharacterRowFields = graphql(`
  fragment StaffCharacterRowFields on StaffCharacterRow {
    id
    userId
    playerName
    playerEmail
    characterName
    characterClass
    raceDescription
    characterLevel
    characterXpTotal
    characterXpSequence
    deathCount
    reaperFightCount
    committed
  }
`);

/**
 * The characters a page at a time, searched, filtered and ordered by the server (Manage
 * Characters and the Manage XP, Deaths, Past Event Counts and print pickers; `ids`: the chosen ones).
 */
export const StaffCharacterConnectionQuery = graphql(`
  query StaffCharacterConnection(
    $first: Int
    $after: String
    $sort: StaffCharacterOrder
    $direction: SortDirection
    $search: String
    $committed: Boolean
    $ids: [ID!]
  ) {
    staffCharacterConnection(
      first: $first
      after: $after
      sort: $sort
      direction: $direction
      search: $search
      committed: $committed
      ids: $ids
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...StaffCharacterRowFields
      }
    }
  }
`);

/** The players a page at a time, searched, filtered and ordered by the server (Manage Users, the Manage Shards picker; `ids`: the chosen ones). */
export const StaffUserConnectionQuery = graphql(`
  query StaffUserConnection(
    $first: Int
    $after: String
    $sort: StaffUserOrder
    $direction: SortDirection
    $search: String
    $includeErased: Boolean
    $role: UserRole
    $verified: Boolean
    $ids: [ID!]
  ) {
    staffUserConnection(
      first: $first
      after: $after
      sort: $sort
      direction: $direction
      search: $search
      includeErased: $includeErased
      role: $role
      verified: $verified
      ids: $ids
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        firstName
        lastName
        email
        verified
        roles
        shardTotal
        characterCount
        erased
      }
    }
  }
`);

export const CharacterXpLedgerQuery = graphql(`
  query CharacterXpLedger($ids: [ID!]) {
    characters(ids: $ids) {
      id
      characterXpTotal
      shownBuild {
        characterName
      }
      xpLedger {
        id
        amount
        kind
        reason
        createdAt
        eventTitle
        actor {
          id
          firstName
          lastName
        }
      }
    }
  }
`);

export const UserShardLedgerQuery = graphql(`
  query UserShardLedger($userId: ID!) {
    userShardLedger(userId: $userId) {
      id
      amount
      kind
      reason
      createdAt
      eventTitle
      actor {
        id
        firstName
        lastName
      }
    }
  }
`);

export const UncommitCharacterMutation = graphql(`
  mutation UncommitCharacter($userId: ID!, $characterId: ID!, $scope: UncommitScope) {
    uncommitCharacter(userId: $userId, characterId: $characterId, scope: $scope) {
      id
      committed
      buildVersion
    }
  }
`);

export const GrantXpMutation = graphql(`
  mutation GrantXp($characterIds: [ID!]!, $xpAmount: Int!, $reason: String!) {
    grantXp(characterIds: $characterIds, xpAmount: $xpAmount, reason: $reason) {
      message
      ids
    }
  }
`);

export const GrantShardsMutation = graphql(`
  mutation GrantShards($userIds: [ID!]!, $shardAmount: Int!, $reason: String!) {
    grantShards(userIds: $userIds, shardAmount: $shardAmount, reason: $reason) {
      message
      ids
    }
  }
`);

export const RecordDeathsMutation = graphql(`
  mutation RecordDeaths($characterId: ID!, $deathCount: Int, $reaperFightCount: Int, $event: String) {
    recordDeaths(characterId: $characterId, deathCount: $deathCount, reaperFightCount: $reaperFightCount, event: $event) {
      message
      ids
    }
  }
`);

export const UpdatePastEventCountsMutation = graphql(`
  mutation UpdatePastEventCounts($counts: [PastEventCountInput!]!) {
    updatePastEventCounts(counts: $counts) {
      message
      ids
    }
  }
`);

export const UpdateUserRolesMutation = graphql(`
  mutation UpdateUserRoles($users: [UserRolesInput!]!) {
    updateUserRoles(users: $users) {
      id
      roles
    }
  }
`);

export const CreateCharacterForUserMutation = graphql(`
  mutation CreateCharacterForUser($userId: ID!, $input: AdminCharacterInput!) {
    createCharacterForUser(userId: $userId, input: $input) {
      id
      userId
      committed
    }
  }
`);

/** One or more characters with both builds and their owner: the admin sheet and the printed sheets. */
export const StaffCharacterSheetsQuery = graphql(`
  query StaffCharacterSheets($ids: [ID!]) {
    characters(ids: $ids) {
      ...EditorCharacterFields
      shownBuild {
        ...EditorBuildFields
      }
      userId
      characterXpSequence
      user {
        id
        firstName
        lastName
        email
      }
    }
  }
`);

export const SecretOptionsQuery = graphql(`
  query SecretOptions {
    secretOptions
  }
`);

export const SetAdditionalSpellSchoolsMutation = graphql(`
  mutation SetAdditionalSpellSchools($userId: ID!, $characterId: ID!, $schools: [String!]!) {
    setAdditionalSpellSchools(userId: $userId, characterId: $characterId, schools: $schools) {
      ...EditorCharacterFields
    }
  }
`);

export const SetTransformationMutation = graphql(`
  mutation SetTransformation($userId: ID!, $characterId: ID!, $transformation: String) {
    setTransformation(userId: $userId, characterId: $characterId, transformation: $transformation) {
      ...EditorCharacterFields
    }
  }
`);

/** The finalized events, newest first, for choosing "everyone who attended" in Manage XP and Manage Shards. */
export const FinalizedEventsQuery = graphql(`
  query FinalizedEvents {
    eventConnection(window: PAST, finalized: true, first: 100) {
      nodes {
        id
        eventTitle
        eventStartTime
        eventFinalized
      }
    }
  }
`);

/** Who attended an event (its attendance records): their users and the characters they played. */
export const EventAttendeesQuery = graphql(`
  query EventAttendees($eventId: ID!) {
    attendanceReview(eventId: $eventId) {
      id
      attendanceRecords {
        id
        userId
        characterId
      }
    }
  }
`);
