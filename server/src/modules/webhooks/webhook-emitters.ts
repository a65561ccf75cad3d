import type { EventRegistration } from '../../db/entities/event-registration.entity';
import { Event } from '../../db/entities/event.entity';
import type { BackgroundTasks } from '../../background-tasks';
import type { AttendanceService } from '../attendance/attendance.service';
import type { EventView } from '../events/event-views';
import type { EventsService } from '../events/events.service';
import type { RegistrationsService } from '../registrations/registrations.service';
import type { WebhookEvent } from './webhooks.inputs';
import type { WebhooksService } from './webhooks.service';

export const presentRegistrationForWebhook = (registration: EventRegistration) => ({
  registration: {
    _id: registration.id,
    event_id: registration.eventId,
    user_id: registration.userId,
    character_id: registration.characterId,
    event_role: registration.eventRole,
    state: registration.state,
    registered_at: registration.registeredAt.toISOString(),
  },
});

export const presentEventForWebhook = (view: EventView) => ({
  event: {
    _id: view.event.id,
    event_title: view.event.eventTitle,
    event_start_time: view.event.eventStartTime.toISOString(),
    event_end_time: view.event.eventEndTime.toISOString(),
    event_published: view.event.eventPublished,
    event_finalized: view.event.eventFinalized,
  },
});

type Method<T> = (...args: any[]) => Promise<T>;

/**
 * Hooks the webhooks onto the services that make the changes (both transports call them): after a
 * method succeeds, the matching event is queued for delivery and sent off the request path. A
 * change is committed before its deliveries are queued; a process that stops in between loses
 * that notification (the change itself stands).
 */
export function emitWebhooksFrom(
  area: { registrations: RegistrationsService; events: EventsService; attendance: AttendanceService },
  webhooks: WebhooksService,
  background: BackgroundTasks,
  logger: { error(details: object, message: string): void },
): void {
  const queue = async (event: WebhookEvent, data: Record<string, unknown>) => {
    try {
      if ((await webhooks.emit(event, data)) > 0) background.run('webhook deliveries', async () => void (await webhooks.deliverDue()));
    } catch (error) {
      logger.error({ err: error, event }, 'Could not queue a webhook delivery');
    }
  };
  const after = <S extends object, T>(service: S, name: keyof S & string, then: (result: T, args: unknown[], before: unknown) => Promise<void>, first?: (args: unknown[]) => Promise<unknown>) => {
    const original = (service[name] as unknown as Method<T>).bind(service);
    (service as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const before = first ? await first(args) : undefined;
      const result = await original(...args);
      await then(result, args, before);
      return result;
    };
  };

  after<RegistrationsService, EventRegistration>(area.registrations, 'register', (registration) => queue('registration.created', presentRegistrationForWebhook(registration)));
  for (const name of ['update', 'cancel'] as const) {
    after<RegistrationsService, EventRegistration>(area.registrations, name, (registration) => queue('registration.changed', presentRegistrationForWebhook(registration)));
  }
  after<RegistrationsService, EventRegistration[]>(area.registrations, 'confirm', async (registrations) => {
    for (const registration of registrations) await queue('registration.changed', presentRegistrationForWebhook(registration));
  });

  // published: by publish(), or by an update that publishes; only when it was not published before
  const publishedBefore = async (args: unknown[]) => {
    const eventId = args[1];
    if (typeof eventId !== 'string') return null;
    return (await webhooks.dataSource.getRepository(Event).findOne({ where: { id: eventId }, select: { id: true, eventPublished: true } }))?.eventPublished ?? null;
  };
  for (const name of ['publish', 'update'] as const) {
    after<EventsService, EventView>(
      area.events,
      name,
      async (view, _args, before) => {
        if (before === false && view.event.eventPublished) await queue('event.published', presentEventForWebhook(view));
      },
      publishedBefore,
    );
  }
  after<AttendanceService, EventView>(area.attendance, 'finalize', (view) => queue('event.finalized', presentEventForWebhook(view)));
}
