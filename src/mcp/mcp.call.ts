import { ApiError, invalidParam, invalidParams, type ParamProblem } from '../http/errors';
import type { RestCall } from '../http/rest-call';
import { problemsOf } from '../http/routes/route';
import { MAXIMUM, type ToolShape } from './mcp.schemas';

/**
 * From a tool's arguments to the REST call that answers it. The arguments are REST's parameters, checked by REST
 * itself; before the call only what the REST path cannot say is checked here, with the errors REST would give:
 * arguments the tool does not take (REST ignores unknown parameters, a tool names them), the limits the tool
 * declares where REST clamps (`per_page`), and the path parameters (REST would answer "no route").
 */

/** The arguments the tool does not declare: a 400 naming each. */
export function assertKnown(shape: ToolShape, args: Record<string, unknown>): void {
  const unknown = Object.keys(args).filter((name) => !Object.hasOwn(shape.input.properties, name));
  if (unknown.length === 0) return;
  const problems: Record<string, ParamProblem> = {};
  for (const name of unknown) problems[name] = { key: 'param.unknown_argument' };
  throw invalidParams(problems);
}

/** The limits the tool adds to REST's (`per_page` at most 50): a value REST reads as a larger number is refused. */
function assertWithinLimits(args: Record<string, unknown>): void {
  for (const [name, max] of Object.entries(MAXIMUM)) {
    const value = args[name];
    const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number) && number > max) {
      throw invalidParam(name, 'param.at_most', { max });
    }
  }
}

/** `null` and `undefined` mean "not given" for an address. */
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The REST call of a tool call: the first operation whose path parameters the arguments give. */
export function planCall(shape: ToolShape, args: Record<string, unknown>): RestCall {
  assertKnown(shape, args);
  assertWithinLimits(args);
  const route =
    shape.routes.find((r) => Object.keys(r.params?.shape ?? {}).every((name) => given(args[name]))) ?? shape.routes[0];
  if (!route) throw new Error(`${shape.tool.name} has no operation`);
  const pathNames = Object.keys(route.params?.shape ?? {});
  const missing = pathNames.filter((name) => !given(args[name]));
  if (missing.length > 0) throw new ApiError('rest_missing_callback_param', { missing });
  let path = route.path;
  if (route.params && pathNames.length > 0) {
    // Path parameters arrive as text in a URL: they are read as REST reads its captures.
    const captured = Object.fromEntries(pathNames.map((name) => [name, String(args[name])]));
    const parsed = route.params.safeParse(captured);
    if (!parsed.success) throw new ApiError('rest_invalid_param', { params: problemsOf(parsed.error) });
    for (const name of pathNames) {
      path = path.replace(`{${name}}`, encodeURIComponent(String((parsed.data as Record<string, unknown>)[name])));
    }
  }
  // Only the parameters of this operation (by slug, `id` is not one; by id, `slug` is not).
  const others = new Set(shape.routes.filter((r) => r !== route).flatMap((r) => Object.keys(r.params?.shape ?? {})));
  const params = Object.fromEntries(
    Object.entries(args).filter(([name]) => !pathNames.includes(name) && !others.has(name)),
  );
  const method = route.method === 'get' ? 'GET' : route.method === 'delete' ? 'DELETE' : 'POST';
  return method === 'POST' ? { method, path, body: params } : { method, path, query: params };
}
