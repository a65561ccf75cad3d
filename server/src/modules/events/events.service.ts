import { NO_CHANGE_FEED, recordEvent, type ChangeFeed } from '../webhooks/webhook-emitters';
import { EVENT_IMAGE_MAX_BYTES, canDelete, canPublish } from '@larp/rules';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../clock';
import { Event } from '../../db/entities/event.entity';
import { withTransaction } from '../../db/transaction';
import { AppError, badInput, conflict, notFound, present } from '../../errors';
import type { RequestContext } from '../../request-context';
import { mimeTypeOfStoredName, newStoredImageName, reencodeImage, sniffImage, type ImageStorage } from '../../storage';
import { requireUser } from '../accounts/accounts.policy';
import { authorizeOnEvents, canOnEvents } from './events.policy';
import type { QuestionsService } from './questions.service';
import { IncludeSet } from './event-include';
import type { EventChanges } from './event-form';
import { loadEventViews, type EventView } from './event-views';
import { EVENT_MESSAGES as M } from './events.messages';
import { timesOf } from './event-times';
import type { EventListPage } from './event-lists.inputs';

/** The largest accepted event image (the rules' limit, which the event form shows). */
export const MAX_IMAGE_BYTES = EVENT_IMAGE_MAX_BYTES;

export interface UploadedImage {
  bytes: Buffer;
  /** the upload went over MAX_IMAGE_BYTES and was cut */
  truncated: boolean;
}

export interface EventListOptions {
  includes: IncludeSet;
  /** `user=me`: relations limited to the caller's own rows */
  mine: boolean;
  /** `event_published=true` */
  publishedOnly: boolean;
  /** REST's connection parameters (first, after, window, dates, finalized): one page; none: every event */
  paging?: EventListPage | null;
}

/**
 * Events (events §2-§4): create, edit, publish, delete, and the lists. Who may see what:
 *  - every event call needs a signed-in user; create, edit, publish and delete need an admin;
 *  - only admins see unpublished events (decision: publishing is what shows an event to players);
 *  - the registrations, attendance records and survey responses of OTHER users are shown only to
 *    staff and admins (the attendance review); players get their own rows, as with `user=me`;
 *  - survey_response_count is for staff and admins (events §6).
 */
