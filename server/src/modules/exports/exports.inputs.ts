import { params } from '../../input/contract';
import { id, LIMITS, text } from '../../input/fields';

export const exportEventParams = params({ id: id() });
/** GET /calendar/:file — `<secret>.ics` */
export const calendarFileParams = params({ file: text(LIMITS.token) });
