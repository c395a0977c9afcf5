import type { HttpMethod } from '@shop/contracts';
import type { CallResult, ServiceCaller } from '../http/service-caller';

/** One call a fake caller received: the table's method and path, and the input as given. */
export interface FakeCall {
  method: HttpMethod;
  path: string;
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
}

/**
 * A ServiceCaller for unit tests: `answer` plays the other services. It answers already-parsed values (the
 * real caller's schema parsing is tested in service-caller.test.ts), so a test states only what it needs.
 */
export function fakeServiceCaller(
  answer: (call: FakeCall) => CallResult<unknown> | Promise<CallResult<unknown>>,
): ServiceCaller {
  const bound =
    (method: HttpMethod) =>
    async (path: string, input: FakeCall['input'] = {}) =>
      answer({ method, path, input });
  return {
    get: bound('GET'),
    post: bound('POST'),
    put: bound('PUT'),
    patch: bound('PATCH'),
    delete: bound('DELETE'),
  } as ServiceCaller;
}
