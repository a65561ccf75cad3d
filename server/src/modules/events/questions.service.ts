import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { withTransaction } from '../../db/transaction';
import { EventRoleType } from '../../db/entities/game-data.entities';
import { RegistrationQuestion, SurveyQuestion } from '../../db/entities/question.entities';
import { badInput, present } from '../../errors';
import type { RequestContext } from '../../request-context';
import type { SelectedQuestion } from './event-form';
import type { QuestionCommand } from './events-area.inputs';
import { authorizeOnEvents } from './events.policy';
import { EVENT_MESSAGES as M } from './events.messages';

export type QuestionKind = 'registration' | 'survey';
export type Question = RegistrationQuestion | SurveyQuestion;

const entityOf = (kind: QuestionKind) => (kind === 'registration' ? RegistrationQuestion : SurveyQuestion);

/**
 * Registration and survey questions: the default sets staff edit, and lookups by id for events.
 * Decision: a PATCH of the default set replaces it. Submitted entries with an `_id` are updated in
 * place, others are created, and questions left out stop being defaults but are kept (events and
 * answers that name them still find their text).
 */
export class QuestionsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The default set, which only the event form's admins read; `manager` when read inside the caller's transaction. */
  async defaults(context: RequestContext, kind: QuestionKind, manager: EntityManager = this.dataSource.manager): Promise<Question[]> {
    authorizeOnEvents(context, 'manage');
    return manager.find(entityOf(kind), {
      where: { isDefault: true },
      order: { position: 'ASC' },
    });
  }

  async replaceDefaults(context: RequestContext, kind: QuestionKind, submitted: QuestionCommand[] | undefined): Promise<Question[]> {
    authorizeOnEvents(context, 'manage');
    if (!submitted) throw badInput(M.questionsMustBeList);
    const roles = await this.roleCodes(this.dataSource.manager);
    const entries = submitted.map((entry) => this.checkQuestion(entry, roles));
    const entity = entityOf(kind);
    return withTransaction(this.dataSource, async (manager) => {
      const ids = entries.map((entry) => entry.id).filter((id): id is string => id !== undefined);
      const existing = ids.length ? await manager.findBy(entity, { id: In(ids) }) : [];
      const byId = new Map(existing.map((question) => [question.id, question]));
      for (const id of ids) if (!byId.has(id)) throw badInput(M.unknownQuestion(id));
      await manager.update(entity, { isDefault: true }, { isDefault: false });
      const saved: Question[] = [];
      for (const [position, entry] of entries.entries()) {
        const fields = {
          isDefault: true,
          questionText: entry.questionText,
          rolesToAsk: entry.rolesToAsk,
          answerRequired: entry.answerRequired,
          position,
        };
        const stored = entry.id === undefined ? undefined : byId.get(entry.id);
        const question = stored ? Object.assign(stored, fields) : manager.create(entity, fields);
        saved.push(await manager.save<Question>(question));
      }
      return saved;
    });
  }

  /** The questions with these ids, in the order given (unknown ids refused). */
  async byIds(kind: QuestionKind, ids: string[], manager: EntityManager): Promise<Question[]> {
    if (ids.length === 0) return [];
    const found = await manager.findBy(entityOf(kind), { id: In(ids) });
    const byId = new Map(found.map((question) => [question.id, question]));
    return ids.map((id) => {
      const question = byId.get(id);
      if (!question) throw badInput(M.unknownQuestion(id));
      return question;
    });
  }

  /**
   * An event form's selected questions, in order (inside the caller's transaction): existing ones
   * by id; new ones (the event's own, not defaults) created; the event's own ones changed when their
   * text comes with their id. A default question is only selected (its text is edited with the defaults).
   */
  async select(kind: QuestionKind, selection: SelectedQuestion[], manager: EntityManager): Promise<Question[]> {
    if (selection.length === 0) return [];
    const roles = selection.some((entry) => entry.questionText !== undefined) ? await this.roleCodes(manager) : new Set<string>();
    const ids = selection.flatMap((entry) => (entry.id ? [entry.id] : []));
    const existing = new Map((await this.byIds(kind, ids, manager)).map((question) => [question.id, question]));
    const entity = entityOf(kind);
    const chosen: Question[] = [];
    for (const entry of selection) {
      // byIds refused unknown ids, so an entry with an id has its question
      const found = entry.id ? existing.get(entry.id) : undefined;
      if (entry.questionText === undefined || found?.isDefault) {
        chosen.push(present(found, `question ${entry.id ?? '(no id, no text)'}`));
        continue;
      }
      const checked = this.checkQuestion(entry, roles);
      const { questionText, rolesToAsk, answerRequired } = checked;
      const fields = { questionText, rolesToAsk, answerRequired };
      const question = found ? Object.assign(found, fields) : manager.create(entity, { ...fields, isDefault: false, position: 0 });
      chosen.push(await manager.save<Question>(question));
    }
    return chosen;
  }

  /** Many events' questions in one query: a map from id to question (unknown ids are simply absent). */
  async mapByIds(kind: QuestionKind, ids: Iterable<string>): Promise<Map<string, Question>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const found = await this.dataSource.manager.findBy(entityOf(kind), { id: In(unique) });
    return new Map(found.map((question) => [question.id, question]));
  }

  /** The event role codes of the game data (pc, npc, ...). */
  async roleCodes(manager: EntityManager): Promise<Set<string>> {
    const types = await manager.find(EventRoleType, { order: { position: 'ASC' } });
    return new Set(types.map((type) => type.code));
  }

  /** The text required, the roles known; what is left out: asked of every role, not required. */
  private checkQuestion(
    question: QuestionCommand,
    roles: Set<string>,
  ): { id?: string; questionText: string; rolesToAsk: string[]; answerRequired: boolean } {
    const text = question.questionText?.trim();
    if (!text) throw badInput(M.questionTextRequired);
    // "Registration questions can be asked of the role types pc and npc"; roles are limited to the known role types.
    const asked = question.rolesToAsk ?? [];
    for (const role of asked) if (!roles.has(role)) throw badInput(M.unknownRole(role));
    return {
      ...(question.id ? { id: question.id } : {}),
      questionText: text,
      rolesToAsk: [...new Set(asked)],
      answerRequired: question.answerRequired === true,
    };
  }
}

/** The documented REST shape of a question (events §3). */
export function presentQuestion(question: Question) {
  return {
    _id: question.id,
    question_text: question.questionText,
    roles_to_ask: [...question.rolesToAsk],
    answer_required: question.answerRequired,
  };
}
