import type { DataSource } from 'typeorm';
import type { LarpApp } from '../../src/app';
import { EventRegistration } from '../../src/db/entities/event-registration.entity';
import { Notification } from '../../src/db/entities/notification.entity';
import { Session } from '../../src/db/entities/session.entity';
import { User } from '../../src/db/entities/user.entity';
import { withTransaction } from '../../src/db/transaction';
import { SESSION_COOKIE } from '../../src/modules/accounts/session-cookie';
import { hashToken, newSecretToken } from '../../src/modules/accounts/tokens';
import { createCharacter } from './events';
import { Agent } from './http';

let counter = 0;

export interface Player {
  user: User;
  agent: Agent;
  characterId: string;
}

/** A verified player with a character and a signed-in agent, written straight to the database (no password hashing). */
export async function aPlayer(app: LarpApp, dataSource: DataSource, label = 'player'): Promise<Player> {
  counter += 1;
  const n = counter;
  const user = await withTransaction(dataSource, (manager) =>
    manager.save(
      manager.create(User, {
        firstName: `${label}${n}`,
        lastName: 'Waiting',
        email: `${label}${n}-${Date.now()}@example.org`,
        passwordHash: '',
        verified: true,
        privacyStatementAcceptedAt: new Date('2026-01-01T00:00:00Z'),
        emailConsent: false,
        roles: [],
        shardTotal: 0,
        xpTokenPurchased: false,
      }),
    ),
  );
  const token = newSecretToken();
  const now = new Date();
  await withTransaction(dataSource, (manager) =>
    manager.insert(Session, {
      id: hashToken(token),
      userId: user.id,
      createdAt: now,
      lastSeen: now,
      expiresAt: new Date('2999-01-01T00:00:00Z'),
    }),
  );
  const agent = new Agent(app, `10.88.${Math.floor(n / 250)}.${n % 250}`);
  agent.cookie = `${SESSION_COOKIE}=${app.signCookie(token)}`;
  const character = await createCharacter(dataSource, user.id);
  return { user, agent, characterId: character.id };
}

export const registrationOf = (dataSource: DataSource, id: string) => dataSource.manager.findOneByOrFail(EventRegistration, { id });

/** The notifications of one kind about one event's registrations (the outbox rows). */
export async function notificationsAbout(dataSource: DataSource, registrationIds: string[], kind?: string): Promise<Notification[]> {
  const all = await dataSource.manager.find(Notification, { order: { createdAt: 'ASC', id: 'ASC' } });
  return all.filter((n) => (kind === undefined || n.kind === kind) && registrationIds.some((id) => n.notificationKey.includes(`:${id}:`)));
}
