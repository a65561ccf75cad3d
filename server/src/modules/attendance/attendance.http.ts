import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services';
import { downloadOrLogin } from '../../http/login-redirect';
import type { RequestContext } from '../../request-context';
import { callRoute } from '../../rest/call-route';
import { ATTENDANCE_CALLS } from './attendance.calls';

export interface AttendanceHttpOptions {
  services: AppServices;
  contextOf: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
}

/** GET /api/v1/events/:id/registration_answers.csv (a plain route beside the table: its answer is CSV). */
export async function attendanceHttpRoutes(app: FastifyInstance, options: AttendanceHttpOptions): Promise<void> {
  const { services, contextOf } = options;
  // The attendance review's Registration Answers as a CSV download (staff and admins; ours, beside events §7).
  // Opened in a browser without a session: the login page, then back here (API clients get the 401).
  const admission = callRoute(ATTENDANCE_CALLS.registrationAnswersCsv, contextOf, { download: true });
  app.get<{ Params: { id: string } }>('/events/:id/registration_answers.csv', admission, (request, reply) =>
    downloadOrLogin(request, reply, async () => {
      const context = await contextOf(request, reply);
      const { fileName, csv } = await ATTENDANCE_CALLS.registrationAnswersCsv.run({ context, services }, { id: request.params.id });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    }),
  );
}
