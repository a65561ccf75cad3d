import { body, params } from '../../input/contract';
import { LIMITS, bool, text } from '../../input/fields';

/** PATCH /user/notification_settings: which optional mails the player gets. */
export const notificationSettingsInput = body({ reminder_mails: bool().optional() });

/** POST /unsubscribe/{token}. */
export const unsubscribeParams = params({ token: text(LIMITS.token) });
