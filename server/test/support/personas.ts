import type { DataSource } from 'typeorm';
import type { LarpApp } from '../../src/app';
import { Session } from '../../src/db/entities/session.entity';
import type { User } from '../../src/db/entities/user.entity';
import { withTransaction } from '../../src/db/transaction';
import { SESSION_COOKIE } from '../../src/modules/accounts/session-cookie';
import { hashToken, newSecretToken } from '../../src/modules/accounts/tokens';
import { createUser } from './accounts';
import { Agent } from './http';

export const PERSONAS = ['anonymous', 'unverified', 'player', 'staff', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface PersonaUsers {
  unverified: User;
  player: User;
  staff: User;
  admin: User;
}

export async function createPersonaUsers(dataSource: DataSource): Promise<PersonaUsers> {
  return {
    unverified: await createUser(dataSource, { verified: false }),
    player: await createUser(dataSource),
    staff: await createUser(dataSource, { roles: ['staff'] }),
    admin: await createUser(dataSource, { roles: ['admin'] }),
  };
}

/**
 * A fresh browser for the persona, holding its own session (written straight to the database and
 * signed like the app does, so building a table of personas does not trip the login rate limit).
 * The unverified persona gets a real session row too: it must still reach nothing private.
 */
export async function agentFor(app: LarpApp, dataSource: DataSource, users: PersonaUsers, persona: Persona): Promise<Agent> {
  const agent = new Agent(app, '10.77.0.1');
  if (persona === 'anonymous') return agent;
  const token = newSecretToken();
  const now = new Date();
  await withTransaction(dataSource, (manager) =>
    manager.insert(Session, {
      id: hashToken(token),
      userId: users[persona].id,
      createdAt: now,
      lastSeen: now,
      expiresAt: new Date('2999-01-01T00:00:00Z'),
    }),
  );
  agent.cookie = `${SESSION_COOKIE}=${app.signCookie(token)}`;
  return agent;
}
