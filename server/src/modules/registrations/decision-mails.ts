import { shownBuild } from '@larp/rules';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { Character } from '../../db/entities/character.entity';
import type { EventRegistration } from '../../db/entities/event-registration.entity';
import type { Event } from '../../db/entities/event.entity';
import { User } from '../../db/entities/user.entity';
import { registrationDecisionMail, type Mailer } from '../../mail';

export interface DecisionMailsDeps {
  dataSource: DataSource;
  mailer: Mailer;
  publicUrl: string;
  logger: { error(details: object, message: string): void };
}

/**
 * Tells players about the admin's review (issue 11 item 6): one mail per accepted or waitlisted
 * registration, through the project's mailer (SMTP, or DATA_DIR/outbox without SMTP_URL). Called
 * after the review is committed; a mail that cannot be sent is logged and does not undo the
 * decision, which the player's event card shows as well.
 */
export class DecisionMails {
  constructor(private readonly deps: DecisionMailsDeps) {}

  async send(event: Event, registrations: EventRegistration[]): Promise<void> {
    const decided = registrations.filter((r) => r.state === 'accepted' || r.state === 'waitlisted');
    if (decided.length === 0) return;
    const manager = this.deps.dataSource.manager;
    const userIds = [...new Set(decided.map((r) => r.userId))];
    const characterIds = [...new Set(decided.flatMap((r) => (r.characterId ? [r.characterId] : [])))];
    const users = new Map((await manager.findBy(User, { id: In(userIds) })).map((user) => [user.id, user]));
    const characters = new Map(
      (characterIds.length ? await manager.findBy(Character, { id: In(characterIds) }) : []).map((c) => [c.id, c]),
    );
    for (const registration of decided) {
      const user = users.get(registration.userId);
      if (!user) continue;
      const character = registration.characterId ? characters.get(registration.characterId) : undefined;
      const build = character ? shownBuild(character.savedBuild, character.committedBuild) : null;
      const message = registrationDecisionMail(this.deps.publicUrl, {
        to: user.email,
        firstName: user.firstName,
        eventTitle: event.eventTitle,
        eventRole: registration.eventRole,
        characterName: build?.character_name ?? null,
        state: registration.state as 'accepted' | 'waitlisted',
        waitlistNote: registration.waitlistNote,
      });
      try {
        await this.deps.mailer.send(message);
      } catch (error) {
        this.deps.logger.error({ err: error, to: user.email, registration: registration.id }, 'Sending the registration decision mail failed');
      }
    }
  }
}
