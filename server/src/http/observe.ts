/**
 * What every request leaves behind (issue 38, docs/decisions/0087): its request id in the reply, one line
 * in the request log (requestLog.ts) and its count and time in the metrics (metrics.ts), labelled with the
 * route's template — Elysia's matched route, never the raw path.
 */
import { countHttp } from '../metrics';
import { beginRequest, endRecord, REQUEST_ID_HEADER, type RequestLog, recordOf } from '../requestLog';

/** The label of a request that matched no route (an unknown method, a refusal before routing). */
const UNMATCHED = 'unmatched';

interface Finished {
  request: Request;
  route?: string;
  set: { status?: number | string };
  responseValue?: unknown;
}

const statusOf = ({ set, responseValue }: Finished): number => {
  if (responseValue instanceof Response) return responseValue.status;
  const status = Number(set.status);
  return Number.isInteger(status) && status > 0 ? status : 200;
};

export function requestObserver(log: RequestLog) {
  return {
    /** At the start of a request (onRequest): its id, sent back with the reply's headers. */
    begin(request: Request, replyHeaders: Record<string, string | number>): void {
      replyHeaders[REQUEST_ID_HEADER] = beginRequest(request).id;
    },
    /** After the reply (onAfterResponse): its count, time and log line. */
    // Its parts named in the parameter: Elysia prepares for every request what its hooks read, and a
    // context handed on whole would make it parse cookies, headers and query each time (decision 0096).
    end({ request, route: matched, set, responseValue }: Finished): void {
      const record = recordOf(request);
      if (!record) return;
      const route = matched || UNMATCHED;
      const status = statusOf({ request, set, responseValue });
      countHttp(request.method, route, status, (performance.now() - record.started) / 1000);
      log.finish(request, route, status);
      endRecord(request);
    },
  };
}