export class EventsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly storage: ImageStorage,
    private readonly questions: QuestionsService,
  ) {}

  /**
   * Set by the registrations area: called in the transaction of an edit that changed the
   * event's places or waitlist mode, after the event's row is written, to give freed places to the waitlist.
   */
  placesChanged: { inTransaction(manager: EntityManager, event: Event): Promise<void>; afterCommit(): void } | null = null;
  /** Event published, reported in the change's transaction (the app wires in the webhooks). */
  changeFeed: ChangeFeed = NO_CHANGE_FEED;

  async list(context: RequestContext, options: EventListOptions): Promise<EventView[]> {
    const user = requireUser(context);
    if (options.includes.has('survey_response_count') && !canOnEvents(user, 'viewSurveyCounts'))
      throw new AppError('FORBIDDEN', M.surveyCountForStaff);
    const allRegistrations = canOnEvents(user, 'viewAllRegistrations');
    const publishedOnly = options.publishedOnly || !canOnEvents(user, 'viewUnpublished');
    const manager = this.dataSource.manager;
    const events = await manager.find(Event, {
      where: publishedOnly ? { eventPublished: true } : {},
      order: { eventStartTime: 'DESC', id: 'DESC' },
    });
    return loadEventViews(manager, events, {
      includes: options.includes,
      onlyUserId: options.mine || !allRegistrations ? user.id : null,
    });
  }

  async get(context: RequestContext, eventId: string, includes: IncludeSet, mine = false): Promise<EventView> {
    const user = requireUser(context);
    if (includes.has('survey_response_count') && !canOnEvents(user, 'viewSurveyCounts'))
      throw new AppError('FORBIDDEN', M.surveyCountForStaff);
    const manager = this.dataSource.manager;
    const event = await this.visibleEvent(context, eventId, manager);
    const [view] = await loadEventViews(manager, [event], {
      includes,
      onlyUserId: mine || !canOnEvents(user, 'viewAllRegistrations') ? user.id : null,
    });
    return view;
  }

  /** An event the user may see, or 404 (an unpublished event does not exist for non-admins). */
  async visibleEvent(context: RequestContext, eventId: string, manager: EntityManager): Promise<Event> {
    const user = requireUser(context);
    const event = await manager.findOneBy(Event, { id: eventId });
    if (!event || (!event.eventPublished && !canOnEvents(user, 'viewUnpublished'))) throw notFound(M.eventNotFound);
    return event;
  }

  async create(context: RequestContext, changes: EventChanges, image: UploadedImage | null): Promise<EventView> {
    authorizeOnEvents(context, 'manage');
    // the form checked in 'create' mode that every required field is there
    const eventStartTime = present(changes.eventStartTime, "the new event's start time");
    const eventEndTime = present(changes.eventEndTime, "the new event's end time");
    this.checkTimes(eventStartTime, eventEndTime);
    const imageName = image ? await this.checkImage(image) : null;
    const created = await this.withStoredImage(imageName, () =>
      withTransaction(this.dataSource, async (manager) => {
        const registrationQuestions = await this.questions.select('registration', changes.registrationQuestions ?? [], manager);
        // Decision: a new event's survey is the default survey questions at the time it is created,
        // unless the form names its own; later changes to the defaults do not alter its survey.
        const surveyQuestions = changes.surveyQuestions
          ? await this.questions.select('survey', changes.surveyQuestions, manager)
          : await this.questions.defaults(context, 'survey', manager);
        const event = manager.create(Event, {
          eventTitle: present(changes.eventTitle, "the new event's title"),
          eventDescription: present(changes.eventDescription, "the new event's description"),
          eventAddress: present(changes.eventAddress, "the new event's address"),
          eventStartTime,
          eventEndTime,
          eventImage: imageName?.name ?? null,
          eventPublished: false,
          eventFinalized: false,
          eventSurveyOpenAt: changes.eventSurveyOpenAt ?? null,
          eventPcCapacity: changes.eventPcCapacity ?? null,
          eventNpcCapacity: changes.eventNpcCapacity ?? null,
          eventWaitlistMode: changes.eventWaitlistMode ?? 'automatic',
          eventOfferHours: changes.eventOfferHours ?? 48,
          eventRegistrationQuestions: registrationQuestions.map((q) => q.id),
          eventSurveyQuestions: surveyQuestions.map((q) => q.id),
        });
        return manager.save(event);
      }),
    );
    return this.get(context, created.id, new IncludeSet(new Set()));
  }

  async update(context: RequestContext, eventId: string, changes: EventChanges, image: UploadedImage | null): Promise<EventView> {
    authorizeOnEvents(context, 'manage');
    if (changes.unpublish) throw badInput(M.cannotUnpublish);
    const imageName = image && changes.setEventImage ? await this.checkImage(image) : null;
    const { replacedImage, placesChanged } = await this.withStoredImage(imageName, () =>
      withTransaction(this.dataSource, async (manager) => {
        const event = await this.visibleEvent(context, eventId, manager);
        if (event.eventFinalized) throw conflict(M.finalizedIsFrozen);
        const start = changes.eventStartTime ?? event.eventStartTime;
        const end = changes.eventEndTime ?? event.eventEndTime;
        this.checkTimes(start, end);
        if (changes.publish && !event.eventPublished && !canPublish(timesOf(event), this.clock.now())) {
          throw conflict(M.cannotPublish);
        }
        const fields: Partial<Event> = {};
        if (changes.eventTitle !== undefined) fields.eventTitle = changes.eventTitle;
        if (changes.eventDescription !== undefined) fields.eventDescription = changes.eventDescription;
        if (changes.eventAddress !== undefined) fields.eventAddress = changes.eventAddress;
        fields.eventStartTime = start;
        fields.eventEndTime = end;
        if (changes.eventSurveyOpenAt !== undefined) fields.eventSurveyOpenAt = changes.eventSurveyOpenAt;
        if (changes.registrationQuestions) {
          fields.eventRegistrationQuestions = (await this.questions.select('registration', changes.registrationQuestions, manager)).map(
            (q) => q.id,
          );
        }
        if (changes.surveyQuestions) {
          fields.eventSurveyQuestions = (await this.questions.select('survey', changes.surveyQuestions, manager)).map((q) => q.id);
        }
        let replacedImage: string | null = null;
        if (changes.setEventImage) {
          replacedImage = event.eventImage;
          fields.eventImage = imageName?.name ?? null;
        }
        if (changes.publish) fields.eventPublished = true;
        const placesFields = ['eventPcCapacity', 'eventNpcCapacity', 'eventWaitlistMode', 'eventOfferHours'] as const;
        const placesChanged = placesFields.some((field) => changes[field] !== undefined && changes[field] !== event[field]);
        for (const field of placesFields) if (changes[field] !== undefined) Object.assign(fields, { [field]: changes[field] });
        await manager.update(Event, { id: event.id }, fields);
        const wasPublished = event.eventPublished;
        Object.assign(event, fields); // the row as the UPDATE above left it
        if (placesChanged && this.placesChanged) await this.placesChanged.inTransaction(manager, event);
        if (changes.publish && !wasPublished) await recordEvent(this.changeFeed, manager, 'event.published', event);
        return { replacedImage, placesChanged };
      }),
    );
    if (placesChanged) this.placesChanged?.afterCommit();
    this.changeFeed.afterCommit();
    if (replacedImage) await this.storage.remove(replacedImage);
    return this.get(context, eventId, new IncludeSet(new Set()));
  }

  /** PATCH with event_published=true: only before the start and while unpublished (events §4). */
  async publish(context: RequestContext, eventId: string): Promise<EventView> {
    await withTransaction(this.dataSource, (manager) => this.publishIn(manager, context, eventId));
    this.changeFeed.afterCommit();
    return this.get(context, eventId, new IncludeSet(new Set()));
  }

  /**
   * The publish's writes (the flag and its webhook deliveries) in the caller's transaction; the
   * caller calls `changeFeed.afterCommit()` once it has committed.
   */
  async publishIn(manager: EntityManager, context: RequestContext, eventId: string): Promise<void> {
    authorizeOnEvents(context, 'manage');
    const event = await this.visibleEvent(context, eventId, manager);
    if (!canPublish(timesOf(event), this.clock.now())) throw conflict(M.cannotPublish);
    // Conditional, so two publishes cannot both "win" (harmless either way, but honest).
    const flipped = await manager.update(Event, { id: event.id, eventPublished: false }, { eventPublished: true });
    if (flipped.affected) {
      event.eventPublished = true; // as the UPDATE above wrote it
      await recordEvent(this.changeFeed, manager, 'event.published', event);
    }
  }

  /** Until finalized; registrations, attendance and survey responses go with it (foreign keys cascade). */
  async delete(context: RequestContext, eventId: string): Promise<{ id: string }> {
    authorizeOnEvents(context, 'manage');
    const image = await withTransaction(this.dataSource, async (manager) => {
      const event = await this.visibleEvent(context, eventId, manager);
      if (!canDelete(timesOf(event))) throw conflict(M.cannotDelete);
      const result = await manager.delete(Event, { id: event.id, eventFinalized: false });
      if (!result.affected) throw conflict(M.cannotDelete);
      return event.eventImage;
    });
    if (image) await this.storage.remove(image);
    return { id: eventId };
  }

  /** The event role codes of the game data (pc, npc, ...). */
  roleCodes(manager: EntityManager): Promise<Set<string>> {
    return this.questions.roleCodes(manager);
  }

  /** The bytes and type of a stored image, or 404 for any other name (the storage refuses names it did not make). */
  async image(name: string): Promise<{ bytes: Buffer; mimeType: string }> {
    // Only names of the form the server generates reach the storage: no path can be smuggled in.
    if (!mimeTypeOfStoredName(name)) throw notFound('Image not found');
    const bytes = await this.storage.read(name);
    const kind = bytes && sniffImage(bytes);
    if (!bytes || !kind) throw notFound('Image not found');
    return { bytes, mimeType: kind.mimeType };
  }

  /**
   * Every stored event image decoded and encoded again as uploads are (storage/image-reencoder.ts),
   * for images stored before uploads were: each under a new name (an image never changes under its
   * name, which is its ETag), swapped into its event only if the event still shows the old one, the
   * old one removed. One that does not decode or is over the limits is left as it is and logged.
   * Run once per installation by the events' one-off job (jobs.ts).
   */
  async reencodeStoredImages(logger: { error(details: object, message: string): void }): Promise<{ reencoded: number; leftAsIs: number }> {
    const rows = await this.dataSource
      .getRepository(Event)
      .createQueryBuilder('event')
      .select('event.eventImage', 'name')
      .distinct(true)
      .where('event.eventImage IS NOT NULL')
      .orderBy('name')
      .getRawMany<{ name: string }>();
    let reencoded = 0;
    let leftAsIs = 0;
    for (const { name } of rows) {
      const bytes = await this.storage.read(name);
      const result = bytes ? await reencodeImage(bytes) : null;
      if (!result?.ok) {
        leftAsIs += 1;
        logger.error({ image: name, reason: result?.reason ?? 'missing' }, 'Stored event image not re-encoded; left as it is');
        continue;
      }
      const replacement = { name: newStoredImageName(result.kind), bytes: result.bytes };
      const swapped = await this.withStoredImage(replacement, async () => {
        const update = await withTransaction(this.dataSource, (manager) =>
          manager.update(Event, { eventImage: name }, { eventImage: replacement.name }),
        );
        return (update.affected ?? 0) > 0;
      });
      if (!swapped) {
        // An edit replaced the event's image meanwhile, with an upload that was re-encoded already.
        await this.storage.remove(replacement.name);
        continue;
      }
      await this.storage.remove(name);
      reencoded += 1;
    }
    return { reencoded, leftAsIs };
  }

  private checkTimes(start: Date, end: Date): void {
    if (end.getTime() <= start.getTime()) throw badInput(M.endBeforeStart);
  }

  /**
   * The image decoded and encoded again (storage/image-reencoder.ts: within the pixel limits, without
   * metadata or appended bytes), under a random server-made name (never the uploaded name).
   */
  private async checkImage(image: UploadedImage): Promise<{ name: string; bytes: Buffer }> {
    if (image.truncated || image.bytes.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', M.imageTooLarge);
    const reencoded = await reencodeImage(image.bytes);
    if (!reencoded.ok) {
      throw reencoded.reason === 'too-large' ? new AppError('PAYLOAD_TOO_LARGE', M.imageTooManyPixels) : badInput(M.imageNotAnImage);
    }
    return { name: newStoredImageName(reencoded.kind), bytes: reencoded.bytes };
  }

  /**
   * Stores the new image first, then writes the row; if the write fails the file is removed again,
   * so a refused or failed request leaves neither a row naming a missing file nor a stray file.
   */
  private async withStoredImage<T>(image: { name: string; bytes: Buffer } | null, write: () => Promise<T>): Promise<T> {
    if (!image) return write();
    await this.storage.save(image.name, image.bytes);
    try {
      return await write();
    } catch (error) {
      await this.storage.remove(image.name);
      throw error;
    }
  }
}
